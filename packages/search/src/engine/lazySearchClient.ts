/**
 * The embedded search client, loaded on first use: the client stays out of
 * the page's JavaScript until a reader reaches for search.
 */
import type {FacetFilters, SearchClient} from '../contract';
import {RetryError} from './retryError';

export type LazySearchClient = SearchClient & {
  /** Loads the code, the manifest and the shards these filters select, ahead of the first query. */
  warmUp: (indexName: string, facetFilters: FacetFilters | undefined) => void;
};

const clients = new Map<string, LazySearchClient>();

/** One client per index path, shared by the modal and the search page so the index loads once. */
export function lazySearchClient(indexPath: string): LazySearchClient {
  const existing = clients.get(indexPath);
  if (existing) {
    return existing;
  }
  let loading: Promise<SearchClient> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./localSearchClient'), import('./shardSource')])
      .then(([{createLocalSearchClient}, {fetchShardSource}]) => createLocalSearchClient(fetchShardSource(indexPath)))
      .catch((error: unknown) => {
        loading = undefined;
        throw new RetryError(error);
      }));
  const client: LazySearchClient = {
    search: async (input) => (await load()).search(input),
    warmUp: (indexName, facetFilters) => {
      client.search({requests: [{indexName, query: '', facetFilters}]}).catch(() => {
        // The reader's first query reports the failure.
      });
    },
  };
  clients.set(indexPath, client);
  return client;
}
