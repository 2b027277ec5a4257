// cspell:words bisvendor
/**
 * What a query looks for. A query is read the way an Unreal developer types
 * it: words, and identifiers pasted from C++ or a Blueprint (`UDialogue`,
 * `bIsVendor`, `W_NarrativeMenu_Looting`, `SetByCaller.Health`). An
 * identifier counts as the words of its name, each of which also finds the
 * identifier whole, so that a page that names it beats a page that has its
 * words apart, and a page that only has the words still comes up.
 */
import {
  camelCaseBoundary,
  processTerm,
  runTogether,
  runsEndingAt,
  startsWithLowerCasePrefix,
  versionPattern,
  withoutLetterPrefix,
  withoutUnderscorePrefix,
} from './text';
import {baseForms, nameOpeners, notInNames, otherSpellings, stopWords, synonyms} from './vocabulary';

type QueryAlternative = {
  term: string;
  weight: number;
  /** Also finds the longer words the term starts: the word the reader is still typing. */
  prefix: boolean;
  /** Looked for only when the word's other alternatives are in no document. */
  fallback?: boolean;
};

/** A word of the query, and the index terms that count as it, with their weights. */
export type QueryWord = {
  word: string;
  alternatives: QueryAlternative[];
  /** The word is only ever part of an identifier the reader typed (`PlayerController`), never a word of its own. */
  inName: boolean;
};

/** Weight of a synonym, and of words run together, against the word itself. */
const synonymWeight = 0.7;
const joinedWeight = 1.2;
/** Weight of an identifier's name without the prefix it was typed with (`NarrativeItem` for `UNarrativeItem`). */
const unprefixedNameWeight = synonymWeight;
/** Weight of the word an -ing or -ed form comes from, for a word no page has ("climbing" for `climb`). */
const baseFormWeight = 0.8;
/** Weight of a lower-case word read without its first letter, as an identifier prefix (`bisvendor`). */
const unprefixedWeight = 0.9;
/** The most words a whole query is also run together for: a longer query is a question, not a name. */
const maxPhraseWords = 8;

// A word, or an identifier with its separators: `BP_PlayerController`, `SetByCaller.Health`, `UDialogue::Priority`.
const tokenPattern = /[\p{L}\p{N}]+(?:(?:_|\.|::)[\p{L}\p{N}]+)*/gu;

/** A version typed alone or after a name: "3.6", "ue5.5". */
const versionToken = new RegExp(`^(\\p{L}*)(${versionPattern.source})$`, 'u');

/** One token of the query: its segments (between `_`, `.` and `::`) and the words of each. */
type Token = {segments: {text: string; parts: string[]}[]};

function readToken(token: string): Token {
  // A version is one word: "1.1.1" is not the word 1 three times, which every page has. "ue5.5" is UE 5.5.
  const [, name, version] = versionToken.exec(token) ?? [];
  if (version !== undefined) {
    return {segments: [...(name ? [{text: name, parts: [name]}] : []), {text: version, parts: [version]}]};
  }
  // `BP_Door` is the door: the asset-type prefix says nothing a reader searches for.
  const segments = withoutUnderscorePrefix(token.split(/_|\.|::/));
  return {
    segments: segments.map((text) => ({text, parts: withoutLetterPrefix(text).split(camelCaseBoundary)})),
  };
}

const lower = (text: string) => text.toLowerCase();

/**
 * The words of a query, each with its alternatives: the word itself (1); an
 * identifier it is part of, whole and as typed, and the words run together
 * with the one or two before it, as an identifier writes them ("is vendor"
 * finds `IsVendor`), and a query of a few words run together, which a name
 * typed apart is ("get inventory component from target") (`joinedWeight`);
 * the identifier without the prefix it was typed with, which file names and
 * longer names share (`unprefixedNameWeight`); when the word itself is in
 * no document, the word without its first letter, as an identifier prefix
 * (`unprefixedWeight`), and the word an -ing or -ed form comes from
 * (`baseFormWeight`); its other English spelling (1); and its synonyms
 * (`synonymWeight`). Only the last word, which the reader may still be
 * typing, also finds the longer words it starts.
 */
