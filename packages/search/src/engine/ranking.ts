// cspell:words questt invetory dialgoue dialo dialouge
/**
 * Ranking: which documents of a shard match a query, and in what order. The
 * build scored each term in each document (BM25+, fields weighted, pages
 * above headings above text); a query adds up, per document, the best score
 * of each of its words, over the terms the word matches exactly, as a
 * prefix (the last word only), by a typo, in another form (same stem:
 * "healing" for "heals"), as part of an identifier, run
 * together with the words around it or by a synonym. Then, per document:
 * - the words it lacks cost it the square of their share of the query, each
 *   word weighed by how rare it is: a page that lacks "player" loses less
 *   than one that lacks "vendor", so filler never outweighs the words that
 *   carry the question; a word that a matched term runs together with
 *   another ("sun" in `sunset`) is not lacking, a word that the page's
 *   description has is not lacking either, and one that only its keywords
 *   have is lacking by half;
 * - its own name (a page's title, a section's heading) raises it as far as
 *   the name and the query say the same words, so that a section whose
 *   heading names the query outranks a page that only mentions it, and
 *   "Conditions" outranks "Default Conditions" for "conditions";
 * - a query that says most of one of its page's keyword phrases raises it,
 *   the more the larger the share of the phrase it says: the phrase is a
 *   question the page answers, in a reader's words;
 * - a query that names a product keeps that product's pages above the rest,
 *   and the reader's own products (`Preferences`) come before the others;
 * - a page's rank (DocSearch's `weight.pageRank`, from the plugin's
 *   `pageRanks`) scales it;
 * - and a page's further sections count for less than its best one.
 * Each result also says how closely it fits the query (`fit`, `closeMatch`):
 * below `noCloseMatchBelow`, or without a word that carries much of the
 * query, the docs do not cover what the query asks.
 * `rank` runs these stages in turn: `matchWords`, `weighDocuments`,
 * `addPageEvidence`, then `spreadPages` and `toResults`.
 */
import {editDistance, maxTypos, processTerm, queryWords, stemOf, wordPattern, type QueryWord} from '../analysis';
import {
  indexedFields,
  keywordPhraseShift,
  maxKeywordPhrases,
  nameLengthBits,
  nameLengthShift,
  type ShardEntry,
  type TermBucketFile,
} from '../contract';
import {minPrefixLength} from '../scoring';

export type RankedResult = {
  id: number;
  score: number;
  /** The query's words, and the index terms they matched in this document, for highlighting. */
  queryTerms: string[];
  terms: Set<string>;
  /** The query matched the document's text. */
  matchedContent: boolean;
  /** The query matched the document's text and nothing else. */
  onlyContent: boolean;
  /**
   * How closely the document matches the query, from 0 to 1: the query's
   * words it has, each weighed by how rare it is and by how it matched (1
   * as typed, less as a synonym, a prefix or a typo).
   */
  fit: number;
  /** The document answers the query: its fit is at least `noCloseMatchBelow`, and it has every word that carries much of it. */
  closeMatch: boolean;
  /** With preferences, the page's copy in another product that this result stands for too (a page number). */
  alsoIn?: number;
};

/**
 * The reader's products: the shard's sections (positions in its `sections`)
 * they prefer, each with its score (see `optionalFilters.ts`). Their pages
 * rank above the others', and a page and its copy in another product show as
 * one result, the preferred copy.
 */
export type Preferences = ReadonlyMap<number, number>;

/** Weights of a term a word matches other than exactly: as MiniSearch weighs prefix and fuzzy matches. */
const prefixWeight = 0.4;
/** Most words a prefix completes to, shortest first: "qu" must not add up thousands of terms on a large site. */
const maxCompletions = 30;
const typoWeight = 0.45;
/**
 * How surely a typo match is the word meant, by its number of edits, for a
 * result's fit: "invetory" is inventory, but "crafting" is not "creating".
 */
const typoQuality = [1, 0.8, 0.4];
/**
 * Weight of another form of the word, one with the same stem ("healing" for
 * "heals"), and how surely it is the word meant: a reader's form of a word
 * is seldom the page's, but it means the same.
 */
const otherFormWeight = 0.5;
const otherFormQuality = 0.9;
/** The shortest word whose other forms count: short words' stems are other words' too. */
const minStemmedLength = 4;
/** Factor of a typo match of a word that the docs also use exactly as typed. */
const typoBesideWordFactor = 0.3;
/**
 * A word the docs use as typed is still a typo when a word one or two edits
 * away is in this many times as many documents: the docs misspell a word
 * now and then (`TaggedDialougeComponent`), and "dialouge" means dialogue.
 */
