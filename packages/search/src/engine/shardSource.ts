/** Fetches the embedded index from the site: the manifest first, then the files a query needs. */
import {manifestFileName, type Manifest, type ShardSource} from '../contract';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
  }
  return (await response.json()) as T;
}

/** `indexPath` is where the index files are served, e.g. `/search-index/`. */
export function fetchShardSource(indexPath: string): ShardSource {
  return {
    // The manifest keeps one name across builds, so it is checked for changes; the other files are named by their content.
    manifest: () => fetchJson<Manifest>(`${indexPath}${manifestFileName}`),
    file: <T>(name: string) => fetchJson<T>(`${indexPath}${name}`),
  };
}
