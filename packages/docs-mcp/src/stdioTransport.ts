/**
 * The server's side of stdio, in place of the SDK's StdioServerTransport, for
 * what a client sees when it sends something wrong:
 * - a line that is not JSON gets a parse error (-32700, id null), and one
 *   that is not a JSON-RPC message an invalid-request error (-32600), where
 *   the SDK's transport answers nothing;
 * - a request whose params do not fit its method (initialize, tools/list,
 *   tools/call, ping) gets invalid params (-32602) with the fields at fault,
 *   where the SDK answers an internal error (-32603) with a dump of zod's issues;
 * - replies written while stdout is full wait for one `drain` together, where
 *   the SDK's transport adds a listener per reply, and Node warns past ten
 *   (MaxListenersExceededWarning, with many calls under way).
 */
import process from 'node:process';
import type {Readable, Writable} from 'node:stream';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/** The most bytes of one line kept while waiting for its end, as the SDK's transport allows. */
const maxLineBytes = 10 * 1024 * 1024;

/** The schemas of the requests this server answers, which the SDK checks in a way that answers -32603. */
const requestSchemas = new Map<string, {safeParse: (value: unknown) => ParseResult}>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

type ParseResult = {success: true} | {success: false; error: {issues: {path: PropertyKey[]; message: string}[]}};

/** zod's issues as one line: `params.name: Invalid input: expected string, received number`. */
function describeIssues(issues: {path: PropertyKey[]; message: string}[]): string {
  return issues
    .map(({path, message}) => (path.length > 0 ? `${path.map(String).join('.')}: ${message}` : message))
    .join('; ');
}

type ErrorReply = {jsonrpc: '2.0'; id: string | number | null; error: {code: number; message: string}};

const errorReply = (id: unknown, code: number, message: string): ErrorReply => ({
  jsonrpc: '2.0',
  id: typeof id === 'string' || typeof id === 'number' ? id : null,
  error: {code, message},
});

/**
 * What to answer for one line from the client without passing it on: an
 * error reply, or nothing for a blank line; else the message to pass on.
 */
export function readLine(line: string): {message: JSONRPCMessage} | {reply: ErrorReply | null} {
  if (line.trim() === '') {
    return {reply: null};
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return {reply: errorReply(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`)};
  }
  const id = (value as {id?: unknown} | null)?.id;
  const message = JSONRPCMessageSchema.safeParse(value);
  if (!message.success) {
    return {
      reply: errorReply(
        id,
        ErrorCode.InvalidRequest,
        `Invalid request: not a JSON-RPC 2.0 request, notification or response (${describeIssues(message.error.issues)}).`,
      ),
    };
  }
  const method = 'method' in message.data && 'id' in message.data ? message.data.method : undefined;
  const checked = method === undefined ? undefined : requestSchemas.get(method)?.safeParse(message.data);
  if (checked && !checked.success) {
    return {
      reply: errorReply(
        id,
        ErrorCode.InvalidParams,
        `Invalid params for ${method}: ${describeIssues(checked.error.issues)}.`,
      ),
    };
  }
  return {message: message.data};
}

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private buffer = Buffer.alloc(0);
  /** The wait for stdout to drain, shared by every reply written meanwhile. */
  private drained: Promise<void> | null = null;

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (let end = this.buffer.indexOf('\n'); end !== -1; end = this.buffer.indexOf('\n')) {
      const line = this.buffer.toString('utf8', 0, end).replace(/\r$/, '');
      this.buffer = this.buffer.subarray(end + 1);
      const read = readLine(line);
      if ('message' in read) {
        this.onmessage?.(read.message);
      } else if (read.reply) {
        this.write(read.reply).catch((error: Error) => this.onerror?.(error));
      }
    }
    if (this.buffer.length > maxLineBytes) {
      this.buffer = Buffer.alloc(0);
      this.write(errorReply(null, ErrorCode.InvalidRequest, `A message is at most ${maxLineBytes} bytes.`)).catch(
        (error: Error) => this.onerror?.(error),
      );
    }
  };

  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    if (this.stdin.listenerCount('data') === 0) {
      this.stdin.pause();
    }
    this.buffer = Buffer.alloc(0);
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }

  private async write(message: JSONRPCMessage | ErrorReply): Promise<void> {
    if (!this.stdout.write(`${JSON.stringify(message)}\n`)) {
      this.drained ??= new Promise<void>((resolve) =>
        this.stdout.once('drain', () => {
          this.drained = null;
          resolve();
        }),
      );
      await this.drained;
    }
  }
}
