import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {createServer as createTcpServer, type AddressInfo, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {folderSource, httpSource, siteSource} from './siteSource';

describe('folderSource', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-site-'));
  mkdirSync(path.join(root, 'site/tales'), {recursive: true});
  writeFileSync(path.join(root, 'site/tales/branches.md'), '# Branches');
  writeFileSync(path.join(root, 'secret.txt'), 'outside');
  const site = folderSource(path.join(root, 'site'));

  it('reads a file below the folder, with or without a leading slash', async () => {
    expect(await site.read('tales/branches.md')).toBe('# Branches');
    expect(await site.read('/tales/branches.md')).toBe('# Branches');
  });

  it('answers null for a missing file, a folder, and anything outside the folder', async () => {
    expect(await site.read('tales/missing.md')).toBeNull();
    expect(await site.read('tales')).toBeNull();
    expect(await site.read('../secret.txt')).toBeNull();
  });

  it('is what siteSource makes of a path, relative to the working directory', () => {
    expect(siteSource('site', root)).toMatchObject({location: path.join(root, 'site'), url: null});
  });
});

describe('httpSource', () => {
  const requests: string[] = [];
  let server: Server;
  let origin: string;
  let version = 1;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url!);
      if (request.url === '/docs/llms.txt') {
        response.end(`llms ${version}`);
      } else if (request.url?.startsWith('/docs/page-')) {
        response.end(`${request.url} ${version}`);
      } else if (request.url === '/docs/huge.md') {
        // Sent in chunks, without a length: the limit counts what arrives.
        response.write('x'.repeat(3000));
        response.end('x'.repeat(3000));
      } else if (request.url === '/docs/broken.md') {
        response.writeHead(500, 'Internal Server Error').end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("resolves files against the site's base path, given with or without its trailing slash", async () => {
    requests.length = 0;
    for (const address of [`${origin}/docs`, `${origin}/docs/`]) {
      const site = httpSource(address);
      expect(site.url).toBe(`${origin}/docs/`);
      expect(await site.read('/llms.txt')).toBe('llms 1');
    }
    expect(requests).toEqual(['/docs/llms.txt', '/docs/llms.txt']);
  });

  it('answers null for a 404 and never leaves the base path', async () => {
    const site = httpSource(`${origin}/docs/`);
    expect(await site.read('tales/missing.md')).toBeNull();
    expect(await site.read('../outside.txt')).toBeNull();
  });

  it('keeps a file for maxAgeMs, then fetches it again', async () => {
    let now = 5000;
    const site = httpSource(`${origin}/docs/`, {maxAgeMs: 1000, now: () => now});
    requests.length = 0;
    version = 1;
    expect(await site.read('llms.txt')).toBe('llms 1');
    version = 2;
    now = 6000;
    expect(await site.read('llms.txt')).toBe('llms 1');
    now = 6001;
    expect(await site.read('llms.txt')).toBe('llms 2');
    expect(requests).toHaveLength(2);
  });

  it('fetches a file once for reads that ask for it at the same time', async () => {
    const site = httpSource(`${origin}/docs/`);
    requests.length = 0;
    expect(await Promise.all([site.read('page-9.md'), site.read('/page-9.md')])).toEqual([
      `/docs/page-9.md ${version}`,
      `/docs/page-9.md ${version}`,
    ]);
    expect(requests).toEqual(['/docs/page-9.md']);
  });

  it('keeps at most maxCachedCharacters of files, dropping the least recently read', async () => {
    const site = httpSource(`${origin}/docs/`, {maxCachedCharacters: 40});
    requests.length = 0;
    for (const file of ['page-1.md', 'page-2.md', 'page-1.md', 'page-3.md', 'page-1.md', 'page-2.md']) {
      await site.read(file);
    }
    // Two files of 16 characters fit: page-3 drops page-2, read longest ago, and page-2 is fetched again.
    expect(requests).toEqual(['/docs/page-1.md', '/docs/page-2.md', '/docs/page-3.md', '/docs/page-2.md']);
  });

  it('refuses a file larger than maxBytes, saying so', async () => {
    const site = httpSource(`${origin}/docs/`, {maxBytes: 5000});
    await expect(site.read('huge.md')).rejects.toThrow(
      `${origin}/docs/huge.md is larger than 5 KB, the most the server reads of one file.`,
    );
    expect(await httpSource(`${origin}/docs/`, {maxBytes: 6000}).read('huge.md')).toHaveLength(6000);
  });

  it('throws a message naming the address when the site fails, and tries again on the next read', async () => {
    const site = httpSource(`${origin}/docs/`);
    requests.length = 0;
    await expect(site.read('broken.md')).rejects.toThrow(`${origin}/docs/broken.md answered 500 Internal Server Error`);
    await expect(site.read('broken.md')).rejects.toThrow(/answered 500/);
    expect(requests).toHaveLength(2);
  });

  it('says when the site cannot be reached', async () => {
    const site = siteSource('http://127.0.0.1:9/');
    expect(site.url).toBe('http://127.0.0.1:9/');
    await expect(site.read('llms.txt')).rejects.toThrow(/^Cannot reach http:\/\/127\.0\.0\.1:9\/llms\.txt: /);
  });

  it('fails a read of a site that accepts the connection and never answers within timeoutMs, saying what to pass', async () => {
    // Loopback only, and closed with the sockets it accepted.
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    try {
      // The message comes from the deadline's own signal: it proves the read gave up at timeoutMs.
      await expect(httpSource(address, {timeoutMs: 300}).read('llms.txt')).rejects.toThrow(
        `${address}llms.txt did not answer within 0.3 s: the site is down or is not the docs. Give --site the docs' base URL`,
      );
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
