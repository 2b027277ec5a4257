/**
 * The search page (/search?q=...): every result of a query, grouped by
 * product and paged, from the same backend as the modal.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {hierarchyLevels, maxQueryLength, type Hit, type SearchRequest, type SearchResponse} from '../../../contract';
import {
  useFacetFilters,
  useProductPreference,
  useResultUrl,
  useSearchClient,
  useSearchConfig,
  useSearchVersions,
} from '../../client/useSearch';
import {hitMarks} from '../../client/hitMarks';
import MyPlugins from '../MyPlugins';
import styles from './styles.module.css';

const hitsPerPage = 20;

type PageState =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; response: SearchResponse};

/** A parameter of the address (`q`, `version`); empty until hydration, as the built page was rendered without one. */
function useUrlParameter(name: string): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const value = isBrowser ? (new URLSearchParams(location.search).get(name) ?? '') : '';
  const setValue = useCallback(
    (next: string) => {
      const search = new URLSearchParams(location.search);
      if (next) {
        search.set(name, next);
      } else {
        search.delete(name);
      }
      history.replace({...location, search: search.toString() ? `?${search}` : ''});
    },
    [history, location, name],
  );
  return [value, setValue];
}

/**
 * The docs version the page searches: the `version` parameter (the modal's
 * "See all" link names the version it searched), else the one the modal
 * would search; `undefined` while the docs have a single version.
 */
function useSearchedVersion(): {version?: GlobalVersion; all: GlobalVersion[]; setVersion: (name: string) => void} {
  const {contextual, all} = useSearchVersions();
  const [name, setVersion] = useUrlParameter('version');
  if (all.length <= 1) {
    return {all, setVersion};
  }
  return {version: all.find((candidate) => candidate.name === name) ?? contextual, all, setVersion};
}

function useSearchResults(query: string, page: number, version: string | undefined): [PageState, () => void] {
  const config = useSearchConfig();
  const client = useSearchClient(config);
  const facetFilters = useFacetFilters(config, version);
  const preference = useProductPreference(config, {fromPage: false});
  const [attempt, setAttempt] = useState(0);
  // The page shows "loading" until the answer to this request and attempt arrives.
  const request = useMemo<SearchRequest | null>(
    () =>
      query.trim()
        ? {
            indexName: config.indexName,
            query,
            page,
            hitsPerPage,
            facetFilters,
            ...(preference.length > 0 && {optionalFilters: preference}),
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          }
        : null,
    [config.indexName, facetFilters, preference, query, page],
  );
  const [answer, setAnswer] = useState<{request: SearchRequest; attempt: number; state: PageState} | null>(null);

  useEffect(() => {
    if (!request) {
      return undefined;
    }
    let current = true;
    client.search({requests: [request]}).then(
      ({results}) => current && setAnswer({request, attempt, state: {status: 'done', response: results[0]!}}),
      () => current && setAnswer({request, attempt, state: {status: 'error'}}),
    );
    return () => {
      current = false;
    };
  }, [client, request, attempt]);

  const answered = answer && answer.request === request && answer.attempt === attempt;
  const state: PageState = !request ? {status: 'idle'} : answered ? answer.state : {status: 'loading'};
  return [state, () => setAttempt((count) => count + 1)];
}

/** A highlight or snippet value, which `escapedHits` has escaped but for its <mark> tags. */
function Highlighted({html, as: Tag = 'span'}: {html: string; as?: 'span' | 'p'}): ReactNode {
  return <Tag dangerouslySetInnerHTML={{__html: html}} />;
}

function HitTitle({hit}: {hit: Partial<Hit>}): ReactNode {
  const levels = hierarchyLevels.slice(1).flatMap((level) => {
    const value = hit._highlightResult?.hierarchy[level]?.value;
    return value ? [value] : [];
  });
  return <Highlighted html={levels.join(' › ')} />;
}

