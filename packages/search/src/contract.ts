/**
 * The search engine's contract: the types and names that the build side
 * (`indexer/`, in Node), the engine that answers queries (`engine/`), the
 * Docusaurus plugin and its theme (`docusaurus/`) and the MCP server share.
 * Each side imports from here, never from another side's implementation.
 */
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
  /**
   * Not DocSearch's: the names this record's text pairs, an editor's display
   * name and the identifier code knows it by, as the page writes them
   * together (**Is Vendor** (`bIsVendor`)). The embedded index makes each
   * find what the other finds, on every page.
   */
  aliases?: [displayName: string, identifier: string][];
  /**
   * Not DocSearch's: on a page's lvl1 record, the page's summary (its meta
   * description), which says in a sentence what the page is for, often in
   * the words a reader's task or question uses ("settlements for towns").
   */
  description?: string;
  /**
   * Not DocSearch's: on a page's lvl1 record, the page's keywords (its meta
   * keywords, from its front matter): the tasks, symptoms and everyday words
   * readers use for what the page answers ("drop items on death"), where the
   * page's own words differ.
   */
  keywords?: string[];
  /** Not DocSearch's: on a table row's record, what the row describes, as its first cell names it (`bIsVendor`). */
  defines?: string;
  /** Not DocSearch's: on every record of a withdrawn page, the version it describes and where to read now. */
  withdrawn?: WithdrawnMark;
};

/**
 * A withdrawn page: it documents an earlier plugin version. `version` says
 * which, as the page's notice does: the earlier release it describes ("Pro
 * 1.1"), or, for a page withdrawn as outdated, when it went ("withdrawn
 * during Pro 2.2"), never a bare current release. `replacement` is the page
 * to read now, the best of those its notice names. The page says so in its
 * head (`withdrawnMeta` and a `successor-version` link), which the indexer
 * reads.
 */
export type WithdrawnMark = {version: string; replacement: {url: string; label: string}};

/** The name of the meta tag whose content is a withdrawn page's `WithdrawnMark.version`. */
export const withdrawnMeta = 'docsearch:withdrawn';
/** The link relation (IANA's) by which a withdrawn page names the page that replaces it, with its label as title. */
export const successorRelation = 'successor-version';

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
  /**
   * Algolia's optional filters: records that match one rank above those that
   * match none. The modal and the search page send the reader's products
   * (`hierarchy.lvl0:Tales`), which also shows a page and its copy in another
   * product as one hit (see `Hit.alsoIn`).
   */
  optionalFilters?: FacetFilters;
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
  /**
   * Not the hosted service's: with products preferred (`optionalFilters`), the
   * copy of this page in another product, shown as this one hit ("also in Pro").
   */
  alsoIn?: {product: string; url: string};
  /** A withdrawn page's version and replacement: the hit describes an earlier version. */
  withdrawn?: WithdrawnMark;
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
  /**
   * Not the hosted service's: the embedded index found nothing close to the
   * query (its best result's fit is below the floor), and its hits are the
   * nearest topics instead, a page each, best first. The modal, the search
   * page and the MCP server say so rather than show them as answers.
   */
  noCloseMatch?: boolean;
};

/** What the modal and the search page call: the local client, or the hosted service's. */
export type SearchClient = {
  search: (input: {requests: SearchRequest[]}) => Promise<{results: SearchResponse[]}>;
};

// ---------------------------------------------------------------------------
// The embedded index: the files the build writes and the browser reads. Each
// shard (one language and docs version) is split three ways, so that a query
// downloads only what it needs, whatever the size of the site:
// - term buckets: the terms that start with a prefix, with their postings,
//   which is all a query needs to rank results;
// - document chunks: the id, path and hierarchy of a run of documents, for
//   the hits a page of results shows;
// - text chunks: the text of a run of documents, for the snippets of the
//   hits that matched by their text.

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
  /** lvl0 to lvl6, as positions in the chunk's strings; -1 where a level is empty. */
  hierarchy: number[],
];

/** The indexed fields, in the order of their bits in a posting's flags. */
export const indexedFields = [
  'title',
  'headings',
  'section',
  'path',
  'content',
  'description',
  'names',
  'keywords',
] as const;

export type IndexedField = (typeof indexedFields)[number];

/**
 * A term bucket: terms in code-point order, and for each term its postings,
 * three numbers per document: the document id minus the previous one; the
 * term's BM25 score in the document, fields weighted, times 10 and rounded;
 * and flags, the fields it occurs in (bit `i` for `indexedFields[i]`) plus,
 * when the term is in the document's own name (a page's title, a section's
 * heading), how many words that name has (at most `maxNameWords`), shifted
 * left by `nameLengthShift`: a name the query says whole outranks a longer
 * one that merely holds its words; and, in a page's first document, a bit
 * for each of the page's keyword phrases that holds the term (the first
 * `maxKeywordPhrases` of them), shifted left by `keywordPhraseShift`.
 */
