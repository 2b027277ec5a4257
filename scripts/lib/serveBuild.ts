/** Serves a build folder the way `docusaurus serve` does, in this process, on a free port. */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync} from 'node:fs';
import path from 'node:path';
import serveHandler from 'serve-handler';

export async function serveBuild(directory = 'build'): Promise<{url: string; close: () => Promise<void>}> {
  const root = path.resolve(directory);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No site in ${root}: run "npm run build" first.`);
  }
  const server = createServer((request, response) =>
    serveHandler(request, response, {public: root, cleanUrls: true, directoryListing: false}),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}
