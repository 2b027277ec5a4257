/**
 * Builds the embedded index from the DocSearch records: one MiniSearch index
 * per language and docs version (DocSearch's `language` and `docusaurus_tag`
 * facets), with a document per page section, written as an index file and
 * text chunks named by their content hash, and a manifest that lists them.
 */
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {compactIndex} from '../compactIndex';
import {
  hierarchyLevels,
  type DocSearchRecord,
  type Manifest,
  type ShardDocument,
  type ShardEntry,
  type ShardIndexFile,
  type TextChunkFile,
} from '../contract';
import {indexOptions, type IndexedRecord} from '../indexOptions';

/** A page section: its heading's record, with the text of the records under it. */
export type SearchDocument = {record: DocSearchRecord; text: string | null};

/** About 5 KB gzip of text per chunk: a page of 20 results loads little text it does not show. */
const defaultChunkCharacters = 16 * 1024;

/**
 * Groups records by URL: a heading's record and the text records that follow
 * it share its anchor. A heading without an anchor of its own joins the
 * section above it as text.
 */
export function toDocuments(records: readonly DocSearchRecord[]): SearchDocument[] {
  const byUrl = new Map<string, {record: DocSearchRecord; texts: string[]}>();
  for (const record of records) {
    const entry = byUrl.get(record.url);
    const text = record.type === 'content' ? record.content : entry ? record.hierarchy[record.type] : null;
    if (!entry) {
      byUrl.set(record.url, {record, texts: text ? [text] : []});
    } else if (text) {
      entry.texts.push(text);
    }
  }
  return [...byUrl.values()].map(({record, texts}) => ({record, text: texts.length ? texts.join(' ') : null}));
}

/** A document's searchable fields. The path's words let "quest tasks" find the Tasks page under Quests. */
export function toIndexed(
  {hierarchy, url_without_anchor: url}: Pick<DocSearchRecord, 'hierarchy' | 'url_without_anchor'>,
  text: string | null,
  id: number,
): IndexedRecord {
  return {
    id,
    section: hierarchy.lvl0 ?? '',
    path: new URL(url).pathname.split(/[/-]/).filter(Boolean).join(' '),
    title: hierarchy.lvl1 ?? '',
    headings: hierarchyLevels
      .slice(2)
      .map((level) => hierarchy[level])
      .filter(Boolean)
      .join(' '),
    content: text ?? '',
  };
}

function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export function buildShardIndex(documents: readonly SearchDocument[], siteUrl: string): ShardIndexFile {
  const miniSearch = new MiniSearch<IndexedRecord>(indexOptions);
  miniSearch.addAll(documents.map(({record, text}, id) => toIndexed(record, text, id)));
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
    record.url.startsWith(siteUrl) ? record.url.slice(siteUrl.length) : record.url,
    hierarchyLevels.map((level) => position(record.hierarchy[level])),
  ]);
  return {index: compactIndex(miniSearch.toJSON()), strings, documents: shardDocuments};
}

/** Consecutive documents, cut where a chunk's text reaches about `chunkCharacters`. */
export function chunkTexts(
  documents: readonly SearchDocument[],
  chunkCharacters: number,
): {first: number; texts: (string | null)[]}[] {
  const chunks: {first: number; texts: (string | null)[]}[] = [];
  let size = Infinity;
  documents.forEach(({text}, id) => {
    if (size >= chunkCharacters) {
      chunks.push({first: id, texts: []});
      size = 0;
    }
    chunks.at(-1)!.texts.push(text);
    size += text?.length ?? 0;
  });
  return chunks;
}

/** The manifest and the files to write beside it, each named by a hash of its content. */
export function buildShards(
  records: readonly DocSearchRecord[],
  siteUrl: string,
  chunkCharacters = defaultChunkCharacters,
): {manifest: Manifest; files: {name: string; content: string}[]} {
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
    const index = JSON.stringify(buildShardIndex(documents, siteUrl));
    const file = `${key}.${contentHash(index)}.json`;
    files.push({name: file, content: index});
    const text = chunkTexts(documents, chunkCharacters).map(({first, texts}, position) => {
      const content = JSON.stringify({texts} satisfies TextChunkFile);
      const name = `${key}.text-${position}.${contentHash(content)}.json`;
      files.push({name, content});
      return {file: name, first, count: texts.length};
    });
    shards.push({
      language: group[0]!.language,
      docusaurus_tag: group[0]!.docusaurus_tag,
      file,
      documents: documents.length,
      text,
    });
  }
  return {manifest: {version: 2, siteUrl, shards}, files};
}