const misspeltRatio = 50;
/** Score factor of a document outside the products (sections) a query names. */
const otherSectionFactor = 0.4;
/** Score factor of a page per step of its page rank: half at -1. */
const pageRankFactor = 2;
/** How much a document gains when its own name and the query say the same words. */
const nameFitBoost = 1;
/**
 * Below this fit (see `RankedResult.fit`), a query's best result is not a
 * close match: the docs do not cover what it asks. Set from the relevance
 * sets, whose 1,101 answered queries fell below it 6 times (misspelt or in
 * words no page uses), and 19 queries about what no page documents
 * (`tests/support/relevance-out-of-scope.ts`), 15 of which fell below it.
 * With the keyword phrases cut to 8 a page (decisions/0009) and the sets
 * grown, 23 of 1,157 answered queries and 18 of 21 out-of-scope ones fall
 * below it or lack a carrying word; the built-site test holds the first
 * under 2 %.
 */
export const noCloseMatchBelow = 0.45;
/**
 * A word that carries this share of the query (by rarity) or more must be in a
 * close match: "steam achievements" is not answered by a page on achievements
 * that never says Steam.
 */
const carryingShare = 0.4;
/** Score factor of a page outside the reader's products, when they have some (see `Preferences`). */
const otherProductFactor = 0.35;
/**
 * How surely a section has a word of the query that its page's keywords have
 * and it lacks, against 1 for its own words: a phrase is one task of the page.
 */
const summaryShare = 0.5;
/**
 * How surely a section has a word of the query that its page's description
 * has and it lacks: the description says what the whole page covers ("Blueprint
 * functions of the Tales component"), so each of its sections is about it.
 */
const descriptionShare = 1;
/**
 * How much a page gains when the query says most of one of its keyword
 * phrases (see `phraseFits`): a keyword is a question the page answers, in
 * its reader's words, and a query that says it asks that question.
 */
const keywordFitBoost = 1;
/** The fewest of a keyword phrase's words a query says for the phrase to count: one shared word is chance. */
const minKeywordHits = 2;
/** Share of a page's other matching sections that its best section gains. */
const pageEvidence = 0.15;
/**
 * The most a page's other sections add to its best one, as a share of it: a
 * reference page whose every section names the word ("Quest Functions") is
 * not more about it than the page of that name.
 */
const maxPageEvidence = 0.25;

/** The fields of a section's own text: its prose, and the names its table rows describe. */
const textBits = (1 << indexedFields.indexOf('content')) | (1 << indexedFields.indexOf('names'));
/** The fields a section has of its own, beside the page's title, summary, product and path, which all its sections share. */
const ownBits = textBits | (1 << indexedFields.indexOf('headings'));
/** The fields of a page's summary, which only its first document holds: its description and its keywords. */
const descriptionBit = 1 << indexedFields.indexOf('description');
const summaryBits = descriptionBit | (1 << indexedFields.indexOf('keywords'));
const fieldBits = (1 << indexedFields.length) - 1;
/**
 * Most buckets of longer words a prefix loads: on a large site, "qu" starts
 * thousands of words in hundreds of buckets, and the reader's next letter
 * narrows them down. Until then the prefix finds the shortest of them.
 */
const maxCompletionBuckets = 4;

/** The buckets a word needs: the ones that may hold it and, for a prefix search, those of the longer words it starts. */
export function bucketsFor(prefixes: readonly string[], word: string, isPrefix: boolean): number[] {
  const own: number[] = [];
  const longer: number[] = [];
  prefixes.forEach((prefix, bucket) => {
    if (word.startsWith(prefix)) {
      own.push(bucket);
    } else if (isPrefix && word.length >= minPrefixLength && prefix.startsWith(word)) {
      longer.push(bucket);
    }
  });
  // The buckets of the shortest prefixes hold the shortest completions, the likeliest words.
  longer.sort((a, b) => prefixes[a]!.length - prefixes[b]!.length || a - b);
  return [...own, ...longer.slice(0, maxCompletionBuckets)].sort((a, b) => a - b);
}

/** The query's words, and the buckets their terms and synonyms need (all but the fallbacks: see `fallbackBuckets`). */
export function plan(entry: ShardEntry, query: string): {words: QueryWord[]; buckets: number[]} {
  const words = queryWords(query);
  const buckets = new Set<number>();
  for (const {alternatives} of words) {
    for (const {term, prefix, fallback} of alternatives) {
      if (!fallback) {
        bucketsFor(entry.termBuckets, term, prefix).forEach((bucket) => buckets.add(bucket));
      }
    }
  }
  return {words, buckets: [...buckets]};
}

/** Whether the shard has a term, from loaded buckets that include the ones that may hold it. */
function inIndex(buckets: readonly TermBucketFile[], term: string): boolean {
  return documentsWith(buckets, term) > 0;
}

