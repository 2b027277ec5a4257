/**
 * Where the client reads the embedded index from: one way, whatever holds
 * the files (the site over `fetch` in the browser, a build folder, a
 * deployed site read by the MCP server): the manifest, then the files a
 * query needs, by name.
 */
import {manifestFileName, type Manifest, type ShardSource} from '../contract';

/** The index whose files `read` returns as text by name, or null when one is not there; `missing` says so. */
export function readShardSource(
  read: (name: string) => Promise<string | null>,
  missing: (name: string) => Error,
): ShardSource {
  async function file<T>(name: string): Promise<T> {
    const text = await read(name);
    if (text === null) {
      throw missing(name);
    }
    return JSON.parse(text) as T;
  }
  return {manifest: () => file<Manifest>(manifestFileName), file};
}

/** The index the site serves at `indexPath` (`/search-index/`), fetched. */
export function fetchShardSource(indexPath: string): ShardSource {
  // The manifest keeps one name across builds, so it is checked for changes; the other files are named by their content.
  return readShardSource(
    async (name) => {
      const response = await fetch(`${indexPath}${name}`);
      if (response.status === 404) {
        return null;
      }
      if (!response.ok) {
        throw new Error(`${indexPath}${name} answered ${response.status} ${response.statusText}`.trim());
      }
      return response.text();
    },
    (name) => new Error(`${indexPath}${name} answered 404: the site has no such index file (build the site again).`),
  );
}
