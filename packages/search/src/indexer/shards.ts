/**
 * Builds the embedded index from the DocSearch records: per language and docs
 * version (DocSearch's `language` and `docusaurus_tag` facets), a document
 * per page section, scored with BM25 at build time and split by term prefix
 * into buckets, with the documents' hierarchy and text in chunks, and a
 * manifest that lists them. A query downloads the buckets of its words and
 * the chunks of the hits it shows, so its download stays small however large
 * the site grows.
 */
import {createHash} from 'node:crypto';
import {
  documentChunkFile,
  hierarchyLevels,
  indexedFields,
  keywordPhraseShift,
  maxKeywordPhrases,
  maxNameWords,
  nameLengthShift,
  termBucketFile,
  textChunkFile,
  type DocSearchRecord,
  type DocumentChunkFile,
  type Manifest,
  type RecordType,
  type ShardDocument,
  type ShardEntry,
  type TermBucketFile,
  type TextChunkFile,
} from '../contract';
import {nameWords, processTerm, termsOf, tokenize} from '../analysis';
import {fieldBoost, levelOf, typeBoost, type IndexedRecord} from '../scoring';
import {aliasesOf, aliasTerms, type Aliases} from './aliases';

/** A page section: its heading's record, with the text of the records under it and what its table rows describe. */
export type SearchDocument = {record: DocSearchRecord; text: string | null; names: string[]};

/** About 2 KB gzip of text per chunk: a page of 20 results loads little text it does not show. */
const defaultChunkCharacters = 6 * 1024;

/**
 * Groups records by URL: a heading's record and the text records that follow
 * it share its anchor. A heading without an anchor of its own joins the
 * section above it as text.
 */
export function toDocuments(records: readonly DocSearchRecord[]): SearchDocument[] {
  const byUrl = new Map<string, {record: DocSearchRecord; texts: string[]; names: string[]}>();
  for (const record of records) {
    const entry = byUrl.get(record.url) ?? {record, texts: [], names: []};
    byUrl.set(record.url, entry);
    const text =
      record.type === 'content' ? record.content : entry.record !== record ? record.hierarchy[record.type] : null;
    if (text) {
      entry.texts.push(text);
    }
    if (record.defines) {
      entry.names.push(record.defines);
    }
  }
  return [...byUrl.values()].map(({record, texts, names}) => ({
    record,
    text: texts.length ? texts.join(' ') : null,
    names,
  }));
}

/**
 * A page's own title: a title that `distinctTitles` made distinct with the
 * category above it ("Items › Functions") is shown so, but searched as the
 * page names itself, so that "inventory component" still finds the
 * component's page before its Functions page.
 */
export function ownTitle(title: string | null): string {
  return (title ?? '').split(' › ').at(-1)!;
}

/** A document's searchable fields. The path's words let "quest tasks" find the Tasks page under Quests. */
function toIndexed({
  record: {hierarchy, url_without_anchor: url, description, keywords},
  text,
  names,
}: SearchDocument): IndexedRecord {
  return {
    section: hierarchy.lvl0 ?? '',
    path: new URL(url).pathname.split(/[/-]/).filter(Boolean).join(' '),
    title: ownTitle(hierarchy.lvl1),
    headings: hierarchyLevels
      .slice(2)
      .map((level) => hierarchy[level])
      .filter(Boolean)
      .join(' '),
    content: text ?? '',
    description: description ?? '',
    keywords: (keywords ?? []).join(', '),
    names: names.join(' '),
  };
}

/**
 * The text a document shows in its excerpts: its own, else the first text
 * below its heading, in its subsections (a heading followed by a subheading
 * has none of its own). Only the excerpt reads it: the document is searched
 * by its own text.
 */
function excerptTexts(documents: readonly SearchDocument[]): (string | null)[] {
  return documents.map(({record, text}, id) => {
    if (text !== null) {
      return text;
    }
    const depth = hierarchyLevels.indexOf(ownLevel(record));
    for (let below = id + 1; below < documents.length; below += 1) {
      const next = documents[below]!;
      if (
        next.record.url_without_anchor !== record.url_without_anchor ||
        hierarchyLevels.indexOf(ownLevel(next.record)) <= depth
      ) {
        break;
      }
      if (next.text !== null) {
        return next.text;
      }
    }
    return null;
  });
}