const groupId = (section: string) => `search-group-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Results({response, toUrl}: {response: SearchResponse; toUrl: (url: string) => string}): ReactNode {
  const groups = new Map<string, Partial<Hit>[]>();
  for (const hit of response.hits) {
    const section = hit.hierarchy?.lvl0 ?? 'General';
    groups.set(section, [...(groups.get(section) ?? []), hit]);
  }
  return (
    <>
      {[...groups].map(([section, hits]) => (
        <section key={section} className={styles.group} aria-labelledby={groupId(section)}>
          <Heading as="h2" id={groupId(section)} className={styles.groupTitle}>
            {section}
          </Heading>
          <ol className={styles.hits}>
            {hits.map((hit) => (
              <li key={hit.objectID} className={styles.hit}>
                <Link to={toUrl(hit.url!)} className={styles.hitTitle}>
                  <HitTitle hit={hit} />
                </Link>
                {hitMarks(hit).map(({kind, text, to}) => (
                  <span key={kind} className={`${styles.mark} ${styles[kind]}`}>
                    {text}
                    {to && <Link to={toUrl(to.url)}>{to.label}</Link>}
                  </span>
                ))}
                {hit._snippetResult?.content && <Highlighted as="p" html={hit._snippetResult.content.value} />}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function Pagination({page, pages, onPage}: {page: number; pages: number; onPage: (page: number) => void}): ReactNode {
  if (pages <= 1) {
    return null;
  }
  return (
    <nav aria-label="Search result pages" className={styles.pagination}>
      <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

function Status({state, query, onRetry}: {state: PageState; query: string; onRetry: () => void}): ReactNode {
  switch (state.status) {
    case 'idle':
      return <p>Type a word, a feature or an identifier to search every page of the docs.</p>;
    case 'loading':
      return <p>Searching…</p>;
    case 'error':
      return (
        <div className={styles.error} role="alert">
          <p className={styles.errorTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    case 'done':
      if (state.response.noCloseMatch) {
        return (
          <p>
            No close match for <strong>“{query}”</strong>: the docs may not cover it. The nearest topics:
          </p>
        );
      }
      return state.response.nbHits === 0 ? (
        <p>
          No results for <strong>“{query}”</strong>.
        </p>
      ) : (
        <p>
          {state.response.nbHits === 1 ? '1 result' : `${state.response.nbHits} results`} for <strong>“{query}”</strong>
        </p>
      );
  }
}

function SearchPageContent(): ReactNode {
  const config = useSearchConfig();
  const toUrl = useResultUrl(config);
  const [query, setQuery] = useUrlParameter('q');
  const {version, all: versions, setVersion} = useSearchedVersion();
  // The page number belongs to its query and version: a new one starts at the first page.
  const [paging, setPaging] = useState({query, version, page: 0});
  const page = paging.query === query && paging.version === version ? paging.page : 0;
  const [state, retry] = useSearchResults(query, page, version?.name);
  const title = query ? `Search results for “${query}”` : 'Search the documentation';

  return (
    <>
      <Head>
        <title>{title}</title>
        <meta property="og:title" content={title} />
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search the docs
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.input}
            placeholder={config.placeholder}
            maxLength={maxQueryLength}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          {version && (
            <>
              <label htmlFor="search-page-version" className={styles.label}>
                Version
              </label>
              <select
                id="search-page-version"
                className={styles.version}
                value={version.name}
                onChange={(event) => setVersion(event.target.value)}>
                {versions.map(({name, label}) => (
                  <option key={name} value={name}>
                    {label}
                  </option>
                ))}
              </select>
            </>
          )}
          <MyPlugins className={`search-plugins--page ${styles.plugins}`} />
        </form>
        <div aria-live="polite" className={styles.status}>
          <Status state={state} query={query} onRetry={retry} />
        </div>
        {state.status === 'done' && (
          <>
            <Results response={state.response} toUrl={toUrl} />
            <Pagination
              page={page}
              pages={state.response.nbPages}
              onPage={(next) => setPaging({query, version, page: next})}
            />
          </>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // The layout provides the docs contexts that contextual search reads.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
