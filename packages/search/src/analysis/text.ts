// cspell:words autorotate bisvendor getnarrativecomponent
/**
 * How text becomes searchable terms: the indexer's pages, the reader's
 * query (`query.ts`) and the highlighter's words all go through these
 * functions, so they split text the same way. The words themselves (stop
 * words, synonyms, identifier prefixes) are in `vocabulary.ts`.
 */
import {stemmer} from 'stemmer';
import {identifierPrefixes, nameOpeners, notInNames, stopWords} from './vocabulary';

/** A run of letters and digits: what every other rule splits further. */
export const wordPattern = /[\p{L}\p{N}]+/gu;
/** A version number: "3.6.0", "5.5". */
export const versionPattern = /\d+(?:\.\d+)+/g;
// Splits "PlayerController" into "Player" and "Controller", and "HUDWidget" into "HUD" and "Widget".
export const camelCaseBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const underscorePrefixes = new Set<string>(identifierPrefixes.underscore);
/** A letter prefix that an upper-case word follows: the `b` of `bIsVendor`, the `U` of `UDialogue`. */
const letterPrefix = new RegExp(`^(?:${identifierPrefixes.letter.join('|')})(?=\\p{Lu}\\p{Ll})`, 'u');
const lowerCaseLetterPrefixes = new Set<string>(identifierPrefixes.letter.map((letter) => letter.toLowerCase()));

/** An identifier's segments without its asset-type prefix: `BP_Door` is the door, `BP` alone stays. */
export function withoutUnderscorePrefix(segments: readonly string[]): string[] {
  return segments.length > 1 && underscorePrefixes.has(segments[0]!) ? segments.slice(1) : [...segments];
}

/** A word without the letter prefix that an upper-case word follows: `bIsVendor` is `IsVendor`. */
export function withoutLetterPrefix(word: string): string {
  return word.replace(letterPrefix, '');
}

/** Whether a lower-case word may open with a letter prefix typed in lower case (`bisvendor`). */
export function startsWithLowerCasePrefix(word: string): boolean {
  return lowerCaseLetterPrefixes.has(word[0]!);
}

/** The words of an identifier joined by underscores, without its asset-type prefix (`W_NarrativeMenu_QuestJournal`). */
export function identifierSegments(identifier: string): string[] {
  return withoutUnderscorePrefix(identifier.split('_').filter(Boolean));
}
// A name written as words: "Get Narrative Inventory From Target", "Set Input Mode Game And UI".
const namePattern = /\p{Lu}[\p{L}\p{N}]*(?:[ _]\p{Lu}[\p{L}\p{N}]*)+/gu;
// The kind of thing a name names, which prose writes in lower case after it: "Narrative Interaction component".
const kindPattern = / (?:component|plugin|subsystem|widget)\b/g;
const nameBefore = /\p{Lu}[\p{L}\p{N}]*(?:[ _]\p{Lu}[\p{L}\p{N}]*)*$/u;

/** Each name with the kind that follows it: found from the kind, which is rare, rather than from every capital. */
function kindNames(text: string): string[] {
  // Highlighting tokenizes word by word, many words per keystroke: a single word has no kind after it.
  if (!text.includes(' ')) {
    return [];
  }
  return [...text.matchAll(kindPattern)].flatMap((kind) => {
    const name = text.slice(Math.max(0, kind.index - 80), kind.index).match(nameBefore)?.[0];
    return name ? [name + kind[0]] : [];
  });
}

const formsCache = new Map<string, string[]>();

/** A word, its camel-case parts, and the word without its letter prefix; remembered, as a site repeats its words. */
function wordForms(word: string): string[] {
  let forms = formsCache.get(word);
  if (!forms) {
    forms = [word];
    const parts = word.split(camelCaseBoundary);
    if (parts.length > 1) {
      forms.push(...parts);
      const unprefixed = withoutLetterPrefix(word);
      if (unprefixed !== word) {
        forms.push(unprefixed);
      }
    }
    if (formsCache.size > 100_000) {
      formsCache.clear();
    }
    formsCache.set(word, forms);
  }
  return forms;
}

