/**
 * Where the server reads the site: a build folder, or a deployed site over
 * HTTP. Both answer with the text of a file below the site's base path, or
 * null when the site has no such file, and throw when the site cannot be read.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

export type SiteSource = {
  /** The folder or the address, for messages. */
  location: string;
  /** The address files are fetched from, ending in `/`; null for a folder. */
  url: string | null;
  /** A file below the site's base path (`llms.txt`, `/tales/quests/branches.md`: a leading `/` is the base path); null when there is none. */
  read: (file: string) => Promise<string | null>;
};

export type HttpSourceOptions = {
  /** How long a fetched file is kept in memory before it is fetched again. */
  maxAgeMs?: number;
  /** How long a request may take before the site counts as unreachable. */
  timeoutMs?: number;
  now?: () => number;
};

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
  return {
    location: root,
    url: null,
    async read(file) {
      const target = path.resolve(root, file.replace(/^\/+/, ''));
      if (target !== root && !target.startsWith(root + path.sep)) {
        return null;
      }
      try {
        return await readFile(target, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
          return null;
        }
        throw new Error(`Cannot read ${target}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * Fetches files from a deployed site, keeping each in memory for `maxAgeMs`
 * so that a session's searches and reads fetch a file once, and a new deploy
 * shows within minutes. A failed fetch is not kept: the next call tries again.
 */
export function httpSource(
  address: string,
  {maxAgeMs = 5 * 60_000, timeoutMs = 15_000, now = Date.now}: HttpSourceOptions = {},
): SiteSource {
  const base = new URL(address);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) {
    base.pathname += '/';
  }
  const cache = new Map<string, {at: number; text: Promise<string | null>}>();

  async function fetchText(url: URL): Promise<string | null> {
    let response: Response;
    try {
      response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs), redirect: 'follow'});
    } catch (error) {
      const cause = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
      throw new Error(`Cannot reach ${url.href}: ${cause}`);
    }
    if (response.status === 404 || response.status === 410) {
      return null;
    }
    if (!response.ok) {
      throw new Error(`${url.href} answered ${response.status} ${response.statusText}`.trim());
    }
    return response.text();
  }

  return {
    location: base.href,
    url: base.href,
    read(file) {
      // Relative to the base: a leading "/" would drop the site's base path.
      const url = new URL(file.replace(/^\/+/, ''), base);
      if (!url.href.startsWith(base.href)) {
        return Promise.resolve(null);
      }
      const cached = cache.get(url.href);
      if (cached && now() - cached.at < maxAgeMs) {
        return cached.text;
      }
      const text = fetchText(url);
      cache.set(url.href, {at: now(), text});
      text.catch(() => {
        if (cache.get(url.href)?.text === text) {
          cache.delete(url.href);
        }
      });
      return text;
    },
  };
}