/** Consecutive documents' excerpt texts, cut where a chunk's text reaches about `chunkCharacters`. */
function chunkTexts(
  documents: readonly SearchDocument[],
  chunkCharacters: number,
): {first: number; texts: (string | null)[]}[] {
  const chunks: {first: number; texts: (string | null)[]}[] = [];
  let size = Infinity;
  excerptTexts(documents).forEach((text, id) => {
    if (size >= chunkCharacters) {
      chunks.push({first: id, texts: []});
      size = 0;
    }
    chunks.at(-1)!.texts.push(text);
    size += text?.length ?? 0;
  });
  return chunks;
}

function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** BM25+ as MiniSearch computes it, with MiniSearch's defaults. */
const bm25 = {k: 1.2, b: 0.7, d: 0.5};
/** Weight of a term's score in the fields other than its best one. */
const otherFieldsWeight = 0.25;

/** About 6 KB gzip per term bucket, unless one term alone is larger. */
const defaultBucketCharacters = 24 * 1024;
/** Documents per document chunk (about 1 KB gzip): a page of 20 results loads a few. */
const defaultDocumentChunkSize = 48;

export type ShardSizes = {chunkCharacters: number; bucketCharacters: number; documentChunkSize: number};

/** The level of a document's own heading: a page's title, or a section's heading. */
function ownLevel(record: DocSearchRecord): Exclude<RecordType, 'content'> {
  return levelOf(hierarchyLevels.map((level) => (record.hierarchy[level] === null ? -1 : 0)));
}

/** The keyword phrases the ranking reads (see `ShardEntry.keywordPhrases`). */
const rankedPhrases = (keywords: readonly string[]) => keywords.slice(0, maxKeywordPhrases);

/** Per term of a page's keywords, a bit for each phrase that has it (see `TermBucketFile`). */
function keywordPhraseBits(keywords: readonly string[]): Map<string, number> {
  const bits = new Map<string, number>();
  rankedPhrases(keywords).forEach((phrase, index) => {
    for (const term of termsOf(phrase, 'keywords')) {
      bits.set(term, (bits.get(term) ?? 0) | (1 << index));
    }
  });
  return bits;
}