/**
 * Words of a text, and what a reader may type for them: the parts of
 * camel-case identifiers (`BP_PlayerController` is found by "player
 * controller"), an identifier without its Unreal prefix (`bAutoRotate` by
 * "autorotate"), a name written as capitalized words run together
 * (`Get Narrative Component` by "getnarrativecomponent"), and a version and
 * the versions it starts ("3.6.0" by "3.6"). Titles and headings are run
 * together whole too, whatever their case.
 */
export function tokenize(text: string, field?: string): string[] {
  const tokens: string[] = [];
  const words = text.match(wordPattern) ?? [];
  for (const word of words) {
    tokens.push(...wordForms(word));
  }
  for (const name of [...(text.match(namePattern) ?? []), ...kindNames(text)]) {
    const parts = withoutUnderscorePrefix(name.split(/[ _]/));
    // Every run of two words or more that ends the name: a sentence's first word is capitalized too.
    for (let first = Math.max(0, parts.length - 8); first < parts.length - 1; first += 1) {
      tokens.push(parts.slice(first).join(''));
    }
  }
  // A version is a word too, and so is each shorter version it starts: readers type "3.6" for "3.6.0".
  for (const version of text.includes('.') ? (text.match(versionPattern) ?? []) : []) {
    const numbers = version.split('.');
    for (let length = 2; length <= numbers.length; length += 1) {
      tokens.push(numbers.slice(0, length).join('.'));
    }
  }
  if ((field === 'title' || field === 'headings') && words.length > 1 && words.length <= 6) {
    tokens.push(words.join(''));
  }
  if (field === 'keywords') {
    // Each keyword is a phrase a reader types: its words run together as a query runs them, so the phrase typed counts more than its words found apart.
    for (const phrase of text.split(',')) {
      const phraseWords = (phrase.match(wordPattern) ?? []).map((word) => word.toLowerCase());
      phraseWords.forEach((_, index) => tokens.push(...runsEndingAt(phraseWords, index)));
    }
  }
  return tokens;
}

/** Words run together as a name: none, if they open with a stop word that starts no name ("the", "how", "my"). */
export function runTogether(words: readonly string[]): string | null {
  const first = words[0];
  if (first === undefined || (stopWords.has(first) && !nameOpeners.has(first))) {
    return null;
  }
  return processTerm(words.join(''));
}

/**
 * The word `words[index]` run together with the one and the two words
 * before it (words no name holds, such as "the", left out), as a query runs
 * them and an identifier writes them: "is vendor" is `IsVendor`.
 */
export function runsEndingAt(words: readonly string[], index: number): string[] {
  const preceding = words.slice(0, index).filter((word) => !notInNames.has(word));
  return [1, 2].flatMap((before) => {
    const run = preceding.length >= before ? runTogether([...preceding.slice(-before), words[index]!]) : null;
    return run === null ? [] : [run];
  });
}

/**
 * The words of a name as a reader says them: its words and the parts of its
 * identifiers, without underscore prefixes or stop words, each once.
 * `W_NarrativeMenu_QuestJournal` has four; "Quest Journal" has two.
 */
export function nameWords(name: string): string[] {
  const words = (name.match(/[\p{L}\p{N}_]+/gu) ?? []).flatMap((token) =>
    identifierSegments(token).flatMap((segment) => withoutLetterPrefix(segment).split(camelCaseBoundary)),
  );
  return [...new Set(words.map(processTerm).filter((word): word is string => word !== null))];
}

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

/** Lower case and singular; stop words are dropped from the index and from queries alike. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : singular(lower);
}

/**
 * The stem of a processed term, by Porter's algorithm: the forms of a word
 * share it ("heals", "healing" and "healed" are `heal`), so a reader's form
 * finds the page's. Only the engine compares stems; the index keeps words as
 * written, as identifiers and names need.
 */
export function stemOf(term: string): string {
  return stemmer(term);
}

/** The processed terms of a text, each once. */
export function termsOf(text: string, field?: string): string[] {
  return [
    ...new Set(
      tokenize(text, field)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    ),
  ];
}