/** In how many documents the shard has a term, from loaded buckets that include the ones that may hold it. */
function documentsWith(buckets: readonly TermBucketFile[], term: string): number {
  for (const {terms, postings} of buckets) {
    const at = lowerBound(terms, term);
    if (terms[at] === term) {
      return postings[at]!.length / 3;
    }
  }
  return 0;
}

/** A word in this few documents may be the docs' own typo (see `misspeltRatio`): its typo neighbors are looked up too. */
const rareWordDocuments = 2;

/**
 * The buckets whose terms may be a typo of `word` away although it does not
 * start with their prefix: those whose prefix opens with its first letter
 * and is one edit from its start. "dialgoue" is "dialogue" mistyped, in the
 * bucket of "dialo" once the site has enough words that start so.
 */
function typoBuckets(prefixes: readonly string[], word: string): number[] {
  const near: number[] = [];
  prefixes.forEach((prefix, bucket) => {
    if (
      prefix.length > 1 &&
      prefix[0] === word[0] &&
      !word.startsWith(prefix) &&
      editDistance(prefix, word.slice(0, prefix.length), 1) !== null
    ) {
      near.push(bucket);
    }
  });
  return near;
}

/**
 * The words whose own term is in no document need their fallback
 * alternatives, and the terms a typo away in other buckets: the buckets of
 * those, once `plan`'s are loaded.
 */
export function fallbackBuckets(
  entry: ShardEntry,
  words: readonly QueryWord[],
  buckets: readonly TermBucketFile[],
): number[] {
  const needed = new Set<number>();
  for (const {alternatives} of words) {
    const own = alternatives[0]!;
    const documents = documentsWith(buckets, own.term);
    if (documents > rareWordDocuments) {
      continue;
    }
    if (documents === 0) {
      for (const {term, prefix} of alternatives.filter(({fallback}) => fallback)) {
        bucketsFor(entry.termBuckets, term, prefix).forEach((bucket) => needed.add(bucket));
      }
    }
    if (maxTypos(own.term.length) > 0) {
      typoBuckets(entry.termBuckets, own.term).forEach((bucket) => needed.add(bucket));
    }
  }
  return [...needed];
}

function lowerBound(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < term) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

const stemsCache = new WeakMap<TermBucketFile, string[]>();

/** The stems of a bucket's terms, worked out once per bucket: a reader's next keystroke searches the same buckets. */
function stemsOf(bucket: TermBucketFile): string[] {
  let stems = stemsCache.get(bucket);
  if (!stems) {
    stems = bucket.terms.map(stemOf);
    stemsCache.set(bucket, stems);
  }
  return stems;
}

/** Every index term a term matches in the loaded buckets, with its weight. */
function matchingTerms(
  buckets: readonly TermBucketFile[],
  term: string,
  isPrefix: boolean,
): Map<string, {weight: number; quality: number; postings: number[]}> {
  const found = new Map<string, {weight: number; quality: number; postings: number[]}>();
  const add = (indexTerm: string, weight: number, quality: number, postings: number[]) => {
    if ((found.get(indexTerm)?.weight ?? 0) < weight) {
      found.set(indexTerm, {weight, quality, postings});
    }
  };
  const typos = maxTypos(term.length);
  const stem = term.length >= minStemmedLength ? stemOf(term) : null;
  const completions: {indexTerm: string; postings: number[]}[] = [];
  let mostTypoDocuments = 0;
  for (const bucket of buckets) {
    const {terms, postings} = bucket;
    if (isPrefix && term.length >= minPrefixLength) {
      for (let at = lowerBound(terms, term); at < terms.length && terms[at]!.startsWith(term); at += 1) {
        completions.push({indexTerm: terms[at]!, postings: postings[at]!});
      }
    } else {
      const at = lowerBound(terms, term);
      if (terms[at] === term) {
        add(term, 1, 1, postings[at]!);
      }
    }
    if (stem !== null) {
      stemsOf(bucket).forEach((candidateStem, at) => {
        if (candidateStem === stem && terms[at] !== term) {
          add(terms[at]!, otherFormWeight, otherFormQuality, postings[at]!);
        }
      });
    }
    if (typos > 0) {
      terms.forEach((candidate, at) => {
        if (candidate[0] !== term[0] || candidate === term) {
          return;
        }
        const distance = editDistance(candidate, term, typos);
        if (distance !== null) {
          mostTypoDocuments = Math.max(mostTypoDocuments, postings[at]!.length);
          add(
            candidate,
            (typoWeight * term.length) / (term.length + distance),
            typoQuality[distance] ?? 0,
            postings[at]!,
          );
        }
      });
    }
  }
  // The shortest completions are the likeliest words; long ones are mostly identifiers and names run together.
  completions.sort((a, b) => a.indexTerm.length - b.indexTerm.length || (a.indexTerm < b.indexTerm ? -1 : 1));
  for (const {indexTerm, postings} of completions.slice(0, maxCompletions)) {
    const extra = indexTerm.length - term.length;
    add(
      indexTerm,
      extra === 0 ? 1 : (prefixWeight * term.length) / (term.length + 0.3 * extra),
      term.length / indexTerm.length,
      postings,
    );
  }
  // Of the words a typo or a prefix may stand for, the common ones are the likeliest: "questt" is quest mistyped
  // before it is QuestTask begun, and "dialogue" is the word before it is "Dialogue Warnings".
  let mostDocuments = 0;
  for (const {postings} of found.values()) {
    mostDocuments = Math.max(mostDocuments, postings.length);
  }
  // A word the docs use as typed is what the reader meant: "looking" is not "looting" mistyped. Unless it is rare
  // beside a word a typo away: then the docs' own use is the typo, and the word counts as one.
  const own = found.get(term);
  const misspelt = own?.weight === 1 && mostTypoDocuments >= misspeltRatio * own.postings.length;
  if (misspelt) {
    own.weight = typoWeight;
    own.quality = typoQuality[1]!;
  }
  const typed = own?.weight === 1;
  for (const [indexTerm, match] of found) {
    if (indexTerm !== term || misspelt) {
      match.weight *= Math.sqrt(match.postings.length / mostDocuments);
      if (typed && !indexTerm.startsWith(term)) {
        match.weight *= typoBesideWordFactor;
      }
    }
  }
  return found;
}

