/**
 * The files of the embedded index, as the build writes them and the browser
 * reads them. Each shard (one language and docs version) has an index file,
 * which is all a query needs to rank results, and text files, split in
 * chunks, which give the results their snippets: a query loads only the
 * chunks that hold the results it shows.
 */
import type {CompactIndex} from './compactIndex';

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

export type ShardEntry = {language: string; docusaurus_tag: string; file: string; documents: number; text: TextChunkEntry[]};

export type Manifest = {
  version: 2;
  /** Origin and base path the documents' paths are relative to. */
  siteUrl: string;
  shards: ShardEntry[];
};

export const manifestFileName = 'manifest.json';

/** The DocSearch records of the last build, ready to push to a hosted index. */
export const recordsFileName = 'records.json';
