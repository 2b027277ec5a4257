/**
 * Where a page's product starts. A shared body is imported by a standalone
 * product's page and by its Pro twin; its links name a path below the product
 * root, so each page's links lead to its own product's pages, in its own docs
 * version and under the site's base URL.
 */
import {products, type ProductKey} from '@site/src/data/products';

export type ProductRoot = {
  product: ProductKey;
  /** Folder of the docs, and path below the version's root, that the shared paths are resolved against, with both slashes. */
  root: string;
};

// Longest first, so that a Pro sub-root (/pro/inventory/) wins over /pro/.
const roots: readonly ProductRoot[] = products
  .flatMap((product): ProductRoot[] =>
    ['subRoots' in product ? product.subRoots : [], product.to].flat().map((root) => ({product: product.key, root})),
  )
  .sort((a, b) => b.root.length - a.root.length);

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
