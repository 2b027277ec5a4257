/**
 * Components for bodies shared between a standalone product's page and its Pro
 * twin: links, names and passages that follow the doc they are rendered in
 * (its folder and its docs version), whatever address the reader typed.
 * Links go through @docusaurus/Link, so the build still checks every one.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {products, type ProductKey} from '@site/src/data/products';
import {productRootOf, resolveProductPath, type RenderedDoc} from './productRoot';

function useRenderedDoc(): RenderedDoc {
  const {id, permalink, slug} = useDoc().metadata;
  return {id, permalink, slug};
}

type ProductLinkProps = {
  /** Path below the product root, e.g. "quests/tasks/" or "items/functions#add-item". */
  to: string;
  /** Path below the Pro root when the Pro twin lives elsewhere. */
  pro?: string;
  children: ReactNode;
};

/** A link to a page of the current doc's product, in the same docs version. */
export function ProductLink({to, pro, children}: ProductLinkProps): ReactNode {
  const doc = useRenderedDoc();
  const path = pro !== undefined && productRootOf(doc.id)?.product === 'pro' ? pro : to;
  return <Link to={resolveProductPath(doc, path)}>{children}</Link>;
}

/** The current doc's product name as the reader sees it ("Pro", "Tales"). */
export function ProductName(): ReactNode {
  const product = productRootOf(useRenderedDoc().id)?.product;
  return products.find(({key}) => key === product)?.label ?? 'Narrative';
}

/** A passage shown only on the pages of the named product. Keep headings out: the table of contents lists them on every page. */
export function ProductOnly({product, children}: {product: ProductKey; children: ReactNode}): ReactNode {
  return productRootOf(useRenderedDoc().id)?.product === product ? children : null;
}
