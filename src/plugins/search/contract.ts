/**
 * The search plugin's contract: the types and names that the build side
 * (`build/`, in Node), the browser client (`client/`) and the theme
 * components (`theme/`) share. Each side imports from here, never from
 * another side's implementation.
 */
import type {CompactIndex} from './compactIndex';

// ---------------------------------------------------------------------------
// DocSearch records: the schema the DocSearch crawler writes, so the build's
// records can be pushed to a hosted index unchanged.

/** DocSearch's hierarchy: lvl0 is the product section, lvl1 the page title, lvl2 to lvl6 its headings. */
export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export type HierarchyLevel = (typeof hierarchyLevels)[number];

export type Hierarchy = Record<HierarchyLevel, string | null>;

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type DocSearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Ranking hints, as the DocSearch crawler writes them: headings above text, earlier above later. */
  weight: {level: number; position: number; pageRank: number};
};

// ---------------------------------------------------------------------------
// Requests and responses: the hosted service's contract, which the DocSearch
// modal and the search page speak to either backend.

/** The longest query a reader can type: DocSearch's modal caps its input at 64 characters, and so do our boxes. */
export const maxQueryLength = 64;

/**
 * Algolia facet filters: the outer list is AND, an inner list is OR,
 * `attribute:value` matches and `attribute:-value` excludes.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

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

/** One query of `search({requests})`. */
export type SearchRequest = {indexName: string} & SearchParams;

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

/** A record's searchable part, as the hosted service returns it, with its highlights and snippets. */
export type Hit = Pick<
  DocSearchRecord,
  'objectID' | 'url' | 'url_without_anchor' | 'anchor' | 'type' | 'hierarchy' | 'content'
> & {
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
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

/** What the modal and the search page call: the local client, or the hosted service's. */
export type SearchClient = {
  search: (input: {requests: SearchRequest[]}) => Promise<{results: SearchResponse[]}>;
};

// ---------------------------------------------------------------------------
// The embedded index: the files the build writes and the browser reads. Each
// shard (one language and docs version) has an index file, which is all a
// query needs to rank results, and text files, split in chunks, which give
// the results their snippets: a query loads only the chunks that hold the
// results it shows.

/** Where the index files are served, below the site's base URL. */
export const indexDirectory = 'search-index';

export const manifestFileName = 'manifest.json';

/** The DocSearch records of the last build, ready to push to a hosted index; never published with the site. */
export const recordsFileName = 'records.json';

/** A searchable document: one section of a page, from its heading to the next. */
export type ShardDocument = [
  objectID: string,
  /** Path on the site, with the section's anchor. */
  path: string,
  /** lvl0 to lvl6, as positions in the shard's strings; -1 where a level is empty. */
  hierarchy: number[],
];

export type ShardIndexFile = {
  index: CompactIndex;
  /** Hierarchy texts, each written once: every section of a page repeats its page's title. */
  strings: string[];
  documents: ShardDocument[];
};

/** The text of documents `first` to `first + count - 1`. */
export type TextChunkFile = {texts: (string | null)[]};

export type TextChunkEntry = {file: string; first: number; count: number};

export type ShardEntry = {
  language: string;
  docusaurus_tag: string;
  file: string;
  documents: number;
  text: TextChunkEntry[];
};

export type Manifest = {
  version: 2;
  /** Origin and base path the documents' paths are relative to. */
  siteUrl: string;
  shards: ShardEntry[];
};

/** Where the client gets the index from: the manifest, then the index and the text chunks it needs. */
export type ShardSource = {
  manifest: () => Promise<Manifest>;
  shardIndex: (entry: ShardEntry) => Promise<ShardIndexFile>;
  textChunk: (chunk: TextChunkEntry) => Promise<TextChunkFile>;
};

// ---------------------------------------------------------------------------
// The plugin's options and what reaches the browser (global data).

export type SearchPluginOptions = {
  /** The plugin instance's id, which Docusaurus adds. */
  id?: string;
  /** Hosted DocSearch application id; with `apiKey`, switches search to the hosted service. */
  appId?: string;
  /** Hosted DocSearch search-only key. */
  apiKey?: string;
  indexName: string;
  /** Filter results by the current language and docs version. */
  contextualSearch: boolean;
  /** Route of the search page, without leading slash. */
  searchPagePath: string;
  placeholder: string;
  searchParameters: {facetFilters?: FacetFilters; [parameter: string]: unknown};
  maxResultsPerGroup?: number;
  disableUserPersonalization: boolean;
  /** Send DocSearch's view and click events (hosted mode only). */
  insights: boolean;
  /** Result URLs matching this regular expression leave the site instead of routing inside it. */
  externalUrlRegex?: string;
  replaceSearchResultPathname: {from: string; to: string};
  /** Where "Let us know." on the no-results screen points. */
  missingResultsUrl?: string;
};

export type SearchMode = 'embedded' | 'hosted';

/** What the browser needs: the options, the mode and where the embedded index is served. */
export type SearchGlobalData = SearchPluginOptions & {mode: SearchMode; indexPath: string};
