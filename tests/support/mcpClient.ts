/** Starts the MCP server's bin as an assistant does (a child process on stdio) and connects the SDK's client to it. */
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/** The repository's bin, which runs the server from its sources. */
const repositoryBin = path.resolve(__dirname, '../../bin/narrative-docs-mcp.mjs');

export type McpSession = {
  client: Client;
  call: (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
  /** Errors of the protocol channel, such as a line on stdout that is not JSON-RPC. */
  transportErrors: Error[];
  close: () => Promise<void>;
};

/** Starts `bin` (by default the repository's) with `args` and connects a client to it. */
export async function startServer(args: string[], bin = repositoryBin): Promise<McpSession> {
  const transport = new StdioClientTransport({command: process.execPath, args: [bin, ...args], stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({name: 'narrative-docs-tests', version: '1.0.0'});
  const transportErrors: Error[] = [];
  client.onerror = (error) => transportErrors.push(error);
  await client.connect(transport);
  return {
    client,
    call: async (name, args) => (await client.callTool({name, arguments: args})) as CallToolResult,
    stderr: () => stderr,
    transportErrors,
    close: () => client.close(),
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}
