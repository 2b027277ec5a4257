/** get_page and list_pages: the pages llms.txt lists, and the Markdown the build wrote beside each. */
import {markdownPathOf, parseLlmsTxt, routeOfMarkdownPath} from '@narrative-docs/llms-txt';
import {findRoute, pagePathOf} from './pageAddress';
import {sameProduct, UnknownProductError} from './products';
import {readManifest} from './siteIndex';
import type {SiteSource} from './siteSource';

type DocsPage = {
  title: string;
  /** The page's address on the site. */
  url: string;
  /** The address of its Markdown. */
  markdownUrl: string;
  /** The llms.txt section the page is listed in: its product, or "Start here", "Roadmap". */
  product: string;
  description: string;
  /** The route below the site's base path, such as `/tales/quests/branches`. */
  route: string;
};

/** An address that names no page; `path` is what it named, for suggestions. */
export class UnknownPageError extends Error {
  constructor(
    address: string,
    readonly path: string,
  ) {
    super(`No page at "${address}".`);
  }
}

export type DocsPages = {
  list: (product?: string) => Promise<DocsPage[]>;
  read: (address: string) => Promise<DocsPage & {markdown: string}>;
};

export function docsPages(site: SiteSource): DocsPages {
  async function all(): Promise<{siteUrl: string; pages: DocsPage[]}> {
    const [{siteUrl}, llmsTxt] = await Promise.all([readManifest(site), site.read('llms.txt')]);
    if (llmsTxt === null) {
      throw new Error(`No llms.txt at ${site.location}: the site was built without its Markdown pages.`);
    }
    const pages = parseLlmsTxt(llmsTxt).flatMap(({title: product, pages}) =>
      pages.map(({title, markdownUrl, description}) => {
        const below = markdownUrl.startsWith(siteUrl)
          ? markdownUrl.slice(siteUrl.length)
          : new URL(markdownUrl).pathname;
        const route = routeOfMarkdownPath(below);
        return {title, url: siteUrl + route, markdownUrl, product, description, route};
      }),
    );
    return {siteUrl, pages};
  }

  return {
    async list(product) {
      const {pages} = await all();
      if (product === undefined) {
        return pages;
      }
      const selected = pages.filter((page) => sameProduct(page.product, product));
      if (selected.length === 0) {
        throw new UnknownProductError(product, [...new Set(pages.map((page) => page.product))]);
      }
      return selected;
    },

    async read(address) {
      const {siteUrl, pages} = await all();
      const named = pagePathOf(address, {siteUrl, sourceUrl: site.url});
      if ('error' in named) {
        throw new Error(named.error);
      }
      const route = findRoute(
        named.path,
        pages.map((page) => page.route),
      );
      const page = pages.find((candidate) => candidate.route === route);
      if (!page) {
        throw new UnknownPageError(address, named.path);
      }
      const markdown = await site.read(markdownPathOf(page.route));
      if (markdown === null) {
        throw new Error(`${page.markdownUrl} is listed in llms.txt but missing from ${site.location}.`);
      }
      return {...page, markdown};
    },
  };
}
