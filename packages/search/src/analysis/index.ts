/**
 * The search engine's analysis: how text and queries become terms. The
 * indexer, the query reader, the ranking and the highlighter all split
 * words through this module and no other.
 */
export {editDistance, maxTypos} from './editDistance';
export {queryWords, type QueryWord} from './query';
export {
  identifierSegments,
  nameWords,
  processTerm,
  singular,
  stemOf,
  termsOf,
  tokenize,
  versionPattern,
  withoutLetterPrefix,
  wordPattern,
} from './text';
