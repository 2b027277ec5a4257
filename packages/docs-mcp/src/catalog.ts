/**
 * The site's pages as llms.txt lists them, with the product each belongs to:
 * llms.txt names one section per product and one, General, for the pages
 * about them all, and those names are the products every tool takes and
 * returns. A search result's product is its page's section.
 */
import {parseLlmsTxt, routeOfMarkdownPath} from '@narrative-docs/llms-txt';
import type {Manifest, WithdrawnMark} from '@narrative-docs/search';
import {readManifest, opening} from './siteIndex';
import {siteHint, type SiteSource} from './siteSource';

export type CatalogPage = {
  title: string;
  /** The page's address on the site. */
  url: string;
  /** The address of its Markdown. */
  markdownUrl: string;
  /** The llms.txt section the page is listed in: its product, or General. */
  product: string;
  description: string;
  /** The route below the site's base path, such as `/tales/quests/branches`. */
  route: string;
  /** On a withdrawn page, as the search index marks it: the version it describes and the page to read now. */
  withdrawn?: WithdrawnMark;
};

export type Catalog = {
  manifest: Manifest;
  siteUrl: string;
  pages: CatalogPage[];
  /** The sections of llms.txt, in order: the names the tools take and return. */
  products: string[];
  /** The product of a page's address (with or without its anchor), by the listed page it is, or the one it is below. */
  productOf: (url: string) => string | undefined;
};

/** The last llms.txt read and what it gave: a search reads it each time, and it rarely changes. */
let parsed: {text: string; siteUrl: string; pages: CatalogPage[]} | undefined;

function pagesOf(llmsTxt: string, siteUrl: string): CatalogPage[] {
  if (parsed?.text !== llmsTxt || parsed.siteUrl !== siteUrl) {
    const pages = parseLlmsTxt(llmsTxt).flatMap(({title: product, pages}) =>
      pages.map(({title, markdownUrl, description}) => {
        const below = markdownUrl.startsWith(siteUrl)
          ? markdownUrl.slice(siteUrl.length)
          : new URL(markdownUrl).pathname;
        const route = routeOfMarkdownPath(below);
        return {title, url: siteUrl + route, markdownUrl, product, description, route};
      }),
    );
    parsed = {text: llmsTxt, siteUrl, pages};
  }
  return parsed.pages;
}

/** The pages, each withdrawn one with its mark from the search index's shards of the docs' current version. */
function withWithdrawnMarks(pages: CatalogPage[], {siteUrl, shards}: Manifest): CatalogPage[] {
  const marks = new Map<string, WithdrawnMark>();
  for (const {docusaurus_tag: tag, withdrawnPages} of shards) {
    if (tag === 'default' || /^docs-.+-current$/.test(tag)) {
      for (const [, path, version, replacementPath, label] of withdrawnPages) {
        marks.set(siteUrl + path, {version, replacement: {url: siteUrl + replacementPath, label}});
      }
    }
  }
  return pages.map((page) => {
    const withdrawn = marks.get(page.url);
    return withdrawn ? {...page, withdrawn} : page;
  });
}

/** The site's manifest and llms.txt, read afresh (from disk, or the HTTP source's cache). */
export async function readCatalog(site: SiteSource): Promise<Catalog> {
  const [manifest, llmsTxt] = await Promise.all([readManifest(site), site.read('llms.txt')]);
  if (llmsTxt === null) {
    throw new Error(
      `No llms.txt at ${site.location}: the server lists and reads the pages through ${site.addressOf('llms.txt')}, and the site was built without it.`,
    );
  }
  const {siteUrl} = manifest;
  const pages = withWithdrawnMarks(pagesOf(llmsTxt, siteUrl), manifest);
  if (pages.length === 0) {
    throw new Error(
      `${site.addressOf('llms.txt')} is not the docs' llms.txt (a Markdown list of the pages); it starts "${opening(llmsTxt)}". ${siteHint}`,
    );
  }
  const products = [...new Set(pages.map((page) => page.product))];
  const byRoute = new Map(pages.map((page) => [page.route, page.product]));
  return {
    manifest,
    siteUrl,
    pages,
    products,
    productOf(url) {
      const route = (url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url).replace(/[#?].*$/, '') || '/';
      // A page llms.txt does not list belongs where the nearest listed folder above it does (`/pro/` for `/pro/x`).
      for (let prefix = route; ; prefix = prefix.replace(/[^/]*\/?$/, '')) {
        const product = byRoute.get(prefix);
        if (product !== undefined || prefix === '/' || prefix === '') {
          return product;
        }
      }
    },
  };
}
