import type {SearchProduct} from '../contract';

/**
 * The top-level section of a page (DocSearch's lvl0), which the modal groups
 * results by and a query can be scoped to: the product it documents, else its
 * top sidebar category, else "General" for the pages at the root of the site.
 */
export function sectionOf(
  products: readonly SearchProduct[],
  pathname: string,
  breadcrumbs: readonly string[],
): string {
  const product = products.find(({to}) => pathname.startsWith(to));
  if (product) {
    return product.label;
  }
  const isCategoryIndex = pathname.endsWith('/') && breadcrumbs.length === 1;
  return breadcrumbs.length > 1 || isCategoryIndex ? breadcrumbs[0]! : 'General';
}
