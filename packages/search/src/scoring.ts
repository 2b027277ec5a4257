/**
 * How the build scores a document's terms and the engine reads them back:
 * field and level weights, and a document's level from its hierarchy.
 * Shared by the indexer and the ranking engine.
 */
import type {IndexedField, RecordType} from './contract';

/** The fields of an indexed record, taken from its DocSearch hierarchy and content. */
export type IndexedRecord = Record<IndexedField, string>;

/**
 * Field weights in a document's score: a title or a heading that matches
 * beats a text that repeats the words, a page's one-sentence summary and
 * its keywords (the tasks and symptoms readers type for it) say what the
 * page is for as surely as its title, and what a table row describes is
 * named there as surely as by a heading.
 */
export const fieldBoost: Record<IndexedField, number> = {
  title: 6,
  description: 6,
  keywords: 6,
  headings: 3,
  names: 3,
  section: 1.5,
  path: 1.5,
  content: 1,
};

/** Ranking boost of a document by its level: a page above its headings, headings above text. */
export const typeBoost = {lvl1: 1.5, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.05, lvl6: 1, content: 1} as const;

/** A query word also finds the longer words it starts, from this length on. */
export const minPrefixLength = 2;

/** The level of a document's own heading: the deepest level of its hierarchy (positions, -1 where a level is empty). */
export function levelOf(hierarchy: readonly number[]): Exclude<RecordType, 'content'> {
  let deepest = 1;
  hierarchy.forEach((position, level) => {
    if (position >= 0) {
      deepest = Math.max(deepest, level);
    }
  });
  return `lvl${deepest}` as Exclude<RecordType, 'content'>;
}
