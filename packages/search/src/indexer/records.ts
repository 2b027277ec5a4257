/**
 * Turns a built page into DocSearch records: the schema the DocSearch
 * crawler writes, so the same file can be pushed to a hosted index.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {namePairs} from './namePairs';
import {
  hierarchyLevels,
  pageRankMeta,
  successorRelation,
  withdrawnMeta,
  type DocSearchRecord,
  type Hierarchy,
  type RecordType,
  type WithdrawnMark,
} from '../contract';

export type PageInput = {
  html: string;
  /** Path of the page on the site, e.g. `/tales/quests/`. */
  pathname: string;
  /** Origin the records' absolute URLs start with, e.g. `https://docs.example.com`. */
  siteUrl: string;
  /** Names the top-level section of a page (lvl0) from its path and its breadcrumbs (home left out). */
  sectionOf: (pathname: string, breadcrumbs: string[]) => string;
  /** DocSearch's page rank of the page, unless it states its own (`pageRankMeta`); 0 by default. */
  pageRank?: number;
};

const headingLevels = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;
const levelWeight: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Markup that is not the page's own text: navigation, anchors, buttons, code and diagrams. */
const ignored = 'nav, .hash-link, button, pre, svg, script, style, .theme-doc-toc-mobile';

const defaultAdmonitionTitles = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

const normalize = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function ownText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find(`${ignored}, ul, ol, p, table, .theme-admonition`).remove();
  return normalize(copy.text());
}

function rowCells($: CheerioAPI, row: Element): string[] {
  return $(row)
    .children('td')
    .toArray()
    .map((cell) => normalize($(cell).clone().find(ignored).remove().end().text()))
    .filter(Boolean);
}

/** Whether a list item's first content is a link to another page. */
function pointsElsewhere($: CheerioAPI, item: Element): boolean {
  const first = item.children.find((child) => child.type !== 'text' || child.data.trim() !== '');
  const href = first?.type === 'tag' && first.tagName === 'a' ? ($(first).attr('href') ?? '') : '';
  return href !== '' && !href.startsWith('#');
}