/** The shard's sections the query names, by all their words ("common ui faq" names Common UI). */
export function namedSections(entry: ShardEntry, words: readonly QueryWord[]): Set<number> {
  const said = new Set(words.map(({word}) => word));
  const named = new Set<number>();
  entry.sections.forEach((section, id) => {
    const sectionWords = (section.match(wordPattern) ?? [])
      .map(processTerm)
      .filter((word): word is string => word !== null);
    if (sectionWords.length > 0 && sectionWords.every((word) => said.has(word))) {
      named.add(id);
    }
  });
  return named;
}

/** Higher scores first; equal scores in document order. */
export function compareResults(a: RankedResult, b: RankedResult): number {
  return b.score - a.score || a.id - b.id;
}

/**
 * Documents by score, best first, equal scores (to a hundredth) in document
 * order. Each document becomes one number, its score and id packed
 * together, so that the engine's native numeric sort does the work: a
 * comparator function over tens of thousands of documents takes too long.
 */
function byScore(ids: ArrayLike<number>, score: Float64Array, documents: number): Uint32Array {
  const idRange = 2 ** Math.ceil(Math.log2(documents + 1));
  let top = 0;
  for (let at = 0; at < ids.length; at += 1) {
    top = Math.max(top, Math.round(score[ids[at]!]! * 100));
  }
  const keys = new Float64Array(ids.length);
  for (let at = 0; at < ids.length; at += 1) {
    const id = ids[at]!;
    keys[at] = (top - Math.round(score[id]! * 100)) * idRange + id;
  }
  keys.sort();
  const sorted = new Uint32Array(ids.length);
  for (let at = 0; at < keys.length; at += 1) {
    sorted[at] = keys[at]! % idRange;
  }
  return sorted;
}

type Scratch = {
  score: Float64Array;
  /** The query's words the document has, a bit per word (see `wordBit`). */
  covered: Uint32Array;
  /** The query's words the document has by a term of their own. */
  direct: Uint32Array;
  /** The query's words the document has in its page's summary fields (see `summaryBits`), and in its description. */
  summarized: Uint32Array;
  described: Uint32Array;
  /** The query's other words that the term giving the current word its best score in the document holds. */
  bestCovers: Uint32Array;
  fields: Uint8Array;
  /** How many of the query's words the document's own name has, and how many words that name has. */
  nameHits: Uint8Array;
  nameWords: Uint8Array;
  wordBest: Float64Array;
  /** The factor of the match that gave the current word its best score in the document (1 as typed). */
  wordFactor: Float64Array;
  fit: Float64Array;
  wordInName: Uint8Array;
  bestOfWord: Uint32Array[];
  /** Per page: its sections' scores added up, and its best one. */
  pageTotal: Float64Array;
  pageBest: Float64Array;
  /** The keyword phrases that the current word's matched terms are in, a bit each (see `keywordPhraseShift`). */
  wordPhrases: Uint32Array;
  /** Per page and keyword phrase (`maxKeywordPhrases` slots a page): how many of the query's words the phrase has. */
  phraseHits: Uint8Array;
};

const scratches = new WeakMap<ShardEntry, Scratch>();

/**
 * One slot per document of a shard, for a query's scores: allocated once and
 * cleaned after each query, as a new megabyte per keystroke keeps the
 * garbage collector busy on a large site.
 */
