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
  type Hit,
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
import {preferredProducts} from './optionalFilters';
import {compareResults, fallbackBuckets, pageTopOf, plan, rank, type Preferences, type RankedResult} from './ranking';
import {RetryError} from './retryError';

const maxHitsPerPage = 1000;
/** How many pages a query with no close match offers as the nearest topics. */
const nearestTopicCount = 5;

type ShardResult = RankedResult & {entry: ShardEntry};

/** The page of a shard's document. */
function pageOfDocument(entry: ShardEntry, id: number): number {
  let first = 0;
  for (let page = 0; page < entry.pageSizes.length; page += 1) {
    first += entry.pageSizes[page]!;
    if (id < first) {
      return page;
    }
  }
  return entry.pageSizes.length - 1;
}

/** The withdrawn page's mark, for a result on a withdrawn page; undefined on a current page. */
function withdrawnOf(entry: ShardEntry, id: number, siteUrl: string): Hit['withdrawn'] {
  const page = pageOfDocument(entry, id);
  const mark = entry.withdrawnPages.find(([withdrawn]) => withdrawn === page);
  if (mark === undefined) {
    return undefined;
  }
  const [, , version, path, label] = mark;
  return {version, replacement: {url: /^https?:/.test(path) ? path : siteUrl + path, label}};
}

/**
 * A withdrawn page is never first where a current page answers the query: the
 * best current close match moves above it. A withdrawn page still answers a
 * query about its own subject when nothing current does.
 */
function currentFirst(ranked: ShardResult[]): ShardResult[] {
  const isWithdrawn = ({entry, id}: ShardResult) =>
    entry.withdrawnPages.some(([page]) => page === pageOfDocument(entry, id));
  if (ranked.length === 0 || !isWithdrawn(ranked[0]!)) {
    return ranked;
  }
  const current = ranked.findIndex((result) => result.closeMatch && !isWithdrawn(result));
  return current < 0 ? ranked : [ranked[current]!, ...ranked.slice(0, current), ...ranked.slice(current + 1)];
}

/** The shard's sections the reader prefers (see `Preferences`), from the request's optional filters. */
function preferencesOf(entry: ShardEntry, filters: SearchRequest['optionalFilters']): Preferences | null {
  const products = preferredProducts(filters);
  const preferences = new Map<number, number>();
  entry.sections.forEach((section, id) => {
    const score = products.get(section);
    if (score !== undefined) {
      preferences.set(id, score);
    }
  });
  return products.size > 0 ? preferences : null;
}

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
  async function searchShard(
    entry: ShardEntry,
    query: string,
    limit: number,
    sections: ReadonlySet<number> | null,
    preferences: Preferences | null,
  ) {
    const {words, buckets} = plan(entry, query);
    if (words.length === 0) {
      return {total: 0, results: []};
    }
    const loaded = await loadBuckets(entry, buckets);
    loaded.push(...(await loadBuckets(entry, fallbackBuckets(entry, words, loaded))));
    const {total, results} = rank(entry, words, loaded, limit, sections, preferences);
    return {total, results: results.map((result) => ({...result, entry}))};
  }

  /** The product and address of a page of the shard, the copy a result stands for too (`Hit.alsoIn`). */
  async function copyOf(entry: ShardEntry, page: number, siteUrl: string): Promise<Hit['alsoIn']> {
    const top = entry.pageSizes.slice(0, page).reduce((sum, size) => sum + size, 0);
    const chunk = Math.floor(top / entry.documentChunkSize);
    const {documents} = await load<DocumentChunkFile>(documentChunkFile(entry, chunk));
    const path = documents[top - chunk * entry.documentChunkSize]![1];
    return {
      product: entry.sections[entry.pageSections[page]!] ?? '',
      url: /^https?:/.test(path) ? path : siteUrl + path,
    };
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
        return sections === undefined
          ? []
          : [searchShard(entry, query, limit, sections, preferencesOf(entry, params.optionalFilters))];
      }),
    );
    const ranked: ShardResult[] = currentFirst(answers.flatMap((answer) => answer.results).sort(compareResults));
    const noCloseMatch = ranked.length > 0 && !ranked[0]!.closeMatch;
    // The results are the close matches, and the count says how many there are, as the search page lists them.
    const shown = noCloseMatch ? nearestTopics(ranked) : ranked.filter(({closeMatch}) => closeMatch);
    const total = noCloseMatch ? shown.length : answers.reduce((sum, answer) => sum + answer.total, 0);

    const tags = {preTag: params.highlightPreTag ?? '<em>', postTag: params.highlightPostTag ?? '</em>'};
    const snippets = snippetSpec(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '';
    const hits = await Promise.all(
      shown
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(async ({entry, id, queryTerms, terms, matchedContent, onlyContent, alsoIn}) => {
          const chunk = Math.floor(id / entry.documentChunkSize);
          const [documents, text, copy] = await Promise.all([
            load<DocumentChunkFile>(documentChunkFile(entry, chunk)),
            // A hit that matched by its headings shows its text too where an excerpt is asked for.
            matchedContent || snippets.has('content') ? textOf(entry, id) : null,
            alsoIn === undefined ? undefined : copyOf(entry, alsoIn, siteUrl),
          ]);
          const match = {queryTerms, matchedTerms: terms};
          const hit = toHit(documents, id - chunk * entry.documentChunkSize, {text, onlyContent}, siteUrl, {
            match,
            tags,
            snippets,
            ellipsis,
          });
          const withdrawn = withdrawnOf(entry, id, siteUrl);
          return retrieve(
            {...hit, ...(copy && {alsoIn: copy}), ...(withdrawn && {withdrawn})},
            params.attributesToRetrieve,
          );
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
