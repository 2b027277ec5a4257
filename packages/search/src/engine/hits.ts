/**
 * Hit shaping: a ranked document as the hosted service returns it, with its
 * highlights and snippets and only the attributes the request retrieves.
 */
import {hierarchyLevels, type DocumentChunkFile, type Hierarchy, type Hit} from '../contract';
import {levelOf} from '../scoring';
import {highlight, snippet, type QueryMatch} from './highlight';

export type HitOptions = {
  match: QueryMatch;
  tags: {preTag: string; postTag: string};
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl1`…). */
  snippets: Map<string, number>;
  ellipsis: string;
};

export function clampInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/** `attributesToSnippet` (`['content:10']`) as words per attribute. */
export function snippetSpec(attributes: readonly string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((attribute) => {
      const [name = '', count] = attribute.split(':');
      return [name, clampInteger(count, 10, 1, 100)];
    }),
  );
}

/** The hit with only the attributes asked for (`attributesToRetrieve`), and always its id, highlights, snippets and marks. */
export function retrieve<T extends Record<string, unknown>>(
  hit: T,
  attributes: readonly string[] | undefined,
): Partial<T> {
  if (!attributes || attributes.includes('*')) {
    return hit;
  }
  // What the embedded index says of a hit beyond the hosted service's attributes goes with it whatever is retrieved.
  const wanted = new Set([
    'objectID',
    '_highlightResult',
    '_snippetResult',
    'alsoIn',
    'withdrawn',
    ...attributes.map((attribute) => attribute.split('.')[0]!),
  ]);
  return Object.fromEntries(Object.entries(hit).filter(([key]) => wanted.has(key))) as Partial<T>;
}

/**
 * A hit in the hosted service's shape. As in a crawled index, a page's top
 * section is a `lvl1` hit and a heading's section a `lvlN` hit; a section that
 * matched only by its text is a `content` hit. DocSearch files `content` hits
 * under the page's `lvl1` hit, which is what it saves to recent searches.
 */
export function toHit(
  {documents, strings}: DocumentChunkFile,
  /** The document's position in its chunk. */
  id: number,
  {text: content, onlyContent}: {text: string | null; onlyContent: boolean},
  siteUrl: string,
  {match, tags, snippets, ellipsis}: HitOptions,
): Hit {
  const [objectID, path, levels] = documents[id]!;
  const url = /^https?:/.test(path) ? path : siteUrl + path;
  const hash = url.indexOf('#');
  const hierarchy = Object.fromEntries(
    hierarchyLevels.map((level, index) => [level, levels[index]! >= 0 ? strings[levels[index]!]! : null]),
  ) as Hierarchy;
  const hit: Hit = {
    objectID,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    type: levelOf(levels) !== 'lvl1' && onlyContent ? 'content' : levelOf(levels),
    hierarchy,
    content,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {},
  };
  for (const level of hierarchyLevels) {
    const text = hierarchy[level];
    if (text === null) {
      continue;
    }
    hit._highlightResult.hierarchy[level] = highlight(text, match, tags);
    const words = snippets.get(`hierarchy.${level}`);
    if (words) {
      (hit._snippetResult.hierarchy ??= {})[level] = snippet(text, match, words, {...tags, ellipsis});
    }
  }
  if (content !== null) {
    hit._highlightResult.content = highlight(content, match, tags);
    const words = snippets.get('content');
    if (words) {
      hit._snippetResult.content = snippet(content, match, words, {...tags, ellipsis});
    }
  }
  return hit;
}