function scratchOf(entry: ShardEntry): Scratch {
  let scratch = scratches.get(entry);
  if (!scratch) {
    const size = entry.documents;
    scratch = {
      score: new Float64Array(size),
      covered: new Uint32Array(size),
      direct: new Uint32Array(size),
      summarized: new Uint32Array(size),
      described: new Uint32Array(size),
      bestCovers: new Uint32Array(size),
      fields: new Uint8Array(size),
      nameHits: new Uint8Array(size),
      nameWords: new Uint8Array(size),
      wordBest: new Float64Array(size),
      wordFactor: new Float64Array(size),
      fit: new Float64Array(size),
      wordInName: new Uint8Array(size),
      bestOfWord: [],
      pageTotal: new Float64Array(entry.pageSizes.length),
      pageBest: new Float64Array(entry.pageSizes.length),
      wordPhrases: new Uint32Array(size),
      phraseHits: new Uint8Array(entry.pageSizes.length * maxKeywordPhrases),
    };
    scratches.set(entry, scratch);
  }
  return scratch;
}

/** A query word's bit in a document's `covered` words: a query of `maxQueryLength` characters has 32 words at most. */
const wordBit = (wordIndex: number) => (wordIndex < 32 ? 1 << wordIndex : 0);

/** How rare a word is in the shard, as BM25 weighs a term found in `documents` of `total` documents. */
function rarity(documents: number, total: number): number {
  return Math.log(1 + (total - documents + 0.5) / (documents + 0.5));
}

/** What one query's ranking works on: the shard, the query's words, the loaded buckets and the scratch slots. */
type Ranking = {
  entry: ShardEntry;
  words: readonly QueryWord[];
  buckets: readonly TermBucketFile[];
  scratch: Scratch;
  /** The page of each document. */
  pages: Int32Array;
  /** The documents that match any word, in the order they were first matched. */
  candidates: number[];
  /** Per word, how rare it is in the shard. */
  rarities: number[];
  /** Per word, the index terms it matched, and for each document the one (position + 1) that gave it its best score. */
  bestTerms: {terms: string[]; best: Uint32Array}[];
  preferences: Preferences | null;
};

/**
 * Adds up, per document, the best score of each of the query's words over
 * the terms it matches (see `matchingTerms`), and notes what each document
 * has of the query: its words (`covered`, `direct`), its fields, how many of
 * the words its own name says and how surely each word matched (`fit`).
 * With `sections`, only the documents of those sections count.
 */
function matchWords(ranking: Ranking, sections: ReadonlySet<number> | null): void {
  const {entry, words, buckets, pages, candidates, rarities, bestTerms} = ranking;
  const {score, covered, direct, bestCovers, fields, nameHits, nameWords, wordBest, wordFactor, fit} = ranking.scratch;
  const {wordInName, bestOfWord, summarized, described, wordPhrases, phraseHits} = ranking.scratch;
  const size = entry.documents;
  // A term that runs several of the query's words together has them all: for "sun sets", `sunset` is the sun too.
  const coveredBy = (term: string, wordIndex: number) =>
    words.reduce(
      (mask, {word}, other) =>
        other !== wordIndex && word.length > 1 && term.includes(word) ? mask | wordBit(other) : mask,
      0,
    );
  words.forEach(({alternatives, inName}, wordIndex) => {
    const touched: number[] = [];
    const terms: string[] = [];
    const best = (bestOfWord[wordIndex] ??= new Uint32Array(size));
    const ownMissing = alternatives.some(({fallback}) => fallback) && !inIndex(buckets, alternatives[0]!.term);
    for (const {term, weight: alternativeWeight, prefix, fallback} of alternatives) {
      if (fallback && !ownMissing) {
        continue;
      }
      for (const [indexTerm, {weight, quality, postings}] of matchingTerms(buckets, term, prefix)) {
        const factor = weight * alternativeWeight;
        const sureness = quality * Math.min(1, alternativeWeight);
        const covers = coveredBy(indexTerm, wordIndex);
        const termNumber = terms.push(indexTerm);
        let id = 0;
        for (let at = 0; at < postings.length; at += 3) {
          id += postings[at]!;
          const flags = postings[at + 2]!;
          if (sections !== null && !sections.has(entry.pageSections[pages[id]!]!)) {
            continue;
          }
          const value = postings[at + 1]! * factor;
          if (wordBest[id] === 0) {
            touched.push(id);
          }
          wordFactor[id] = Math.max(wordFactor[id]!, sureness);
          if (wordBest[id]! < value) {
            wordBest[id] = value;
            best[id] = termNumber;
            bestCovers[id] = covers;
          }
          const nameLength = (flags >> nameLengthShift) & ((1 << nameLengthBits) - 1);
          wordPhrases[id]! |= flags >>> keywordPhraseShift;
          if (nameLength > 0) {
            wordInName[id] = 1;
            nameWords[id] = nameLength;
          }
          fields[id]! |= flags & fieldBits;
          if (flags & summaryBits) {
            summarized[id]! |= wordBit(wordIndex);
          }
          if (flags & descriptionBit) {
            described[id]! |= wordBit(wordIndex);
          }
        }
      }
    }
    const wordRarity = rarity(touched.length, size);
    rarities.push(wordRarity);
    for (const id of touched) {
      if (score[id] === 0) {
        candidates.push(id);
      }
      score[id]! += wordBest[id]!;
      fit[id]! += wordRarity * wordFactor[id]!;
      covered[id]! |= wordBit(wordIndex) | bestCovers[id]!;
      direct[id]! |= wordBit(wordIndex);
      bestCovers[id] = 0;
      nameHits[id]! += wordInName[id]!;
      // A keyword phrase is in the reader's words: the parts of an identifier say its name, not the phrase.
      for (let phrases = inName ? 0 : wordPhrases[id]!, phrase = 0; phrases !== 0; phrases >>>= 1, phrase += 1) {
        phraseHits[pages[id]! * maxKeywordPhrases + phrase]! += phrases & 1;
      }
      wordPhrases[id] = 0;
      wordBest[id] = 0;
      wordFactor[id] = 0;
      wordInName[id] = 0;
    }
    bestTerms.push({terms, best});
  });
  // A word that a matched term runs together with another ("sun" in `sunset`) is matched, as surely as it.
  const allRarity = rarities.reduce((sum, wordRarity) => sum + wordRarity, 0);
  for (const id of candidates) {
    const runTogether = rarities.reduce(
      (sum, wordRarity, wordIndex) => sum + (covered[id]! & ~direct[id]! & wordBit(wordIndex) ? wordRarity : 0),
      0,
    );
    fit[id] = (fit[id]! + runTogether) / allRarity;
  }
}

