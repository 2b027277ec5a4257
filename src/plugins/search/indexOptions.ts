/**
 * How records become searchable terms. Shared by the build (which writes the
 * index) and the browser (which loads it): both must split text the same way.
 */
import type {Options, SearchOptions} from 'minisearch';

/** The fields of an indexed record, taken from its DocSearch hierarchy and content. */
export type IndexedRecord = {
  id: number;
  /** lvl0: the product section. */
  section: string;
  /** The words of the page's path, which name its parent categories too. */
  path: string;
  /** lvl1: the page title. */
  title: string;
  /** lvl2 to lvl6: the headings above the record. */
  headings: string;
  content: string;
};

const wordPattern = /[\p{L}\p{N}]+/gu;
// Splits "PlayerController" into "Player" and "Controller", and "HUDWidget" into "HUD" and "Widget".
const camelCaseBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Words of a text, and the parts of camel-case identifiers, so `BP_PlayerController` is found by "player controller". */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(wordPattern) ?? []) {
    tokens.push(word);
    const parts = word.split(camelCaseBoundary);
    if (parts.length > 1) {
      tokens.push(...parts);
    }
  }
  return tokens;
}

const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'which',
  'with',
  'you',
  'your',
]);

/** English plurals to their singular, so "parties" finds "party" and "quest" finds "quests". */
export function singular(word: string): string {
  if (word.length < 4) {
    return word;
  }
  if (/[^aeiou]ies$/.test(word)) {
    return `${word.slice(0, -3)}y`;
  }
  if (/(ch|sh|ss|x|z)es$/.test(word)) {
    return word.slice(0, -2);
  }
  if (/[^su]s$/.test(word) && !/(is|us|ss)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/** Lower case and singular; common English words are dropped from the index and from queries alike. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : singular(lower);
}

export const indexOptions: Options<IndexedRecord> = {
  fields: ['section', 'path', 'title', 'headings', 'content'],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Ranking boost of a record by its type: a page above its headings, headings above text. */
export const typeBoost = {lvl1: 2, lvl2: 1.6, lvl3: 1.4, lvl4: 1.3, lvl5: 1.2, lvl6: 1.1, content: 1} as const;

export const searchOptions: SearchOptions = {
  boost: {title: 3, section: 2.5, headings: 2, path: 1, content: 1},
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
};
