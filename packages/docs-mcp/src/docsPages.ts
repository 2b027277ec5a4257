/** get_page and list_pages: the pages llms.txt lists, and the Markdown the build wrote beside each. */
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {readCatalog, type CatalogPage} from './catalog';
import {findRoute, pagePathOf} from './pageAddress';
import {sameProduct, UnknownProductError} from './products';
import type {SiteSource} from './siteSource';

type DocsPage = CatalogPage;

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
  return {
    async list(product) {
      const {pages, products} = await readCatalog(site);
      if (product === undefined) {
        return pages;
      }
      const wanted = products.find((name) => sameProduct(name, product));
      if (wanted === undefined) {
        throw new UnknownProductError(product, products);
      }
      return pages.filter((page) => page.product === wanted);
    },

    async read(address) {
      const {siteUrl, pages} = await readCatalog(site);
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
