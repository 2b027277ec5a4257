/** A build folder served over HTTP under `/narrative/`, as a sub-path deploy would serve it, on `port` (by default a free one). */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import serveHandler from 'serve-handler';

export async function serveUnderBasePath(
  directory: string,
  port = 0,
): Promise<{url: string; close: () => Promise<void>}> {
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/narrative/')) {
      response.writeHead(404).end();
      return;
    }
    request.url = request.url.slice('/narrative'.length);
    void serveHandler(request, response, {public: directory, cleanUrls: true, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/narrative/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