function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="docsearch:${name}"]`).attr('content');
}

/** The version a withdrawn page describes and its replacement, as its head states them; undefined on a current page. */
function withdrawnMarkOf($: CheerioAPI, pageUrl: string): WithdrawnMark | undefined {
  const version = normalize($(`meta[name="${withdrawnMeta}"]`).attr('content') ?? '');
  const successor = $(`link[rel="${successorRelation}"]`).first();
  const href = successor.attr('href');
  if (!version || !href) {
    return undefined;
  }
  return {version, replacement: {url: new URL(href, pageUrl).href, label: normalize(successor.attr('title') ?? '')}};
}

function breadcrumbsOf($: CheerioAPI): string[] {
  return $('nav[aria-label="Breadcrumbs"] .breadcrumbs__item')
    .toArray()
    .map((item) => normalize($(item).text()))
    .filter(Boolean);
}

/** A built page's breadcrumbs, home left out: its sidebar categories, then its own label. */
export function pageBreadcrumbs(html: string): string[] {
  return breadcrumbsOf(load(html));
}

/**
 * Gives pages that share a title in one product and docs version ("Functions"
 * of the Inventory component, of items, of equipment) distinct titles in
 * their records, as their breadcrumbs tell them apart: the category above the
 * page, then the title ("Items › Functions"). A reader who sees a result sees
 * which page it is; pages of different products keep their titles, as a
 * product's name groups them.
 */
export function distinctTitles(pages: readonly {records: DocSearchRecord[]; breadcrumbs: readonly string[]}[]): void {
  const keyOf = ({language, docusaurus_tag: tag, hierarchy}: DocSearchRecord) =>
    [language, tag, hierarchy.lvl0, hierarchy.lvl1].join('\n');
  const counts = new Map<string, number>();
  for (const {records} of pages) {
    const key = records[0] && keyOf(records[0]);
    if (key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const {records, breadcrumbs} of pages) {
    const title = records[0]?.hierarchy.lvl1;
    if (!title || counts.get(keyOf(records[0]!))! < 2) {
      continue;
    }
    // The category above the page: the breadcrumb before its own, which names it by its sidebar label.
    const parent = breadcrumbs.slice(0, -1).at(-1);
    if (parent && parent !== title && parent !== records[0]!.hierarchy.lvl0) {
      for (const record of records) {
        record.hierarchy.lvl1 = `${parent} › ${title}`;
      }
    }
  }
}

export function extractRecords({
  html,
  pathname,
  siteUrl,
  sectionOf,
  pageRank: ruleRank = 0,
}: PageInput): DocSearchRecord[] {
  const $ = load(html);
  const ownRank = Number.parseFloat($(`meta[name="${pageRankMeta}"]`).attr('content') ?? '');
  const pageRank = Number.isFinite(ownRank) ? ownRank : ruleRank;
  const language = metaContent($, 'language') ?? $('html').attr('lang') ?? 'en';
  const docusaurusTag = metaContent($, 'docusaurus_tag') ?? 'default';
  const article: Cheerio<AnyNode> = $('article').first().length ? $('article').first() : $('main').first();
  const title =
    normalize(article.find('h1').first().text()) ||
    normalize(
      $('title')
        .text()
        .replace(/ \| .*$/, ''),
    );
  if (!title) {
    return [];
  }
  const breadcrumbs = breadcrumbsOf($);
  const hierarchy = Object.fromEntries(hierarchyLevels.map((level) => [level, null])) as Hierarchy;
  hierarchy.lvl0 = sectionOf(pathname, breadcrumbs);
  hierarchy.lvl1 = title;
  const description = normalize($('meta[name="description"]').attr('content') ?? '');
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(normalize).filter(Boolean);
  const pageUrl = new URL(pathname, siteUrl).href;
  const withdrawn = withdrawnMarkOf($, pageUrl);
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null, element?: Element, defines?: string) => {
    const position = records.length;
    const aliases = element ? namePairs($, element) : [];
    records.push({
      objectID: `${pathname}#${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {level: levelWeight[type], position, pageRank},
      ...(aliases.length > 0 ? {aliases} : {}),
      ...(defines ? {defines} : {}),
      ...(withdrawn ? {withdrawn} : {}),
    });
  };

  push('lvl1', null);
  if (description) {
    records[0]!.description = description;
  }
  if (keywords.length > 0) {
    records[0]!.keywords = keywords;
  }
  const blocks = article
    .find(`${headingLevels.join(', ')}, p, li, tr, .theme-admonition`)
    .not(article.find(ignored).find('*'));
  blocks.each((_, element) => {
    const tag = element.tagName.toLowerCase();
    if ((headingLevels as readonly string[]).includes(tag)) {
      const depth = Number(tag.slice(1));
      const text = normalize($(element).clone().find(ignored).remove().end().text());
      if (!text) {
        return;
      }
      for (const level of hierarchyLevels.slice(depth)) {
        hierarchy[level] = null;
      }
      hierarchy[`lvl${depth}` as keyof Hierarchy] = text;
      anchor = $(element).attr('id') ?? anchor;
      push(`lvl${depth}` as RecordType, null, element);
      return;
    }
    // A list item that opens with a link to another page points there ("Related pages"): its words are that page's.
    if (tag === 'li' && pointsElsewhere($, element)) {
      return;
    }
    const cells = tag === 'tr' ? rowCells($, element) : null;
    const text = cells ? cells.join(' – ') : ownText($, element);
    // An admonition's own text is its title; the default titles ("tip", "warning") say nothing.
    if (text && !(tag === 'div' && defaultAdmonitionTitles.has(text.toLowerCase()))) {
      // A table row describes what its first cell names: a property, a function, a pin.
      push('content', text, element, cells && cells.length > 1 ? cells[0] : undefined);
    }
  });
  return records;
}
