/**
 * Where a page's product starts. A shared body is imported by a standalone
 * product's page and by its Pro twin; its links name a path below the product
 * root, so each page's links lead to its own product's pages, in its own docs
 * version and under the site's base URL.
 */
export type ProductKey = 'common-ui' | 'interaction' | 'inventory' | 'navigator' | 'pro' | 'tales';

export type ProductRoot = {
  product: ProductKey;
  /** Folder of the docs, and path below the version's root, that the shared paths are resolved against, with both slashes. */
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

/** The page a shared body is rendered on, as the docs plugin describes it. */
export type RenderedDoc = {
  /** The doc's id: its path below the docs folder, without extension ("pro/inventory/items/index"). */
  id: string;
  /** The doc's address, with the base URL and the version's path ("/narrative/next/pro/inventory/items/"). */
  permalink: string;
  /** The doc's path below its version's root ("/pro/inventory/items/"). */
  slug: string;
};

/** The product root of a doc, from its id (the folders it sits in), or undefined outside the products. */
export function productRootOf(docId: string): ProductRoot | undefined {
  const folders = `/${docId.slice(0, docId.lastIndexOf('/') + 1)}`;
  return roots.find(({root}) => folders.startsWith(root));
}

/** Resolves a path written below the product root ("quests/tasks/", "#anchor" kept) for the doc being rendered. */
export function resolveProductPath(doc: RenderedDoc, to: string): string {
  const found = productRootOf(doc.id);
  if (!found) {
    throw new Error(
      `ProductLink to "${to}" is used in the doc "${doc.id}", which belongs to no product. Use a Markdown link to the file instead.`,
    );
  }
  // The permalink ends with the slug; what comes before is the base URL and the version's path.
  const versionRoot = doc.permalink.slice(0, doc.permalink.length - doc.slug.length);
  return versionRoot + found.root + to.replace(/^\//, '');
}
