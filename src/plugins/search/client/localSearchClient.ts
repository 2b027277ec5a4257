/**
 * A search client that answers from the embedded index with the hosted
 * service's contract, so the unmodified DocSearch modal and our search page
 * can use it in place of the Algolia client.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {expandIndex} from '../compactIndex';
import {indexOptions, searchOptions, typeBoost, type IndexedRecord} from '../indexOptions';
import type {Manifest, ShardDocument, ShardEntry, ShardIndexFile, TextChunkEntry, TextChunkFile} from '../indexFormat';
import type {DocSearchRecord, Hierarchy, RecordType} from '../records';
import {matchesFacetFilters, type FacetFilters} from './facetFilters';
import {highlight, snippet, type HighlightResult, type QueryMatch, type SnippetResult} from './highlight';
import {RetryError} from './retryError';

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
};

/** `search({requests})` sends `{indexName, ...params}`; the legacy `search([...])` sends `{indexName, params}`. */
export type SearchRequest = {indexName: string; params?: SearchParams | string} & SearchParams;

/** A record's searchable part, as the hosted service returns it, with its highlights and snippets. */
export type Hit = Pick<DocSearchRecord, 'objectID' | 'url' | 'url_without_anchor' | 'anchor' | 'type' | 'hierarchy' | 'content'> & {
  _highlightResult: {hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<keyof Hierarchy, SnippetResult>>; content?: SnippetResult};
};

export type SearchResponse = {
  hits: Partial<Hit>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
};

/** Where the client gets the index from: the manifest, then the index and the text chunks it needs. */
export type ShardSource = {
  manifest: () => Promise<Manifest>;
  shardIndex: (entry: ShardEntry) => Promise<ShardIndexFile>;
  textChunk: (chunk: TextChunkEntry) => Promise<TextChunkFile>;
};

export type LocalSearchClient = {
  search: (input: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: SearchResponse[]}>;
};


const maxQueryLength = 512;
const maxHitsPerPage = 1000;
const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type LoadedShard = {entry: ShardEntry; miniSearch: MiniSearch<IndexedRecord>; strings: string[]; documents: ShardDocument[]};

/** Reads a legacy `params` string (`query=a&hitsPerPage=5`), whose arrays and numbers are JSON. */
function parseParamString(params: string): SearchParams {
  const parsed: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = key === 'query' ? value : JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

function paramsOf({indexName, params, ...rest}: SearchRequest): SearchParams & {indexName: string} {
  const legacy = typeof params === 'string' ? parseParamString(params) : (params ?? {});
  return {...rest, ...legacy, indexName};
}

function clampInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

function snippetSpec(attributes: readonly string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((attribute) => {
      const [name = '', count] = attribute.split(':');
      return [name, clampInteger(count, 10, 1, 100)];
    }),
  );
}

function retrieve<T extends Record<string, unknown>>(hit: T, attributes: readonly string[] | undefined): Partial<T> {
  if (!attributes || attributes.includes('*')) {
    return hit;
  }
  const wanted = new Set(['objectID', '_highlightResult', '_snippetResult', ...attributes.map((attribute) => attribute.split('.')[0]!)]);
  return Object.fromEntries(Object.entries(hit).filter(([key]) => wanted.has(key))) as Partial<T>;
}

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

