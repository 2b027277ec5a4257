/**
 * A search client that answers from the embedded index with the hosted
 * service's contract, so the unmodified DocSearch modal and our search page
 * can use it in place of the Algolia client. Ranking lives in `ranking.ts`,
 * the shape of each hit in `hits.ts`.
 */
import MiniSearch from 'minisearch';
import {expandIndex} from '../compactIndex';
import {
  maxQueryLength,
  type SearchClient,
  type SearchRequest,
  type SearchResponse,
  type ShardEntry,
  type ShardSource,
  type TextChunkEntry,
} from '../contract';
import {indexOptions, type IndexedRecord} from '../indexOptions';
import {matchesFacetFilters} from './facetFilters';
import {clampInteger, retrieve, snippetSpec, toHit} from './hits';
import {compareResults, searchShard, type LoadedShard} from './ranking';
import {RetryError} from './retryError';

const maxHitsPerPage = 1000;

/** Loads each file once; a failed load is forgotten, so that the next query tries again. */
function loadOnce<K extends {file: string}, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<string, Promise<V>>();
  return (key) => {
    const cached = cache.get(key.file);
    if (cached) {
      return cached;
    }
    const loading = load(key).catch((error: unknown) => {
      cache.delete(key.file);
      throw new RetryError(error);
    });
    cache.set(key.file, loading);
    return loading;
  };
}

export function createLocalSearchClient(source: ShardSource): SearchClient {
  const manifest = loadOnce(() => source.manifest());
  const loadManifest = () => manifest({file: 'manifest'});
  const loadShard = loadOnce(async (entry: ShardEntry): Promise<LoadedShard> => {
    const {index, strings, documents} = await source.shardIndex(entry);
    const miniSearch = MiniSearch.loadJS<IndexedRecord>(expandIndex(index), indexOptions);
    return {entry, miniSearch, strings, documents};
  });
  const loadChunk = loadOnce((chunk: TextChunkEntry) => source.textChunk(chunk));

  /** The text of one document, from the chunk that holds it. */
  async function textOf({entry}: LoadedShard, id: number): Promise<string | null> {
    const chunk = entry.text.find(({first, count}) => id >= first && id < first + count);
    return chunk ? ((await loadChunk(chunk)).texts[id - chunk.first] ?? null) : null;
  }

  async function answer(params: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, maxQueryLength);
    const hitsPerPage = clampInteger(params.hitsPerPage, 20, 0, maxHitsPerPage);
    const page = clampInteger(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const {siteUrl, shards: entries} = await loadManifest();
    const selected = entries.filter((entry) =>
      matchesFacetFilters({language: entry.language, docusaurus_tag: entry.docusaurus_tag}, params.facetFilters),
    );
    const loaded = await Promise.all(selected.map(loadShard));

    const ranked = loaded.flatMap((shard) => searchShard(shard, query)).sort(compareResults);

    const tags = {preTag: params.highlightPreTag ?? '<em>', postTag: params.highlightPostTag ?? '</em>'};
    const snippets = snippetSpec(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '';
    const hits = await Promise.all(
      ranked
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(async ({shard, result, matchedContent, onlyContent}) => {
          const id = result.id as number;
          const match = {queryTerms: result.queryTerms, matchedTerms: new Set(result.terms)};
          const text = matchedContent ? await textOf(shard, id) : null;
          const hit = toHit(shard, id, {text, onlyContent}, siteUrl, {match, tags, snippets, ellipsis});
          return retrieve(hit, params.attributesToRetrieve);
        }),
    );
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: params.indexName,
    };
  }

  return {
    async search(input) {
      if (!Array.isArray(input?.requests)) {
        throw new Error('Parameter `requests` is required when calling `search`.');
      }
      return {results: await Promise.all(input.requests.map(answer))};
    },
  };
}