/**
 * Per page of the query's documents, how much the query says one of its
 * keyword phrases: the largest share of a phrase's words it has, for a
 * phrase of which it has `minKeywordHits` words or more; 0 for the others.
 */
function phraseFits({entry, scratch, pages, candidates}: Ranking): Map<number, number> {
  const fits = new Map<number, number>();
  for (const id of candidates) {
    const page = pages[id]!;
    if (fits.has(page)) {
      continue;
    }
    let best = 0;
    entry.keywordPhrases[page]!.forEach((words, phrase) => {
      const hits = scratch.phraseHits[page * maxKeywordPhrases + phrase]!;
      if (hits >= minKeywordHits) {
        best = Math.max(best, Math.min(1, hits / words));
      }
    });
    fits.set(page, best);
  }
  return fits;
}

/**
 * Weighs each document's score by what it lacks of the query (the square of
 * the rare words' share it has), by how well its own name says the query,
 * by how much the query says one of its page's keyword phrases, by whether
 * it is in a product the query names, and by its page's rank.
 */
function weighDocuments(ranking: Ranking): void {
  const {entry, words, scratch, pages, candidates, rarities, preferences} = ranking;
  const {score, covered, summarized, described, nameHits, nameWords} = scratch;
  const keywordFits = phraseFits(ranking);
  const namedSectionIds = namedSections(entry, words);
  const starts = pageStarts(entry);
  const allRarity = rarities.reduce((sum, wordRarity) => sum + wordRarity, 0);
  for (const id of candidates) {
    // A section has what its page's description says, and a little less surely what its keywords say: the page is about it.
    const fromDescription = described[starts[pages[id]!]!]! & ~covered[id]!;
    const fromSummary = summarized[starts[pages[id]!]!]! & ~covered[id]! & ~fromDescription;
    const share =
      rarities.reduce(
        (sum, wordRarity, wordIndex) =>
          sum +
          (covered[id]! & wordBit(wordIndex) ? wordRarity : 0) +
          (fromDescription & wordBit(wordIndex) ? descriptionShare * wordRarity : 0) +
          (fromSummary & wordBit(wordIndex) ? summaryShare * wordRarity : 0),
        0,
      ) / allRarity;
    const outside = namedSectionIds.size > 0 && !namedSectionIds.has(entry.pageSections[pages[id]!]!);
    // How whole the document's name is in the query, and the query in its name: 1 when they say the same words.
    const hits = Math.min(nameHits[id]!, nameWords[id]!);
    const nameFit = nameWords[id]! > 0 ? (hits / nameWords[id]!) * (hits / words.length) : 0;
    score[id] =
      score[id]! *
      share ** 2 *
      (1 + nameFitBoost * nameFit ** 2) *
      (1 + keywordFitBoost * keywordFits.get(pages[id]!)! ** 2) *
      (outside ? otherSectionFactor : 1) *
      (preferences !== null && !preferences.has(entry.pageSections[pages[id]!]!) ? otherProductFactor : 1) *
      pageRankFactor ** entry.pageRanks[pages[id]!]!;
  }
}

