/**
 * Names that stand for each other across the site: the pairs pages write
 * (see `namePairs.ts`) make a text that has either name also hold the
 * other's terms, in the same field. A reader who types the identifier from
 * C++ then finds the section whose heading is the display name, and one who
 * types the display name finds the reference row of the identifier.
 */
import {identifierSegments, processTerm, withoutLetterPrefix, wordPattern} from '../analysis';
import type {DocSearchRecord} from '../contract';

type Alias = {
  /** The display name's words, lower case. */
  display: string[];
  /** The terms of both names: the display name run together, the identifier with and without its prefix. */
  terms: string[];
};

/** The site's aliases, found by the first word of their display name and by their terms. */
export type Aliases = {byFirstWord: Map<string, Alias[]>; byTerm: Map<string, Alias[]>};

function identifierTerms(identifier: string): string[] {
  const joined = identifierSegments(identifier).join('');
  return [joined, withoutLetterPrefix(joined)].map(processTerm).filter((term): term is string => term !== null);
}

const addTo = (map: Map<string, Alias[]>, key: string, alias: Alias) => map.set(key, [...(map.get(key) ?? []), alias]);

export function aliasesOf(records: readonly DocSearchRecord[]): Aliases {
  const aliases: Aliases = {byFirstWord: new Map(), byTerm: new Map()};
  const seen = new Set<string>();
  for (const [displayName, identifier] of records.flatMap((record) => record.aliases ?? [])) {
    const display = (displayName.match(wordPattern) ?? []).map((word) => word.toLowerCase());
    const displayTerm = processTerm(display.join(''));
    const key = `${display.join(' ')}\u0000${identifier}`;
    if (display.length === 0 || displayTerm === null || seen.has(key)) {
      continue;
    }
    seen.add(key);
    const alias = {display, terms: [...new Set([displayTerm, ...identifierTerms(identifier)])]};
    addTo(aliases.byFirstWord, display[0]!, alias);
    for (const term of alias.terms) {
      addTo(aliases.byTerm, term, alias);
    }
  }
  return aliases;
}

/** The terms a text gains from the aliases it has: each name found by its terms or its words in order. */
export function aliasTerms(text: string, terms: readonly string[], {byFirstWord, byTerm}: Aliases): string[] {
  if (byFirstWord.size === 0) {
    return [];
  }
  const found = new Set<Alias>();
  for (const term of terms) {
    byTerm.get(term)?.forEach((alias) => found.add(alias));
  }
  const words = (text.match(wordPattern) ?? []).map((word) => word.toLowerCase());
  words.forEach((word, at) => {
    for (const alias of byFirstWord.get(word) ?? []) {
      if (alias.display.every((displayWord, offset) => words[at + offset] === displayWord)) {
        found.add(alias);
      }
    }
  });
  const own = new Set(terms);
  return [...new Set([...found].flatMap((alias) => alias.terms))].filter((term) => !own.has(term));
}
