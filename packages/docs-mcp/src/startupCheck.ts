/**
 * The server's first read of the site, before it answers the client: the
 * product names its tools' descriptions give, or why the site cannot be read.
 * A deployed site that cannot be read stops the server (see `refuseToStart`),
 * so that the client shows it as failed rather than connected; a build folder
 * never does, since the writer may build it after the assistant started.
 */
import process from 'node:process';
import type {Readable, Writable} from 'node:stream';
import {ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {readCatalog} from './catalog';
import {siteHint, type SiteSource} from './siteSource';
import {readLine} from './stdioTransport';

/** How long the first read may take: a site that answers does so well within it, and clients give up on a server that has not answered after 10 s or so. */
const startupDeadlineMs = 3000;

export type StartupCheck =
  | {state: 'read'; products: string[]}
  | {state: 'failed'; cause: string}
  /** A build folder still being read at the deadline; `products` settles when it is read (empty if it fails). */
  | {state: 'late'; products: Promise<string[]>};

/** Reads the site's catalog within `deadlineMs`. */
export async function checkSite(site: SiteSource, deadlineMs = startupDeadlineMs): Promise<StartupCheck> {
  const read = readCatalog(site).then(
    ({products}): StartupCheck => ({state: 'read', products}),
    (error: Error): StartupCheck => ({state: 'failed', cause: error.message}),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, deadlineMs, null);
  });
  const checked = await Promise.race([read, deadline]);
  clearTimeout(timer);
  if (checked !== null) {
    return checked;
  }
  if (site.url !== null) {
    return {
      state: 'failed',
      cause: `${site.location} did not answer within ${deadlineMs / 1000} s: the site is down or is not the docs. ${siteHint}`,
    };
  }
  return {state: 'late', products: read.then((late) => (late.state === 'read' ? late.products : []))};
}

/** What a client shows of a deployed site the server could not read: the address and the cause, and what to do. */
export const refusal = (site: SiteSource, cause: string) =>
  `narrative-docs-mcp cannot read the docs at ${site.location}, so it stopped. ${cause} Restart the server from your assistant's MCP settings once the site answers.`;

/**
 * Says `message` on stderr, which clients keep in their MCP logs, and as the
 * error of the client's first request (its `initialize`), which clients show
 * as the server's failure; then exits with status 1. It exits at once in a
 * terminal, and when the client closes stdin before it asks anything.
 */
export function refuseToStart(
  message: string,
  {stdin = process.stdin, stdout = process.stdout, exit = () => process.exit(1)}: RefusalStreams = {},
): void {
  console.error(message);
  if (stdin.isTTY) {
    exit();
    return;
  }
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n')) {
      const read = readLine(pending.slice(0, end).replace(/\r$/, ''));
      pending = pending.slice(end + 1);
      const request = 'message' in read && 'method' in read.message && 'id' in read.message ? read.message : null;
      if (request) {
        stdin.off('data', onData);
        const reply = {jsonrpc: '2.0', id: request.id, error: {code: ErrorCode.InternalError, message}};
        // Exit once the reply is written out: at once, a slow pipe would lose it.
        stdout.write(`${JSON.stringify(reply)}\n`, () => exit());
        return;
      }
    }
  };
  stdin.on('data', onData);
  stdin.on('end', () => exit());
}

type RefusalStreams = {
  stdin?: Readable & {isTTY?: boolean};
  stdout?: Writable;
  exit?: () => void;
};
