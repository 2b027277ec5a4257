/**
 * search_docs: the site's own search client (`createLocalSearchClient`, the
 * ranking the search box uses) over the site's index, on the docs' current
 * version, with results shaped for an assistant.
 */
import {
  createLocalSearchClient,
  hierarchyLevels,
  productPreference,
  type Hit,
  type Manifest,
  type SearchClient,
} from '@narrative-docs/search';
import {readCatalog, type Catalog} from './catalog';
import {sameProduct, UnknownProductError} from './products';
import {indexFiles} from './siteIndex';
import type {SiteSource} from './siteSource';

type SearchResult = {
  /** The page's title. */
  title: string;
  /** The heading of the matching section, or null when the match is the page's top. */
  section: string | null;
  /** The section's address, with its anchor. */
  url: string;
  pageUrl: string;
  product: string;
  /** About 30 words of the section's text around the match, or the section's path when it matched by its headings. */
  excerpt: string;
  /**
   * False when nothing in the docs matches the query closely: the result is
   * then one of the nearest topics (a page, by its first paragraph), not an
   * answer, and the docs may not cover what the query asks.
   */
  closeMatch: boolean;
  /** The same page in another product, which this result stands for too, when the reader's products are given. */
  alsoIn?: {product: string; url: string};
  /** On a withdrawn page: the earlier version it describes, and the page to read now. */
  withdrawn?: {version: string; replacement: {url: string; label: string}};
};

type SearchInput = {query: string; product?: string; products?: readonly string[]; limit: number};

export type DocsSearch = {search: (input: SearchInput) => Promise<SearchResult[]>};

/**
 * With a product filter, the results are read a page at a time until enough
 * are the product's: small pages, as each hit costs its highlights and
 * snippet, and at most 100 results down, below which results rarely answer.
 * (The local client cannot filter by product before it shapes the hits.)
 */
const filteredPageSize = 20;
const maxFilteredPages = 5;
const excerptWords = 30;

/** The docs' current version, the one llms.txt lists: pages outside the docs (`default`) and `docs-<plugin>-current`. */
function currentVersion(manifest: Manifest) {
  const shards = manifest.shards.filter(({docusaurus_tag: tag}) => tag === 'default' || /^docs-.+-current$/.test(tag));
  return {
    facetFilters: [shards.map(({docusaurus_tag: tag}) => `docusaurus_tag:${tag}`)],
    products: [...new Set(shards.flatMap(({sections}) => sections))].filter(Boolean),
  };
}

/**
 * A hit as a result; its product is its page's in llms.txt, the name every
 * tool takes and gives. `closeMatch` is false when the hits are the nearest
 * topics to a query nothing matches closely.
 */
function toResult(hit: Partial<Hit>, productOf: Catalog['productOf'], closeMatch: boolean): SearchResult {
  const hierarchy = hit.hierarchy!;
  const headings = hierarchyLevels.slice(2).flatMap((level) => hierarchy[level] ?? []);
  const snippet = hit._snippetResult?.content?.value;
  const excerpt = snippet === undefined ? [hierarchy.lvl1, ...headings].join(' › ') : snippet;
  return {
    title: hierarchy.lvl1 ?? '',
    section: headings.at(-1) ?? null,
    url: hit.url!,
    pageUrl: hit.url_without_anchor!,
    product: productOf(hit.url_without_anchor!) ?? hierarchy.lvl0 ?? '',
    excerpt: excerpt.replace(/\s+/g, ' ').trim(),
    closeMatch,
    ...(hit.alsoIn && {alsoIn: {product: productOf(hit.alsoIn.url) ?? hit.alsoIn.product, url: hit.alsoIn.url}}),
    ...(hit.withdrawn && {withdrawn: hit.withdrawn}),
  };
}

export function docsSearch(site: SiteSource): DocsSearch {
  let current: {key: string; client: SearchClient} | undefined;

  /**
   * The search client of the site's current index. The manifest is read for
   * each search, so a new build or deploy is searched as soon as it is there;
   * the client keeps the files it loaded (named by their content) as long as
   * the manifest stays the same.
   */
  function clientFor(manifest: Manifest): SearchClient {
    const key = `${manifest.siteUrl} ${manifest.shards.map(({hash}) => hash).join(' ')}`;
    if (current?.key !== key) {
      current = {key, client: createLocalSearchClient(indexFiles(site, manifest))};
    }
    return current.client;
  }

  return {
    async search({query, product, products: owned = [], limit}) {
      const {manifest, products, productOf} = await readCatalog(site);
      const version = currentVersion(manifest);
      const named = (name: string) => {
        const found = products.find((candidate) => sameProduct(candidate, name));
        if (found === undefined) {
          throw new UnknownProductError(name, products);
        }
        return found;
      };
      const wanted = product === undefined ? undefined : named(product);
      // The reader's products rank first, as the site's search box ranks them from the "My plugins" choice.
      const preference = productPreference(owned.map(named), null);
      const client = clientFor(manifest);
      const results: SearchResult[] = [];
      for (let page = 0; page < (wanted ? maxFilteredPages : 1) && results.length < limit; page += 1) {
        const {
          results: [response],
        } = await client
          .search({
            requests: [
              {
                indexName: 'docs',
                query,
                page,
                hitsPerPage: wanted ? filteredPageSize : limit,
                facetFilters: version.facetFilters,
                ...(preference.length > 0 && {optionalFilters: preference}),
                attributesToSnippet: [`content:${excerptWords}`],
                highlightPreTag: '',
                highlightPostTag: '',
                snippetEllipsisText: '…',
              },
            ],
          })
          // The client wraps a failed load for DocSearch's error screen; the cause says what failed.
          .catch((error: Error) => Promise.reject(error.name === 'RetryError' ? error.cause : error));
        const closeMatch = !response!.noCloseMatch;
        results.push(
          ...response!.hits
            .map((hit) => toResult(hit, productOf, closeMatch))
            .filter((result) => !wanted || result.product === wanted),
        );
        if (page + 1 >= response!.nbPages) {
          break;
        }
      }
      return results.slice(0, limit);
    },
  };
}