export type TermBucketFile = {terms: string[]; postings: number[][]};

/** Names of more words count as this many: a query says a long name whole no more than half of it. */
export const maxNameWords = 7;
/** Where a posting's flags hold the length of the document's name, in enough bits for `maxNameWords`. */
export const nameLengthShift = indexedFields.length;
export const nameLengthBits = 3;
/** Where a posting's flags hold the keyword phrases that have the term, a bit each. */
export const keywordPhraseShift = nameLengthShift + nameLengthBits;
/** The keyword phrases of a page that the ranking reads: a bit each in a posting's flags. */
export const maxKeywordPhrases = 8;

/** Documents `n * documentChunkSize` onwards, with their hierarchy texts written once. */
export type DocumentChunkFile = {strings: string[]; documents: ShardDocument[]};

/** The text of the documents of one text chunk, in order. */
export type TextChunkFile = {texts: (string | null)[]};

export type ShardEntry = {
  language: string;
  docusaurus_tag: string;
  /** Names the shard's files, with its language and docs tag made safe for a file name. */
  key: string;
  /** A hash of all the shard's files, in their names, so that a new build is never read from a stale cache. */
  hash: string;
  documents: number;
  /** How many documents each page has, in document order: a page's sections are consecutive documents. */
  pageSizes: number[];
  /** The shard's lvl0 values. */
  sections: string[];
  /** The section of each page, as a position in `sections`: all the sections of a page share its lvl0. */
  pageSections: number[];
  /** The page rank of each page (see `SearchPageRank`). */
  pageRanks: number[];
  /**
   * Per page, how many words each of its keyword phrases has (`nameWords`),
   * in the order of the phrases' bits in a posting's flags; none for a page
   * without keywords. A query that says most of a phrase asks what the page
   * answers.
   */
  keywordPhrases: number[][];
  /** The pages that copy an earlier page in another product (a Pro page written from a Tales page's body), with it. */
  pageTwins: [page: number, twin: number][];
  /** The withdrawn pages: each one's path, the version it describes, and its replacement's path and label. */
  withdrawnPages: [page: number, path: string, version: string, replacementPath: string, replacementLabel: string][];
  /** Bucket `n` holds the terms that start with `termBuckets[n]` and with no longer prefix in this list. */
  termBuckets: string[];
  documentChunkSize: number;
  /** The first document of each text chunk. */
  textChunks: number[];
};

export type Manifest = {
  version: 9;
  /** Origin and base path the documents' paths are relative to. */
  siteUrl: string;
  shards: ShardEntry[];
};

export const termBucketFile = ({key, hash}: ShardEntry, bucket: number) => `${key}.terms-${bucket}.${hash}.json`;
export const documentChunkFile = ({key, hash}: ShardEntry, chunk: number) => `${key}.documents-${chunk}.${hash}.json`;
export const textChunkFile = ({key, hash}: ShardEntry, chunk: number) => `${key}.text-${chunk}.${hash}.json`;

/** Where the client gets the index from: the manifest, then the files a query needs, by name. */
export type ShardSource = {
  manifest: () => Promise<Manifest>;
  file: <T>(name: string) => Promise<T>;
};

// ---------------------------------------------------------------------------
// The plugin's options and what reaches the browser (global data).

/** A product of the site: the pages below `to` form its section (DocSearch's lvl0), named `label`. */
export type SearchProduct = {label: string; to: string};

/**
 * DocSearch's page rank (`weight.pageRank`, 0 by default) of the pages whose
 * path in their docs (without base URL or version) matches `path`, a regular
 * expression: hosted DocSearch ranks by it once the text ties, the embedded
 * index scales a page's score by it. The first rule that matches counts; a
 * page that states its own rank in its head (`pageRankMeta`) keeps that.
 */
export type SearchPageRank = {path: string; pageRank: number};

/**
 * The name of the meta tag by which a page states its own page rank, over
 * any `pageRanks` rule: a page that knows what it is (withdrawn, say) says
 * so where it is written, not in a list of paths kept beside it.
 */
export const pageRankMeta = 'docsearch:pageRank';

export type SearchPluginOptions = {
  /** The plugin instance's id, which Docusaurus adds. */
  id?: string;
  /** The site's products, which name the sections results are grouped and scoped by. */
  products: SearchProduct[];
  pageRanks: SearchPageRank[];
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
