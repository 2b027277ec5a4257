/**
 * Components for bodies shared between a standalone product's page and its Pro
 * twin: links, names and passages that follow the page they are rendered on.
 * Links go through @docusaurus/Link, so the build still checks every one.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {products} from '@site/src/data/products';
import {productRootOf, resolveProductPath, type ProductKey} from './productRoot';

function useSitePathname(): string {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return `/${pathname.slice(baseUrl.length)}`;
}

function useProduct(): ProductKey | undefined {
  return productRootOf(useSitePathname())?.product;
}

type ProductLinkProps = {
  /** Path below the product root, e.g. "quests/tasks/" or "items/functions#add-item". */
  to: string;
  /** Path below the Pro root when the Pro twin lives elsewhere. */
  pro?: string;
  children: ReactNode;
};

/** A link to a page of the reader's current product. */
export function ProductLink({to, pro, children}: ProductLinkProps): ReactNode {
  const pathname = useSitePathname();
  const path = pro !== undefined && productRootOf(pathname)?.product === 'pro' ? pro : to;
  return <Link to={resolveProductPath(pathname, path)}>{children}</Link>;
}

/** The current product's name as the reader sees it ("Pro", "Tales"). */
export function ProductName(): ReactNode {
  const product = useProduct();
  return products.find(({to}) => to === `/${product}/`)?.label ?? 'Narrative';
}

/** A passage shown only on the pages of the named product. Keep headings out: the table of contents lists them on every page. */
export function ProductOnly({product, children}: {product: ProductKey; children: ReactNode}): ReactNode {
  return useProduct() === product ? children : null;
}