/** The postings of each term, scored, in document order (see `TermBucketFile`). */
function scoreTerms(documents: readonly SearchDocument[], aliases: Aliases = aliasesOf([])): Map<string, number[]> {
  const fieldCount = indexedFields.length;
  // Per document, the terms of its own name, and the name's length in words (see `TermBucketFile`).
  const names = documents.map(({record}) => {
    const level = ownLevel(record);
    const name = level === 'lvl1' ? ownTitle(record.hierarchy.lvl1) : (record.hierarchy[level] ?? '');
    const terms = termsOf(name, 'title');
    return {terms: new Set([...terms, ...aliasTerms(name, terms, aliases)]), words: nameWords(name).length};
  });
  const phraseBits = documents.map(({record}) => keywordPhraseBits(record.keywords ?? []));
  // Per term, flat: document id, then its frequency in each field.
  const counts = new Map<string, number[]>();
  const lengths: number[][] = [];
  documents.forEach((document, id) => {
    const indexed = toIndexed(document);
    const own = new Map<string, number[]>();
    lengths.push(
      indexedFields.map((field, fieldId) => {
        const tokens = tokenize(indexed[field], field)
          .map(processTerm)
          .filter((term): term is string => term !== null);
        tokens.push(...aliasTerms(indexed[field], tokens, aliases));
        for (const term of tokens) {
          let frequencies = own.get(term);
          if (!frequencies) {
            own.set(term, (frequencies = new Array<number>(fieldCount).fill(0)));
          }
          frequencies[fieldId]! += 1;
        }
        return tokens.length;
      }),
    );
    for (const [term, frequencies] of own) {
      let list = counts.get(term);
      if (!list) {
        counts.set(term, (list = []));
      }
      list.push(id, ...frequencies);
    }
  });
  const average = indexedFields.map(
    (_, fieldId) => lengths.reduce((sum, length) => sum + length[fieldId]!, 0) / Math.max(1, lengths.length) || 1,
  );
  const boosts = documents.map(({record}) => typeBoost[ownLevel(record)]);
  const stride = fieldCount + 1;
  const postings = new Map<string, number[]>();
  for (const [term, list] of counts) {
    const frequency = list.length / stride;
    const idf = Math.log(1 + (documents.length - frequency + 0.5) / (frequency + 0.5));
    const scored: number[] = [];
    let previous = 0;
    for (let at = 0; at < list.length; at += stride) {
      const id = list[at]!;
      let best = 0;
      let sum = 0;
      let flags = 0;
      for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
        const count = list[at + 1 + fieldId]!;
        if (count > 0) {
          const norm = 1 - bm25.b + (bm25.b * lengths[id]![fieldId]!) / average[fieldId]!;
          const fieldScore =
            fieldBoost[indexedFields[fieldId]!] * idf * (bm25.d + (count * (bm25.k + 1)) / (count + bm25.k * norm));
          best = Math.max(best, fieldScore);
          sum += fieldScore;
          flags |= 1 << fieldId;
        }
      }
      // The best field counts in full, the others a little: a title that matches beats a text that repeats the words.
      const score = best + otherFieldsWeight * (sum - best);
      const name = names[id]!;
      if (name.terms.has(term)) {
        flags |= Math.min(maxNameWords, Math.max(1, name.words)) << nameLengthShift;
      }
      flags |= (phraseBits[id]!.get(term) ?? 0) << keywordPhraseShift;
      scored.push(id - previous, Math.max(1, Math.round(score * boosts[id]! * 10)), flags);
      previous = id;
    }
    postings.set(term, scored);
  }
  return postings;
}

/**
 * Groups terms into buckets by prefix: all the terms, unless they weigh more
 * than `maxCharacters`, in which case by first letter, then by two letters,
 * and so on. A term no longer than a bucket's prefix stays in that bucket.
 */
export function bucketTerms(
  postings: ReadonlyMap<string, number[]>,
  maxCharacters: number,
): {prefix: string; terms: string[]}[] {
  const weight = (term: string) => term.length + 4 * postings.get(term)!.length;
  const buckets: {prefix: string; terms: string[]}[] = [];
  const split = (prefix: string, terms: string[]) => {
    const length = [...prefix].length;
    const total = terms.reduce((sum, term) => sum + weight(term), 0);
    if (total <= maxCharacters || length >= 8) {
      buckets.push({prefix, terms});
      return;
    }
    const children = new Map<string, string[]>();
    const own: string[] = [];
    for (const term of terms) {
      const characters = [...term];
      if (characters.length <= length) {
        own.push(term);
      } else {
        const child = characters.slice(0, length + 1).join('');
        const siblings = children.get(child);
        if (siblings) {
          siblings.push(term);
        } else {
          children.set(child, [term]);
        }
      }
    }
    if (own.length > 0) {
      buckets.push({prefix, terms: own});
    }
    for (const [child, childTerms] of children) {
      split(child, childTerms);
    }
  };
  split('', [...postings.keys()]);
  return buckets
    .sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0))
    .map(({prefix, terms}) => ({prefix, terms: terms.sort()}));
}

/** The number of documents of each page, in order: a page's sections are consecutive documents. */
export function pageSizes(documents: readonly SearchDocument[]): number[] {
  const firsts = pageFirsts(documents);
  return firsts.map((first, page) => (firsts[page + 1] ?? documents.length) - first);
}

/** The first document of each page. */
function pageFirsts(documents: readonly SearchDocument[]): number[] {
  return documents.flatMap(({record}, id) =>
    id === 0 || record.url_without_anchor !== documents[id - 1]!.record.url_without_anchor ? [id] : [],
  );
}

