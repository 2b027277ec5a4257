/**
 * A search client that answers from the embedded index with the hosted
 * service's contract, so the unmodified DocSearch modal and our search page
 * can use it in place of the Algolia client. Ranking lives in `ranking.ts`,
 * the shape of each hit in `hits.ts`.
 */
import {
  documentChunkFile,
  maxQueryLength,
  termBucketFile,
  textChunkFile,
  type DocumentChunkFile,
  type SearchClient,
  type SearchRequest,
  type SearchResponse,
  type ShardEntry,
  type ShardSource,
  type TermBucketFile,
  type TextChunkFile,
} from '../contract';
import {matchesFacetFilters} from './facetFilters';
import {clampInteger, retrieve, snippetSpec, toHit} from './hits';
import {compareResults, fallbackBuckets, noCloseMatchBelow, pageTopOf, plan, rank, type RankedResult} from './ranking';
import {RetryError} from './retryError';

const maxHitsPerPage = 1000;
/** How many pages a query with no close match offers as the nearest topics. */
const nearestTopicCount = 5;

type ShardResult = RankedResult & {entry: ShardEntry};

/**
 * The nearest topics of a query with no close match: the pages of its best
 * results, each once, by its top (title and first paragraph), best first.
 */
function nearestTopics(ranked: readonly ShardResult[]): ShardResult[] {
  const topics = new Map<string, ShardResult>();
  for (const result of ranked) {
    const top = pageTopOf(result.entry, result.id);
    const key = `${result.entry.key} ${top}`;
    if (!topics.has(key)) {
      topics.set(key, {...result, id: top, matchedContent: true, onlyContent: false});
    }
    if (topics.size === nearestTopicCount) {
      break;
    }
  }
  return [...topics.values()];
}

/** Loads each file once; a failed load is forgotten, so that the next query tries again. */
function loadOnce(source: ShardSource): <T>(file: string) => Promise<T> {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(file: string) => {
    const cached = cache.get(file);
    if (cached) {
      return cached as Promise<T>;
    }
    const loading = source.file<T>(file).catch((error: unknown) => {
      cache.delete(file);
      throw new RetryError(error);
    });
    cache.set(file, loading);
    return loading;
  };
}

/**
 * The sections of a shard that the facet filters let through, as positions
 * in its `sections`: null for all of them, undefined for none (the shard's
 * language or docs version is filtered out). A filter on `hierarchy.lvl0`
 * scopes results to products, as it does on the hosted index.
 */
function sectionsMatching(entry: ShardEntry, filters: SearchRequest['facetFilters']): Set<number> | null | undefined {
  const facets = {language: entry.language, docusaurus_tag: entry.docusaurus_tag};
  const ids = entry.sections.flatMap((section, id) =>
    matchesFacetFilters({...facets, 'hierarchy.lvl0': section}, filters) ? [id] : [],
  );
  if (ids.length === entry.sections.length) {
    return null;
  }
  return ids.length > 0 ? new Set(ids) : undefined;
}

export function createLocalSearchClient(source: ShardSource): SearchClient {
  let manifest: ReturnType<ShardSource['manifest']> | undefined;
  const loadManifest = () =>
    (manifest ??= source.manifest().catch((error: unknown) => {
      manifest = undefined;
      throw new RetryError(error);
    }));
  const load = loadOnce(source);

  const loadBuckets = (entry: ShardEntry, buckets: readonly number[]) =>
    Promise.all(buckets.map((bucket) => load<TermBucketFile>(termBucketFile(entry, bucket))));

  /**
   * The shard's best `limit` results for a query, and how many there are,
   * among the documents of `sections` (positions in the shard's sections):
   * it loads the term buckets of the query's words.
   */
  async function searchShard(entry: ShardEntry, query: string, limit: number, sections: ReadonlySet<number> | null) {
    const {words, buckets} = plan(entry, query);
    if (words.length === 0) {
      return {total: 0, results: []};
    }
    const loaded = await loadBuckets(entry, buckets);
    loaded.push(...(await loadBuckets(entry, fallbackBuckets(entry, words, loaded))));
    const {total, results} = rank(entry, words, loaded, limit, sections);
    return {total, results: results.map((result) => ({...result, entry}))};
  }

  /** The text of one document, from the chunk that holds it. */
  async function textOf(entry: ShardEntry, id: number): Promise<string | null> {
    let chunk = entry.textChunks.length - 1;
    while (chunk > 0 && entry.textChunks[chunk]! > id) {
      chunk -= 1;
    }
    const {texts} = await load<TextChunkFile>(textChunkFile(entry, chunk));
    return texts[id - entry.textChunks[chunk]!] ?? null;
  }

  async function answer(params: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, maxQueryLength);
    const hitsPerPage = clampInteger(params.hitsPerPage, 20, 0, maxHitsPerPage);
    const page = clampInteger(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const {siteUrl, shards: entries} = await loadManifest();
    const limit = (page + 1) * hitsPerPage;
    const answers = await Promise.all(
      entries.flatMap((entry) => {
        const sections = sectionsMatching(entry, params.facetFilters);
        return sections === undefined ? [] : [searchShard(entry, query, limit, sections)];
      }),
    );
    const ranked: ShardResult[] = answers.flatMap((answer) => answer.results).sort(compareResults);
    const noCloseMatch = ranked.length > 0 && ranked[0]!.fit < noCloseMatchBelow;
    const shown = noCloseMatch ? nearestTopics(ranked) : ranked;
    const total = noCloseMatch ? shown.length : answers.reduce((sum, answer) => sum + answer.total, 0);

    const tags = {preTag: params.highlightPreTag ?? '<em>', postTag: params.highlightPostTag ?? '</em>'};
    const snippets = snippetSpec(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '';
    const hits = await Promise.all(
      shown
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(async ({entry, id, queryTerms, terms, matchedContent, onlyContent}) => {
          const chunk = Math.floor(id / entry.documentChunkSize);
          const [documents, text] = await Promise.all([
            load<DocumentChunkFile>(documentChunkFile(entry, chunk)),
            // A hit that matched by its headings shows its text too where an excerpt is asked for.
            matchedContent || snippets.has('content') ? textOf(entry, id) : null,
          ]);
          const match = {queryTerms, matchedTerms: terms};
          const hit = toHit(documents, id - chunk * entry.documentChunkSize, {text, onlyContent}, siteUrl, {
            match,
            tags,
            snippets,
            ellipsis,
          });
          return retrieve(hit, params.attributesToRetrieve);
        }),
    );
    return {
      hits,
      nbHits: total,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: params.indexName,
      ...(noCloseMatch && {noCloseMatch}),
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
