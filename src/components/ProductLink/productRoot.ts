/**
 * Where a page's product starts in the URL. A shared body is imported by a
 * standalone product's page and by its Pro twin; its links name a path below
 * the product root, so each page's links lead to its own product's pages.
 */
export type ProductKey = 'common-ui' | 'interaction' | 'inventory' | 'navigator' | 'pro' | 'tales';

export type ProductRoot = {
  product: ProductKey;
  /** URL prefix the shared paths are resolved against, with both slashes. */
  root: string;
};

// Longest prefix first: Pro bundles Interaction, Inventory and Navigator under
// their own folders, while Tales' features sit directly under /pro/.
const roots: readonly ProductRoot[] = [
  {product: 'pro', root: '/pro/interaction/'},
  {product: 'pro', root: '/pro/inventory/'},
  {product: 'pro', root: '/pro/navigator/'},
  {product: 'pro', root: '/pro/'},
  {product: 'common-ui', root: '/common-ui/'},
  {product: 'interaction', root: '/interaction/'},
  {product: 'inventory', root: '/inventory/'},
  {product: 'navigator', root: '/navigator/'},
  {product: 'tales', root: '/tales/'},
];

/** The product root of a site-relative pathname (base URL already removed), or undefined outside the products. */
export function productRootOf(pathname: string): ProductRoot | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return roots.find(({root}) => withSlash.startsWith(root));
}

/** Resolves a path written below the product root ("quests/tasks/", "#anchor" kept) for the page at `pathname`. */
export function resolveProductPath(pathname: string, to: string): string {
  const found = productRootOf(pathname);
  if (!found) {
    throw new Error(
      `ProductLink to "${to}" is used on ${pathname}, which belongs to no product. Use a Markdown link to the file instead.`,
    );
  }
  return found.root + to.replace(/^\//, '');
}