/**
 * A page's best section gains a share of what its other sections matched:
 * the page is about the query, not one passing section of it. Only sections
 * that match in their own fields count: each carries the page's title, which
 * would otherwise count once per section and raise a long list ("Default
 * Events") above the page it belongs to.
 */
function addPageEvidence({scratch, pages, candidates}: Ranking): void {
  const {score, fields, pageTotal, pageBest} = scratch;
  const ownMatch = (id: number) => (fields[id]! & ownBits) !== 0;
  for (const id of candidates) {
    const page = pages[id]!;
    if (ownMatch(id)) {
      pageTotal[page]! += score[id]!;
    }
    pageBest[page] = Math.max(pageBest[page]!, score[id]!);
  }
  for (const id of candidates) {
    const page = pages[id]!;
    if (score[id] === pageBest[page]) {
      const evidence = pageEvidence * (pageTotal[page]! - (ownMatch(id) ? score[id]! : 0));
      score[id]! += Math.min(evidence, maxPageEvidence * score[id]!);
    }
  }
  for (const id of candidates) {
    pageTotal[pages[id]!] = 0;
    pageBest[pages[id]!] = 0;
  }
}

/** Whether a document answers the query (see `RankedResult.closeMatch`). */
function isCloseMatch({entry, scratch, pages, rarities}: Ranking, id: number): boolean {
  const {fit, covered, summarized} = scratch;
  if (fit[id]! < noCloseMatchBelow) {
    return false;
  }
  const has = covered[id]! | summarized[pageStarts(entry)[pages[id]!]!]!;
  const allRarity = rarities.reduce((sum, wordRarity) => sum + wordRarity, 0);
  return rarities.every((wordRarity, word) => has & wordBit(word) || wordRarity < carryingShare * allRarity);
}

/** The ranked documents as results, with the terms each matched, for highlighting. */
function toResults(ranking: Ranking, ids: ArrayLike<number>, alsoIn: ReadonlyMap<number, number>): RankedResult[] {
  const {words, scratch, bestTerms} = ranking;
  const {score, fields, fit} = scratch;
  const queryTerms = words.map(({word}) => word);
  return Array.from(ids, (id) => ({
    id,
    score: score[id]!,
    queryTerms,
    terms: new Set(bestTerms.flatMap(({terms, best}) => (best[id] ? [terms[best[id]! - 1]!] : []))),
    matchedContent: (fields[id]! & textBits) !== 0,
    onlyContent: (fields[id]! & ~textBits) === 0,
    fit: fit[id]!,
    closeMatch: isCloseMatch(ranking, id),
    ...(alsoIn.has(id) && {alsoIn: alsoIn.get(id)}),
  }));
}

/** Cleans the scratch slots of the query's documents for the next query. */
function cleanScratch({scratch, pages, candidates, bestTerms}: Ranking): void {
  const {score, fit, covered, direct, summarized, described, fields, nameHits, nameWords, phraseHits} = scratch;
  for (const id of candidates) {
    phraseHits.fill(0, pages[id]! * maxKeywordPhrases, (pages[id]! + 1) * maxKeywordPhrases);
    score[id] = 0;
    fit[id] = 0;
    covered[id] = 0;
    direct[id] = 0;
    summarized[id] = 0;
    described[id] = 0;
    fields[id] = 0;
    nameHits[id] = 0;
    nameWords[id] = 0;
    for (const {best} of bestTerms) {
      best[id] = 0;
    }
  }
}

/**
 * The documents that match the query closely (`total`; all that match any
 * of its words when none does), and the best `limit` of all that match, best
 * first. Scores are kept in typed arrays, one slot per document, so that a
 * prefix that matches most of a large site stays fast. With `sections`, only
 * the documents of those sections (positions in the shard's `sections`)
 * count; with `preferences`, the reader's products come first.
 */
export function rank(
  entry: ShardEntry,
  words: readonly QueryWord[],
  buckets: readonly TermBucketFile[],
  limit = Infinity,
  sections: ReadonlySet<number> | null = null,
  preferences: Preferences | null = null,
): {total: number; results: RankedResult[]} {
  const ranking: Ranking = {
    entry,
    words,
    buckets,
    scratch: scratchOf(entry),
    pages: pageOf(entry),
    candidates: [],
    rarities: [],
    bestTerms: [],
    preferences: preferences !== null && preferences.size > 0 ? preferences : null,
  };
  matchWords(ranking, sections);
  weighDocuments(ranking);
  addPageEvidence(ranking);
  const {score} = ranking.scratch;
  const byScoreFirst = byScore(ranking.candidates, score, entry.documents);
  const spread = spreadPages(entry, byScoreFirst, score, limit, ranking.preferences !== null);
  const ranked = byScore(spread.ids, score, entry.documents);
  const results = toResults(ranking, ranked.subarray(0, Math.min(limit, ranked.length)), spread.alsoIn);
  const close = ranking.candidates.filter((id) => isCloseMatch(ranking, id)).length;
  cleanScratch(ranking);
  return {total: close > 0 ? close : ranking.candidates.length, results};
}

