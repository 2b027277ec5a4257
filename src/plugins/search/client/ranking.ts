/**
 * Ranking: which documents of a shard match a query, and in what order, as
 * the hosted DocSearch index orders them.
 */
import type MiniSearch from 'minisearch';
import type {SearchResult} from 'minisearch';
import type {RecordType, ShardDocument, ShardEntry} from '../contract';
import {searchOptions, typeBoost, type IndexedRecord} from '../indexOptions';

/** A shard as the client holds it once loaded: its entry in the manifest, its index and its documents. */
export type LoadedShard = {
  entry: ShardEntry;
  miniSearch: MiniSearch<IndexedRecord>;
  strings: string[];
  documents: ShardDocument[];
};

export type RankedResult = {
  shard: LoadedShard;
  result: SearchResult;
  tier: number;
  level: number;
  matchedContent: boolean;
  /** The query matched the document's text and nothing else. */
  onlyContent: boolean;
};

/** Which field of a document a match counts for most: its title, then its headings, its section or path, its text. */
const fieldTier: Record<string, number> = {title: 0, headings: 1, section: 2, path: 2, content: 3};

/**
 * Ranks as the hosted DocSearch index does: records matching more of the
 * query's words first, then by the best field they match in, then pages
 * above headings above text, then by text relevance.
 */
export function compareResults(a: RankedResult, b: RankedResult): number {
  return (
    b.result.queryTerms.length - a.result.queryTerms.length ||
    a.tier - b.tier ||
    b.level - a.level ||
    b.result.score - a.result.score
  );
}

/** The level of a document's own heading: the deepest level of its hierarchy. */
export function levelOf(hierarchy: readonly number[]): Exclude<RecordType, 'content'> {
  let deepest = 1;
  hierarchy.forEach((position, level) => {
    if (position >= 0) {
      deepest = Math.max(deepest, level);
    }
  });
  return `lvl${deepest}` as Exclude<RecordType, 'content'>;
}

/** All words must match; when that finds nothing, any word may, as the hosted service drops words that find nothing. */
export function searchShard(shard: LoadedShard, query: string): RankedResult[] {
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