/** Share of their words (of all the words of either) two pages of one title have in common when they are one page. */
const twinSimilarity = 0.5;
/**
 * The same, for a page of a product that bundles others (one that is in
 * most pairs of twins, as Pro is) and a page of another product: its copy of a shared body adds what the bundle has
 * beside it, so fewer of their words are the same.
 */
const bundledTwinSimilarity = 0.45;

type TwinCandidate = {page: number; section: string; words: Set<string>};

/**
 * The pages that are another page's copy in another product, a Tales page
 * and its Pro twin written from one shared body: pages of the same title, or
 * at the same path in their products (`/tales/tales-component/` and
 * `/pro/tales-component/`, whatever each is titled), whose words are mostly
 * the same. Each copy, with the first page of its kind.
 */
export function pageTwins(
  documents: readonly SearchDocument[],
  firsts: readonly number[] = pageFirsts(documents),
): [page: number, twin: number][] {
  const top = (page: number) => documents[firsts[page]!]!.record;
  // The last segment of a page's path: a product's copy of a page keeps the page's own slug.
  const slugOf = (page: number) =>
    new URL(top(page).url_without_anchor).pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const keysOf = (page: number) => [`title ${ownTitle(top(page).hierarchy.lvl1)}`, `slug ${slugOf(page)}`];
  const keyCounts = new Map<string, number>();
  firsts.forEach((_, page) => keysOf(page).forEach((key) => keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1)));
  // Reading a page's words costs as much as indexing it: only pages that share a title or a slug can be twins.
  const candidates: {keys: string[]; candidate: TwinCandidate}[] = [];
  firsts.forEach((first, page) => {
    const keys = keysOf(page).filter((key) => keyCounts.get(key)! > 1);
    if (keys.length > 0) {
      const pageDocuments = documents.slice(first, firsts[page + 1] ?? documents.length);
      const words = new Set(
        pageDocuments.flatMap(({record, text}) =>
          termsOf([...hierarchyLevels.slice(2).map((level) => record.hierarchy[level]), text].join(' ')),
        ),
      );
      candidates.push({keys, candidate: {page, section: top(page).hierarchy.lvl0 ?? '', words}});
    }
  });
  const similarity = (a: TwinCandidate, b: TwinCandidate) => {
    const shared = [...a.words].filter((word) => b.words.has(word)).length;
    return shared / (a.words.size + b.words.size - shared);
  };
  const pair = (threshold: (a: TwinCandidate, b: TwinCandidate) => number) => {
    const byKey = new Map<string, TwinCandidate[]>();
    const twins: [number, number][] = [];
    for (const {keys, candidate} of candidates) {
      const twin = keys
        .flatMap((key) => byKey.get(key) ?? [])
        .find(
          (other) => other.section !== candidate.section && similarity(candidate, other) >= threshold(candidate, other),
        );
      if (twin) {
        twins.push([candidate.page, twin.page]);
      } else {
        keys.forEach((key) => byKey.set(key, [...(byKey.get(key) ?? []), candidate]));
      }
    }
    return twins;
  };
  const sure = pair(() => twinSimilarity);
  // A product that bundles others (Pro) is in most of the pairs: a few pages are shared among the products it bundles.
  const pairsOf = new Map<string, number>();
  for (const twin of sure) {
    for (const page of twin) {
      const section = top(page).hierarchy.lvl0 ?? '';
      pairsOf.set(section, (pairsOf.get(section) ?? 0) + 1);
    }
  }
  const bundles = new Set([...pairsOf].filter(([, count]) => count > sure.length / 2).map(([section]) => section));
  return pair((a, b) => (bundles.has(a.section) || bundles.has(b.section) ? bundledTwinSimilarity : twinSimilarity));
}

/** A URL as a path on the site, as documents keep theirs: the site's origin and base are in the manifest. */
const relativeTo = (siteUrl: string, url: string) => (url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url);