export function queryWords(query: string): QueryWord[] {
  const tokens = [...query.matchAll(tokenPattern)].map(([token]) => readToken(token));
  const typing = /[\p{L}\p{N}]$/u.test(query);
  // The query's segments in order, for words run together across them.
  const segments = tokens.flatMap(({segments}) => segments.map(({text}) => lower(text)));
  const joinable = segments.filter((segment) => !notInNames.has(segment));
  // The whole query as one name, without the question it may open with ("how do I …").
  const named = joinable.slice(joinable.findIndex((segment) => !stopWords.has(segment) || nameOpeners.has(segment)));
  const phrase = named.length > 3 && named.length <= maxPhraseWords ? runTogether(named) : null;
  const words: QueryWord[] = [];
  const byTerm = new Map<string, QueryWord>();
  let segmentIndex = -1;
  tokens.forEach((token, tokenIndex) => {
    const lastToken = typing && tokenIndex === tokens.length - 1;
    const whole = token.segments.length > 1 ? processTerm(token.segments.map(({text}) => lower(text)).join('')) : null;
    token.segments.forEach((segment, index) => {
      segmentIndex += 1;
      const prefix = lastToken && index === token.segments.length - 1;
      // Each term that runs the word together with others, and its weight.
      const groupTerms = new Map<string, number>();
      for (const term of [whole, processTerm(segment.text), ...runsEndingAt(segments, segmentIndex), phrase]) {
        if (term !== null) {
          groupTerms.set(term, joinedWeight);
        }
      }
      // A name typed with its prefix is that name first: without it, `UNarrativeItem` is `NarrativeItem.cpp` too.
      const unprefixedName = processTerm(segment.parts.join(''));
      if (unprefixedName !== null && !groupTerms.has(unprefixedName)) {
        groupTerms.set(unprefixedName, unprefixedNameWeight);
      }
      const parts = segment.parts.map(processTerm).filter((part): part is string => part !== null);
      const lastPart = parts.at(-1);
      const inName = token.segments.length > 1 || segment.parts.length > 1;
      for (const part of parts) {
        const partPrefix = prefix && part === lastPart;
        let word = byTerm.get(part);
        if (!word) {
          word = {word: part, alternatives: [{term: part, weight: 1, prefix: partPrefix}], inName};
          byTerm.set(part, word);
          words.push(word);
        }
        word.inName &&= inName;
        const known = new Set(word.alternatives.map(({term}) => term));
        for (const [term, weight] of groupTerms) {
          if (!known.has(term)) {
            known.add(term);
            word.alternatives.push({term, weight, prefix: partPrefix});
          }
        }
        const unprefixed = part.slice(1);
        if (
          parts.length === 1 &&
          segment.text === part &&
          startsWithLowerCasePrefix(part) &&
          unprefixed.length >= 4 &&
          !known.has(unprefixed)
        ) {
          word.alternatives.push({term: unprefixed, weight: unprefixedWeight, prefix: false, fallback: true});
        }
        for (const base of baseForms(part).filter((form) => !known.has(form))) {
          known.add(base);
          word.alternatives.push({term: base, weight: baseFormWeight, prefix: false, fallback: true});
        }
        const spellings = otherSpellings(part);
        for (const spelling of spellings.filter((form) => !known.has(form))) {
          known.add(spelling);
          word.alternatives.push({term: spelling, weight: 1, prefix: false});
        }
        // Words run together have synonyms too: "co-op" is `coop`, which is multiplayer.
        const synonymSources = [part, ...spellings, ...groupTerms.keys()];
        for (const synonym of synonymSources.flatMap((term) => synonyms[term] ?? [])) {
          if (!known.has(synonym)) {
            known.add(synonym);
            word.alternatives.push({term: synonym, weight: synonymWeight, prefix: false});
          }
        }
      }
    });
  });
  return words;
}