/** Score factor of each further section of a page that already has a better one in the results. */
const repeatedPageFactor = 0.5;

const pagesOf = new WeakMap<ShardEntry, Int32Array>();

/** The page of each document, from the shard's page sizes. */
function pageOf(entry: ShardEntry): Int32Array {
  let pages = pagesOf.get(entry);
  if (!pages) {
    pages = new Int32Array(entry.documents);
    let id = 0;
    entry.pageSizes.forEach((size, page) => {
      pages!.fill(page, id, id + size);
      id += size;
    });
    pagesOf.set(entry, pages);
  }
  return pages;
}

const startsOf = new WeakMap<ShardEntry, Int32Array>();

/** The first document of each page: the page's top, its title, summary and first paragraph. */
function pageStarts(entry: ShardEntry): Int32Array {
  let starts = startsOf.get(entry);
  if (!starts) {
    starts = new Int32Array(entry.pageSizes.length);
    let id = 0;
    entry.pageSizes.forEach((size, page) => {
      starts![page] = id;
      id += size;
    });
    startsOf.set(entry, starts);
  }
  return starts;
}

/** The first document of the page that holds document `id`. */
export function pageTopOf(entry: ShardEntry, id: number): number {
  return pageStarts(entry)[pageOf(entry)[id]!]!;
}

const originalsOf = new WeakMap<ShardEntry, Int32Array>();

/** Each page, or the page it copies in another product (see `ShardEntry.pageTwins`). */
function originalOf(entry: ShardEntry): Int32Array {
  let originals = originalsOf.get(entry);
  if (!originals) {
    originals = Int32Array.from(entry.pageSizes, (_, page) => page);
    for (const [page, twin] of entry.pageTwins) {
      originals[page] = twin;
    }
    originalsOf.set(entry, originals);
  }
  return originals;
}

/**
 * The best section of a page keeps its score; each further section of the
 * same page, or of its copy in another product, counts for less, so that the
 * first results show several pages that answer rather than one page several
 * times. With `collapse`, a page and its copy in another product are one
 * result: the copy ranked first stands for both (`alsoIn`), the other's
 * documents drop out. `ranked` is best first;
 * returns the documents that may still be among the best `limit` once
 * lowered: scores only go down, so the walk stops where the next document's
 * score falls below the `limit`-th best lowered score.
 */
function spreadPages(
  entry: ShardEntry,
  ranked: Uint32Array,
  score: Float64Array,
  limit = Infinity,
  collapse = false,
): {ids: Uint32Array; alsoIn: Map<number, number>} {
  const pages = pageOf(entry);
  const originals = originalOf(entry);
  const seen = new Uint16Array(entry.pageSizes.length);
  // With collapsed twins: per original page, the copy shown first and its first document, which stands for the rest.
  const shownCopy = new Map<number, {page: number; id: number}>();
  const alsoIn = new Map<number, number>();
  const kept: number[] = [];
  const best: number[] = [];
  let at = 0;
  for (; at < ranked.length; at += 1) {
    const id = ranked[at]!;
    if (best.length >= limit && score[id]! < best[limit - 1]!) {
      break;
    }
    const page = originals[pages[id]!]!;
    if (collapse) {
      const shown = shownCopy.get(page);
      if (shown === undefined) {
        shownCopy.set(page, {page: pages[id]!, id});
      } else if (shown.page !== pages[id]) {
        if (!alsoIn.has(shown.id)) {
          alsoIn.set(shown.id, pages[id]!);
        }
        continue;
      }
    }
    kept.push(id);
    const earlier = seen[page]!;
    if (earlier > 0) {
      score[id]! *= repeatedPageFactor ** earlier;
    }
    seen[page] = earlier + 1;
    if (limit !== Infinity) {
      // The lowered scores so far, best first, `limit` at most.
      let position = Math.min(best.length, limit);
      while (position > 0 && best[position - 1]! < score[id]!) {
        position -= 1;
      }
      if (position < limit) {
        best.splice(position, 0, score[id]!);
        best.length = Math.min(best.length, limit);
      }
    }
  }
  return {ids: collapse ? Uint32Array.from(kept) : ranked.subarray(0, at), alsoIn};
}