export function createLocalSearchClient(source: ShardSource): LocalSearchClient {
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

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const params = paramsOf(request);
    const query = String(params.query ?? '').slice(0, maxQueryLength);
    const hitsPerPage = clampInteger(params.hitsPerPage, 20, 0, maxHitsPerPage);
    const page = clampInteger(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const {siteUrl, shards: entries} = await loadManifest();
    const selected = entries.filter((entry) =>
      matchesFacetFilters({language: entry.language, docusaurus_tag: entry.docusaurus_tag}, params.facetFilters),
    );
    const loaded = await Promise.all(selected.map(loadShard));

    const ranked = loaded.flatMap((shard) => searchShard(shard, query)).sort(compareResults);

    const highlightTags = {preTag: params.highlightPreTag ?? '<em>', postTag: params.highlightPostTag ?? '</em>'};
    const snippets = snippetSpec(params.attributesToSnippet);
    const hits = await Promise.all(
      ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(async ({shard, result, matchedContent, onlyContent}) => {
        const match: QueryMatch = {queryTerms: result.queryTerms, matchedTerms: new Set(result.terms)};
        const text = matchedContent ? await textOf(shard, result.id as number) : null;
        const options = {match, tags: highlightTags, snippets, ellipsis: params.snippetEllipsisText ?? ''};
        const hit = toHit(shard, result.id as number, {text, onlyContent}, siteUrl, options);
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
      const requests = Array.isArray(input) ? input : input?.requests;
      if (!Array.isArray(requests)) {
        throw new Error('Parameter `requests` is required when calling `search`.');
      }
      return {results: await Promise.all(requests.map(answer))};
    },
  };
}

/** Which field of a document a match counts for most: its title, then its headings, its section or path, its text. */
const fieldTier: Record<string, number> = {title: 0, headings: 1, section: 2, path: 2, content: 3};

/**
 * Ranks as the hosted DocSearch index does: records matching more of the
 * query's words first, then by the best field they match in, then pages
 * above headings above text, then by text relevance.
 */
function compareResults(a: RankedResult, b: RankedResult): number {
  return (
    b.result.queryTerms.length - a.result.queryTerms.length ||
    a.tier - b.tier ||
    b.level - a.level ||
    b.result.score - a.result.score
  );
}

type RankedResult = {
  shard: LoadedShard;
  result: SearchResult;
  tier: number;
  level: number;
  matchedContent: boolean;
  /** The query matched the document's text and nothing else. */
  onlyContent: boolean;
};

/** The level of a document's own heading: the deepest level of its hierarchy. */
function levelOf(hierarchy: readonly number[]): Exclude<RecordType, 'content'> {
  let deepest = 1;
  hierarchy.forEach((position, level) => {
    if (position >= 0) {
      deepest = Math.max(deepest, level);
    }
  });
  return `lvl${deepest}` as Exclude<RecordType, 'content'>;
}

/** All words must match; when that finds nothing, any word may, as the hosted service drops words that find nothing. */
function searchShard(shard: LoadedShard, query: string): RankedResult[] {
  const {miniSearch, documents} = shard;
  const options = {...searchOptions, boostDocument: (id: unknown) => typeBoost[levelOf(documents[id as number]![2])]};
  const all = miniSearch.search(query, options);
  const results = all.length > 0 ? all : miniSearch.search(query, {...options, combineWith: 'OR'});
  return results.map((result) => {
    const fields = Object.values(result.match).flat();
    return {
      shard,
      result,
      tier: Math.min(...fields.map((field) => fieldTier[field] ?? 3)),
      level: typeBoost[levelOf(documents[result.id as number]![2])],
      matchedContent: fields.includes('content'),
      onlyContent: fields.every((field) => field === 'content'),
    };
  });
}

/**
 * A hit in the hosted service's shape. As in a crawled index, a page's top
 * section is a `lvl1` hit and a heading's section a `lvlN` hit; a section that
 * matched only by its text is a `content` hit. DocSearch files `content` hits
 * under the page's `lvl1` hit, which is what it saves to recent searches.
 */
function toHit(
  {documents, strings}: LoadedShard,
  id: number,
  {text: content, onlyContent}: {text: string | null; onlyContent: boolean},
  siteUrl: string,
  {match, tags, snippets, ellipsis}: {match: QueryMatch; tags: {preTag: string; postTag: string}; snippets: Map<string, number>; ellipsis: string},
): Hit {
  const [objectID, path, levels] = documents[id]!;
  const url = /^https?:/.test(path) ? path : siteUrl + path;
  const hash = url.indexOf('#');
  const hierarchy = Object.fromEntries(
    hierarchyLevels.map((level, index) => [level, levels[index]! >= 0 ? strings[levels[index]!]! : null]),
  ) as Hierarchy;
  const hit: Hit = {
    objectID,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    type: levelOf(levels) !== 'lvl1' && onlyContent ? 'content' : levelOf(levels),
    hierarchy,
    content,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {},
  };
  for (const level of hierarchyLevels) {
    const text = hierarchy[level];
    if (text === null) {
      continue;
    }
    hit._highlightResult.hierarchy[level] = highlight(text, match, tags);
    const words = snippets.get(`hierarchy.${level}`);
    if (words) {
      (hit._snippetResult.hierarchy ??= {})[level] = snippet(text, match, words, {...tags, ellipsis});
    }
  }
  if (content !== null) {
    hit._highlightResult.content = highlight(content, match, tags);
    const words = snippets.get('content');
    if (words) {
      hit._snippetResult.content = snippet(content, match, words, {...tags, ellipsis});
    }
  }
  return hit;
}
