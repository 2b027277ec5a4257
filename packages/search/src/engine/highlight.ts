/**
 * Algolia-style `_highlightResult` and `_snippetResult` values: the text as
 * it is, with the highlight tags around the words that matched, as the
 * hosted service returns them. Whatever renders them as HTML escapes them
 * first (`escapedHits.ts`).
 */
import type {HighlightResult, MatchLevel, SnippetResult} from '../contract';
import {editDistance, maxTypos, processTerm, tokenize, versionPattern} from '../analysis';

export type HighlightOptions = {preTag: string; postTag: string};

/** What a query matched: its own terms and the index terms they matched (exactly, as a prefix, or within the typo tolerance). */
export type QueryMatch = {queryTerms: readonly string[]; matchedTerms: ReadonlySet<string>};

// Identifiers such as BP_PlayerController and versions such as 3.6.0 stay one word; their parts still match.
const wordPattern = new RegExp(`${versionPattern.source}|[\\p{L}\\p{N}_]+`, 'gu');

type Word = {start: number; end: number; matched: boolean};

function words(text: string, match: QueryMatch): Word[] {
  return [...text.matchAll(wordPattern)].map((found) => {
    const terms = tokenize(found[0]).map(processTerm);
    return {
      start: found.index,
      end: found.index + found[0].length,
      matched: terms.some((term) => term !== null && match.matchedTerms.has(term)),
    };
  });
}

/** Whether a query term found a match among the matched words: directly, as a prefix, or by a typo. */
function queryTermMatched(queryTerm: string, matchedWords: readonly string[]): boolean {
  return matchedWords.some(
    (word) =>
      word.startsWith(queryTerm) ||
      word.includes(queryTerm) ||
      editDistance(word, queryTerm, maxTypos(queryTerm.length)) !== null,
  );
}

function matchInfo(
  text: string,
  wordList: Word[],
  match: QueryMatch,
): Pick<HighlightResult, 'matchLevel' | 'matchedWords'> {
  const matchedWordTexts = wordList
    .filter((word) => word.matched)
    .flatMap((word) => tokenize(text.slice(word.start, word.end)).map((term) => term.toLowerCase()));
  const matchedWords = match.queryTerms.filter((term) => queryTermMatched(term, matchedWordTexts));
  const matchLevel: MatchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === match.queryTerms.length ? 'full' : 'partial';
  return {matchLevel, matchedWords};
}

function mark(text: string, wordList: Word[], {preTag, postTag}: HighlightOptions, from = 0, to = text.length): string {
  let html = '';
  let cursor = from;
  for (const word of wordList) {
    if (!word.matched || word.start < from || word.end > to) {
      continue;
    }
    html += text.slice(cursor, word.start) + preTag + text.slice(word.start, word.end) + postTag;
    cursor = word.end;
  }
  return html + text.slice(cursor, to);
}

export function highlight(text: string, match: QueryMatch, options: HighlightOptions): HighlightResult {
  const wordList = words(text, match);
  const info = matchInfo(text, wordList, match);
  const result: HighlightResult = {value: mark(text, wordList, options), ...info};
  if (info.matchLevel !== 'none') {
    result.fullyHighlighted = wordList.length > 0 && wordList.every((word) => word.matched);
  }
  return result;
}

/**
 * A window of `wordCount` words around the first match, with the ellipsis
 * text where the window cuts the text short.
 */
export function snippet(
  text: string,
  match: QueryMatch,
  wordCount: number,
  options: HighlightOptions & {ellipsis: string},
): SnippetResult {
  const wordList = words(text, match);
  const {matchLevel} = matchInfo(text, wordList, match);
  if (wordList.length <= wordCount) {
    return {value: mark(text, wordList, options), matchLevel};
  }
  const firstMatch = Math.max(
    0,
    wordList.findIndex((word) => word.matched),
  );
  // Keep a little context before the first match, as a reader's eye needs it.
  const first = Math.min(Math.max(0, firstMatch - Math.floor(wordCount / 3)), wordList.length - wordCount);
  const last = first + wordCount - 1;
  const from = first === 0 ? 0 : wordList[first]!.start;
  const to = last === wordList.length - 1 ? text.length : wordList[last]!.end;
  const before = first > 0 ? options.ellipsis : '';
  const after = last < wordList.length - 1 ? options.ellipsis : '';
  return {value: before + mark(text, wordList, options, from, to) + after, matchLevel};
}
