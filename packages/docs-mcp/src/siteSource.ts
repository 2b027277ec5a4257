/**
 * Where the server reads the site: a build folder, or a deployed site over
 * HTTP. Both answer with the text of a file below the site's base path, or
 * null when the site has no such file, and throw when the site cannot be read.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {LRUCache} from 'lru-cache';

export type SiteSource = {
  /** The folder or the address, for messages. */
  location: string;
  /** The address files are fetched from, ending in `/`; null for a folder. */
  url: string | null;
  /** A file below the site's base path (`llms.txt`, `/tales/quests/branches.md`: a leading `/` is the base path); null when there is none. */
  read: (file: string) => Promise<string | null>;
  /** Where a file is read from, its address or path, for messages. */
  addressOf: (file: string) => string;
};

/** What `--site` must name, said after every error that shows it names something else. */
export const siteHint =
  "Give --site the docs' base URL (such as https://docs.narrativetools.io, or https://example.com/narrative/ under a sub-path), or a build folder of the site.";

/**
 * The most bytes the server reads of one file: a page's Markdown or an index
 * file is a few kilobytes, the largest tens; a larger answer is not the site's.
 */
const maxFileBytes = 4 * 1024 * 1024;

export type HttpSourceOptions = {
  /** How long a fetched file is kept in memory before it is fetched again. */
  maxAgeMs?: number;
  /** How many characters of fetched files are kept in memory at most; the least recently read go first. */
  maxCachedCharacters?: number;
  /** How long a request may take, its whole body read, before the site counts as unreachable: a call must fail well within the 10 s or so a client waits. */
  timeoutMs?: number;
  /** The most bytes read of one file (see `maxFileBytes`). */
  maxBytes?: number;
  now?: () => number;
};

const tooLarge = (where: string, limit: number) =>
  new Error(`${where} is larger than ${Math.round(limit / 1024)} KB, the most the server reads of one file.`);

/** A build folder or an `http(s)://` address, as `--site` names it; a relative folder is resolved against `cwd`. */
export function siteSource(site: string, cwd = process.cwd(), options: HttpSourceOptions = {}): SiteSource {
  return /^https?:\/\//i.test(site) ? httpSource(site, options) : folderSource(path.resolve(cwd, site));
}

/**
 * Reads the files of a build folder, every time: disk reads are cheap, and a
 * new build then shows at once.
 */
export function folderSource(directory: string): SiteSource {
  const root = path.resolve(directory);
  const addressOf = (file: string) => path.resolve(root, file.replace(/^\/+/, ''));
  return {
    location: root,
    url: null,
    addressOf,
    async read(file) {
      const target = addressOf(file);
      if (target !== root && !target.startsWith(root + path.sep)) {
        return null;
      }
      try {
        if ((await stat(target)).size > maxFileBytes) {
          throw tooLarge(target, maxFileBytes);
        }
        return await readFile(target, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
          return null;
        }
        throw new Error(`Cannot read ${target}: ${(error as Error).message}`, {cause: error});
      }
    },
  };
}

/** The body of a response as text, or an error once it passes `limit` bytes. */
async function boundedText(response: Response, url: URL, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw tooLarge(url.href, limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      throw tooLarge(url.href, limit);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches files from a deployed site, keeping each in memory for `maxAgeMs`
 * so that a session's searches and reads fetch a file once, and a new deploy
 * shows within minutes. The cache is bounded: index files are named by their
 * content, so each deploy brings new names, and a server that runs for weeks
 * must not keep them all. A failed fetch is not kept: the next call tries again.
 */
export function httpSource(
  address: string,
  {
    maxAgeMs = 5 * 60_000,
    maxCachedCharacters = 32 * 1024 * 1024,
    timeoutMs = 5_000,
    maxBytes = maxFileBytes,
    now = Date.now,
  }: HttpSourceOptions = {},
): SiteSource {
  const base = new URL(address);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) {
    base.pathname += '/';
  }
  const cache = new LRUCache<string, {text: string | null}>({
    ttl: maxAgeMs,
    ttlResolution: 0,
    maxSize: maxCachedCharacters,
    sizeCalculation: ({text}) => Math.max(1, text?.length ?? 0),
    perf: {now},
    // lru-cache keeps one fetch per file under way, so the searches of one query fetch a file once, and keeps no failure.
    fetchMethod: async (href) => ({text: await fetchText(new URL(href))}),
  });

  async function fetchText(url: URL): Promise<string | null> {
    // One deadline for the answer and its whole body: a site that accepts the connection and never answers, or
    // stops halfway, fails the read in `timeoutMs`.
    const signal = AbortSignal.timeout(timeoutMs);
    const failed = (error: unknown) => {
      if (signal.aborted) {
        return new Error(
          `${url.href} did not answer within ${timeoutMs / 1000} s: the site is down or is not the docs. ${siteHint}`,
          {cause: error},
        );
      }
      const cause = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
      return new Error(`Cannot reach ${url.href}: ${cause}. ${siteHint}`, {cause: error});
    };
    let response: Response;
    try {
      response = await fetch(url, {signal, redirect: 'follow'});
    } catch (error) {
      throw failed(error);
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${url.href} answered ${response.status} ${response.statusText}`.trim() + `. ${siteHint}`);
    }
    try {
      return await boundedText(response, url, maxBytes);
    } catch (error) {
      throw signal.aborted ? failed(error) : error;
    }
  }

  const addressOf = (file: string) => new URL(file.replace(/^\/+/, ''), base).href;

  return {
    location: base.href,
    url: base.href,
    addressOf,
    read(file) {
      // Relative to the base: a leading "/" would drop the site's base path.
      const href = addressOf(file);
      if (!href.startsWith(base.href)) {
        return Promise.resolve(null);
      }
      return cache.fetch(href).then((entry) => entry!.text);
    },
  };
}
