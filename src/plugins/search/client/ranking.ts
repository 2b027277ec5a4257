/**
 * Ranking: which documents of a shard match a query, and in what order. The
 * build scored each term in each document (BM25+, fields weighted, pages
 * above headings above text); a query adds up, per document, the best score
 * of each of its words, over the terms the word matches exactly, as a
 * prefix (the last word only), by a typo, run together with the words
 * before it or by a synonym. A document that lacks some of the query's words
 * still ranks, with its score times the square of the share it has: a page
 * that answers a question in its own words beats a page that only repeats
 * the question's common words. A query that names a product doubles the
 * score of that product's pages, and a page's further sections count for
 * less than its best one.
 */
import {indexedFields, type ShardEntry, type TermBucketFile} from '../contract';
import {maxTypos, minPrefixLength, processTerm, queryWords, type QueryWord} from '../indexOptions';

export type RankedResult = {
  id: number;
  score: number;
  /** How many of the query's words the document matched. */
  words: number;
  /** The query's words, and the index terms they matched in this document, for highlighting. */
  queryTerms: string[];
  terms: Set<string>;
  /** The query matched the document's text. */
  matchedContent: boolean;
  /** The query matched the document's text and nothing else. */
  onlyContent: boolean;
};

/** Weights of a term a word matches other than exactly: as MiniSearch weighs prefix and fuzzy matches. */
const prefixWeight = 0.4;
const typoWeight = 0.45;
/** Score factor of a document in a product (a section) the query names. */
const namedSectionBoost = 2;

const contentBit = 1 << indexedFields.indexOf('content');
const fieldBits = (1 << indexedFields.length) - 1;

/**
 * Most buckets of longer words a prefix loads: on a large site, "qu" starts
 * thousands of words in hundreds of buckets, and the reader's next letter
 * narrows them down. Until then the prefix finds the words in its own buckets.
 */
export const maxCompletionBuckets = 8;

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
  return longer.length <= maxCompletionBuckets ? [...own, ...longer].sort((a, b) => a - b) : own;
}

/** The query's words, and the buckets their terms and synonyms need. */
export function plan(entry: ShardEntry, query: string): {words: QueryWord[]; buckets: number[]} {
  const words = queryWords(query);
  const buckets = new Set<number>();
  for (const {alternatives} of words) {
    for (const {term, prefix} of alternatives) {
      bucketsFor(entry.termBuckets, term, prefix).forEach((bucket) => buckets.add(bucket));
    }
  }
  return {words, buckets: [...buckets]};
}

function withinTypos(a: string, b: string, limit: number): number | null {
  if (Math.abs(a.length - b.length) > limit) {
    return null;
  }
  let previousPrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // A swap of two neighbours counts as one typo.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? Infinity) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) {
      return null;
    }
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]! <= limit ? previous[b.length]! : null;
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

/** Every index term a term matches in the loaded buckets, with its weight. */
function matchingTerms(buckets: readonly TermBucketFile[], term: string, isPrefix: boolean): Map<string, {weight: number; postings: number[]}> {
  const found = new Map<string, {weight: number; postings: number[]}>();
  const add = (indexTerm: string, weight: number, postings: number[]) => {
    if ((found.get(indexTerm)?.weight ?? 0) < weight) {
      found.set(indexTerm, {weight, postings});
    }
  };
  const typos = maxTypos(term.length);
  for (const bucket of buckets) {
    const {terms, postings} = bucket;
    if (isPrefix && term.length >= minPrefixLength) {
      for (let at = lowerBound(terms, term); at < terms.length && terms[at]!.startsWith(term); at += 1) {
        const extra = terms[at]!.length - term.length;
        add(terms[at]!, extra === 0 ? 1 : (prefixWeight * term.length) / (term.length + 0.3 * extra), postings[at]!);
      }
    } else {
      const at = lowerBound(terms, term);
      if (terms[at] === term) {
        add(term, 1, postings[at]!);
      }
    }
    if (typos > 0) {
      terms.forEach((candidate, at) => {
        if (candidate[0] !== term[0] || candidate === term) {
          return;
        }
        const distance = withinTypos(candidate, term, typos);
        if (distance !== null) {
          add(candidate, (typoWeight * term.length) / (term.length + distance), postings[at]!);
        }
      });
    }
  }
  return found;
}

