/**
 * Swizzled (ejected, safe): the stock not-found page only says the page is
 * missing. Ours keeps its title and text, then helps the reader on: a search
 * box that opens the search page and links to every product's docs.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {products} from '@site/src/data/products';
import {maxQueryLength} from '@narrative-docs/search';
import {useSearchConfig} from '@narrative-docs/search/docusaurus/client';
import styles from './styles.module.css';

function SearchForm(): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl(`/${useSearchConfig().searchPagePath}`);
  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('q')?.toString() ?? '';
        history.push(`${searchPage}?q=${encodeURIComponent(query)}`);
      }}>
      <label htmlFor="not-found-search">Search the docs</label>
      <div className={styles.searchRow}>
        <input id="not-found-search" name="q" type="search" maxLength={maxQueryLength} className={styles.input} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3 not-found-prose">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            We could not find a page at this address. It may have moved when the docs were reorganized: search for it,
            or start again from one of the products below.
          </p>
          <SearchForm />
          <Heading as="h2" className={styles.sectionsTitle}>
            Documentation by product
          </Heading>
          <ul>
            {products.map((product) => (
              <li key={product.to}>
                <Link to={product.to}>{product.label}</Link>: {product.pitch}
              </li>
            ))}
          </ul>
          <p>
            Or go back to the <Link to="/">introduction</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