/** A run of documents: id, path and hierarchy, each hierarchy text written once. */
function documentChunk(documents: readonly SearchDocument[], siteUrl: string): DocumentChunkFile {
  const strings: string[] = [];
  const positions = new Map<string, number>();
  const position = (text: string | null) => {
    if (text === null) {
      return -1;
    }
    if (!positions.has(text)) {
      positions.set(text, strings.push(text) - 1);
    }
    return positions.get(text)!;
  };
  const shardDocuments = documents.map(({record}): ShardDocument => [
    record.objectID,
    relativeTo(siteUrl, record.url),
    hierarchyLevels.map((level) => position(record.hierarchy[level])),
  ]);
  return {strings, documents: shardDocuments};
}

/** The manifest and the files to write beside it. */
export function buildShards(
  records: readonly DocSearchRecord[],
  siteUrl: string,
  sizes: Partial<ShardSizes> = {},
): {manifest: Manifest; files: {name: string; content: string}[]} {
  const {
    chunkCharacters = defaultChunkCharacters,
    bucketCharacters = defaultBucketCharacters,
    documentChunkSize = defaultDocumentChunkSize,
  } = sizes;
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const key = `${record.language}.${record.docusaurus_tag}`.replace(/[^\w.-]/g, '_');
    const group = groups.get(key) ?? [];
    group.push(record);
    groups.set(key, group);
  }
  const files: {name: string; content: string}[] = [];
  const shards: ShardEntry[] = [];
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const documents = toDocuments(group);
    const sections = [...new Set(documents.map(({record}) => record.hierarchy.lvl0 ?? ''))];
    const postings = scoreTerms(documents, aliasesOf(group));
    const buckets = bucketTerms(postings, bucketCharacters);
    const bucketFiles = buckets.map(({terms}) =>
      JSON.stringify({terms, postings: terms.map((term) => postings.get(term)!)} satisfies TermBucketFile),
    );
    const documentFiles: string[] = [];
    for (let first = 0; first < documents.length; first += documentChunkSize) {
      documentFiles.push(JSON.stringify(documentChunk(documents.slice(first, first + documentChunkSize), siteUrl)));
    }
    const textChunks = chunkTexts(documents, chunkCharacters);
    const textFiles = textChunks.map(({texts}) => JSON.stringify({texts} satisfies TextChunkFile));
    const firsts = pageFirsts(documents);
    const entry: ShardEntry = {
      language: group[0]!.language,
      docusaurus_tag: group[0]!.docusaurus_tag,
      key,
      hash: contentHash([...bucketFiles, ...documentFiles, ...textFiles].join('\n')),
      documents: documents.length,
      sections,
      pageSizes: pageSizes(documents),
      pageSections: firsts.map((id) => sections.indexOf(documents[id]!.record.hierarchy.lvl0 ?? '')),
      pageRanks: firsts.map((id) => documents[id]!.record.weight.pageRank),
      keywordPhrases: firsts.map((id) =>
        rankedPhrases(documents[id]!.record.keywords ?? []).map((phrase) => nameWords(phrase).length),
      ),
      pageTwins: pageTwins(documents, firsts),
      withdrawnPages: firsts.flatMap((id, page) => {
        const {withdrawn, url_without_anchor: url} = documents[id]!.record;
        return withdrawn
          ? [
              [
                page,
                relativeTo(siteUrl, url),
                withdrawn.version,
                relativeTo(siteUrl, withdrawn.replacement.url),
                withdrawn.replacement.label,
              ] satisfies ShardEntry['withdrawnPages'][number],
            ]
          : [];
      }),
      termBuckets: buckets.map(({prefix}) => prefix),
      documentChunkSize,
      textChunks: textChunks.map(({first}) => first),
    };
    bucketFiles.forEach((content, bucket) => files.push({name: termBucketFile(entry, bucket), content}));
    documentFiles.forEach((content, chunk) => files.push({name: documentChunkFile(entry, chunk), content}));
    textFiles.forEach((content, chunk) => files.push({name: textChunkFile(entry, chunk), content}));
    shards.push(entry);
  }
  return {manifest: {version: 9, siteUrl, shards}, files};
}
