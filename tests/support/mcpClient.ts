/** Starts the MCP server's bin as an assistant does (a child process on stdio) and connects the SDK's client to it. */
import {spawn} from 'node:child_process';
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
export function startServer(args: string[], bin = repositoryBin): Promise<McpSession> {
  return startCommand(process.execPath, [bin, ...args]);
}

/**
 * Starts `command` as an assistant's configuration names it, `env` added to
 * the environment, in the folder `cwd` (by default this process's), and
 * connects a client; rejects with the server's error when it refuses to start.
 */
export async function startCommand(
  command: string,
  args: string[],
  {env = {}, cwd}: {env?: Record<string, string>; cwd?: string} = {},
): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command,
    args,
    env: {...(process.env as Record<string, string>), ...env},
    cwd,
    stderr: 'pipe',
  });
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

/** One call of each tool, with arguments it accepts: for checks that every tool answers a broken site alike. */
export const oneCallPerTool = [
  ['search_docs', {query: 'quest'}],
  ['get_page', {url: '/tales/quests/'}],
  ['list_pages', {}],
] as const;

/** The text of a tool result's first content block. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

/** The server's bin on stdio without a client: lines written as they are, replies read one by one. */
export function startRaw(args: string[], bin = repositoryBin) {
  const child = spawn(process.execPath, [bin, ...args], {stdio: ['pipe', 'pipe', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const replies: unknown[] = [];
  const waiting: ((reply: unknown) => void)[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n')) {
      const reply = JSON.parse(pending.slice(0, end)) as unknown;
      pending = pending.slice(end + 1);
      const next = waiting.shift();
      if (next) {
        next(reply);
      } else {
        replies.push(reply);
      }
    }
  });
  return {
    /** Writes `line` and a newline to the server's stdin. */
    send: (line: string) => void child.stdin.write(`${line}\n`),
    /** The next message on stdout. */
    next: () =>
      replies.length > 0 ? Promise.resolve(replies.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve)),
    /** What the server wrote to stderr so far. */
    stderr: () => stderr,
    /** The server's exit status, once it has exited. */
    exited,
    close: () => {
      child.kill();
    },
  };
}