/** The shard's sections the query names, by all their words ("common ui faq" names Common UI). */
export function namedSections(entry: ShardEntry, words: readonly QueryWord[]): Set<number> {
  const said = new Set(words.map(({word}) => word));
  const named = new Set<number>();
  entry.sections.forEach((section, id) => {
    const sectionWords = (section.match(/[\p{L}\p{N}]+/gu) ?? []).map(processTerm).filter((word): word is string => word !== null);
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
 * The documents that match any of the query's words: how many, and the best
 * `limit` of them, best first. Scores are kept in typed arrays, one slot per
 * document, so that a prefix that matches most of a large site stays fast.
 */
export function rank(
  entry: ShardEntry,
  words: readonly QueryWord[],
  buckets: readonly TermBucketFile[],
  limit = Infinity,
): {total: number; results: RankedResult[]} {
  const size = entry.documents;
  const score = new Float64Array(size);
  const wordCount = new Uint8Array(size);
  const fields = new Uint8Array(size);
  const section = new Int32Array(size);
  const wordBest = new Float64Array(size);
  /** Per word, the index term that gave each document its best score. */
  const bestTerms: Map<number, string>[] = [];
  const candidates: number[] = [];
  words.forEach(({alternatives}) => {
    const touched: number[] = [];
    const bestTerm = new Map<number, string>();
    for (const {term, weight: alternativeWeight, prefix} of alternatives) {
      for (const [indexTerm, {weight, postings}] of matchingTerms(buckets, term, prefix)) {
        const factor = weight * alternativeWeight;
        let id = 0;
        for (let at = 0; at < postings.length; at += 3) {
          id += postings[at]!;
          const value = postings[at + 1]! * factor;
          const flags = postings[at + 2]!;
          if (wordBest[id] === 0) {
            touched.push(id);
          }
          if (wordBest[id]! < value) {
            wordBest[id] = value;
            bestTerm.set(id, indexTerm);
          }
          fields[id]! |= flags & fieldBits;
          section[id] = flags >> indexedFields.length;
        }
      }
    }
    for (const id of touched) {
      if (wordCount[id] === 0) {
        candidates.push(id);
      }
      score[id]! += wordBest[id]!;
      wordCount[id]! += 1;
      wordBest[id] = 0;
    }
    bestTerms.push(bestTerm);
  });
  const named = namedSections(entry, words);
  for (const id of candidates) {
    // A document lacking some of the words counts for the square of the share it has.
    score[id] = (named.has(section[id]!) ? score[id]! * namedSectionBoost : score[id]!) * (wordCount[id]! / words.length) ** 2;
  }
  const byScore = (a: number, b: number) => score[b]! - score[a]! || a - b;
  candidates.sort(byScore);
  spreadPages(entry, candidates, score);
  candidates.sort(byScore);
  const queryTerms = words.map(({word}) => word);
  const results = candidates.slice(0, Math.min(limit, candidates.length)).map((id) => ({
    id,
    score: score[id]!,
    words: wordCount[id]!,
    queryTerms,
    terms: new Set(bestTerms.flatMap((bestTerm) => bestTerm.get(id) ?? [])),
    matchedContent: (fields[id]! & contentBit) !== 0,
    onlyContent: fields[id] === contentBit,
  }));
  return {total: candidates.length, results};
}

/** Score factor of each further section of a page that already has a better one in the results. */
const repeatedPageFactor = 0.5;

const pagesOf = new WeakMap<ShardEntry, Int32Array>();

/** The page of each document, from the shard's page sizes. */
export function pageOf(entry: ShardEntry): Int32Array {
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

/**
 * The best section of a page keeps its score; each further section of the
 * same page counts for less, so that the first results show several pages
 * that answer rather than one page several times. `ranked` is best first.
 */
export function spreadPages(entry: ShardEntry, ranked: readonly number[], score: Float64Array): void {
  const pages = pageOf(entry);
  const seen = new Map<number, number>();
  for (const id of ranked) {
    const page = pages[id]!;
    const earlier = seen.get(page) ?? 0;
    score[id]! *= repeatedPageFactor ** earlier;
    seen.set(page, earlier + 1);
  }
}
