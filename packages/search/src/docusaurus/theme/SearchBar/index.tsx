/**
 * The navbar's search: DocSearch's modal, unchanged, with the backend chosen
 * by the plugin's mode. In embedded mode the modal's search client is
 * replaced by the local one; in hosted mode DocSearch talks to the hosted
 * service itself. DocSearch, its styles and the local client load when the
 * reader first reaches for search (hover, focus, a shortcut), never with the
 * page: DocSearch ships its button and modal in one bundle, so the button
 * here is DocSearch's markup and styles without that bundle.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {escapedHits} from '../../../engine/escapedHits';
import {lazySearchClient} from '../../../engine/lazySearchClient';
import {useSearchShortcuts} from '../../client/searchShortcuts';
import {isExternal} from '../../client/resultUrl';
import {
  useFacetFilters,
  useProductPreference,
  useResultUrl,
  useSearchConfig,
  useSearchVersions,
  withPreference,
} from '../../client/useSearch';
import {withMarksInTitle} from '../../client/hitMarks';
import {withSnippetAsContent} from '../../client/storedHit';
import type {SearchClient, SearchGlobalData} from '../../../contract';
import MyPlugins from '../MyPlugins';
import SearchButton from './SearchButton';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

let DocSearchModal: typeof DocSearchModalType | null = null;

/** Loads the modal once; resolves to whether it is there (a reader offline may not get it). */
function loadModal(): Promise<boolean> {
  if (DocSearchModal) {
    return Promise.resolve(true);
  }
  return Promise.all([import('@docsearch/react'), import('@docsearch/css/dist/modal.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
      return true;
    },
    (error: unknown) => {
      console.warn('The search modal could not be loaded.', error);
      return false;
    },
  );
}

/**
 * A hit of the modal. DocSearch makes each hit an option of its listbox, which
 * the reader moves through with the arrow keys from the input, and Enter opens
 * (`navigator`); an option holds nothing focusable, so the hit is an anchor
 * without an address, which a click opens as a link does: in this tab, or in
 * a new one with a modifier key or the middle button.
 */
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): React.JSX.Element {
  const history = useHistory();
  const {externalUrlRegex} = useSearchConfig();
  const openHit = (event: React.MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      if (isExternal(hit.url, externalUrlRegex)) {
        window.location.href = hit.url;
      } else {
        history.push(hit.url);
      }
    }
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- no address, so no link: DocSearch's styles need the anchor.
    <a data-url={hit.url} onClick={openHit} onAuxClick={openHit}>
      {children}
    </a>
  );
}

function SeeAllResults({query, hits, onClose}: {query: string; hits: number; onClose: () => void}): ReactNode {
  const config = useSearchConfig();
  const {contextual, all} = useSearchVersions();
  // The search page searches the version the reader searched from; with a single version there is nothing to name.
  const parameters = new URLSearchParams({q: query, ...(all.length > 1 && {version: contextual.name})});
  return (
    <Link to={`/${config.searchPagePath}?${parameters}`} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: hits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The title of the group of hits that a query with no close match gets instead of answers. */
const noCloseMatchTitle = 'No close match · nearest topics';

/**
 * The client, with the hits of a response that found no close match (see
 * `SearchResponse.noCloseMatch`) grouped under a title that says so: the
 * modal groups hits by their product (lvl0), so the nearest topics show as
 * one group, in DocSearch's look, reached with its keys like any hits.
 */
function labelNoCloseMatch(client: SearchClient): SearchClient {
  return {
    ...client,
    async search(input) {
      const {results} = await client.search(input);
      return {
        results: results.map((response) =>
          response.noCloseMatch
            ? {
                ...response,
                hits: response.hits.map((hit) => ({
                  ...hit,
                  hierarchy: {...hit.hierarchy!, lvl0: noCloseMatchTitle},
                  _highlightResult: {
                    ...hit._highlightResult!,
                    hierarchy: {
                      ...hit._highlightResult?.hierarchy,
                      lvl0: {value: noCloseMatchTitle, matchLevel: 'none', matchedWords: []},
                    },
                  },
                })),
              }
            : response,
        ),
      };
    },
  };
}

/**
 * The props DocSearch needs for this site's backend: hosted credentials, or
 * the local client in their place. Either way its hits pass through
 * `escapedHits`, as DocSearch renders highlights and snippets as HTML, and
 * its requests carry the reader's product preference, read at each search:
 * DocSearch makes a new search session whenever its search parameters change.
 */
function useBackendProps(
  config: SearchGlobalData,
  preference: () => readonly string[],
): Pick<DocSearchModalProps, 'appId' | 'apiKey' | 'transformSearchClient'> {
  return useMemo(() => {
    if (config.mode === 'hosted') {
      // The hosted client's search takes and returns the contract's requests and responses; its types are Algolia's.
      return {
        appId: config.appId!,
        apiKey: config.apiKey!,
        transformSearchClient: (client) => escapedHits(withPreference(client as never, preference)) as never,
      };
    }
    const local = labelNoCloseMatch(escapedHits(withPreference(lazySearchClient(config.indexPath), preference)));
    // DocSearch builds a hosted client from these before handing it to transformSearchClient, which replaces it.
    return {appId: 'embedded', apiKey: 'embedded', transformSearchClient: () => local as never};
  }, [config, preference]);
}

/**
 * Searches the modal's query again, as if the reader typed it: DocSearch
 * offers no other way to refresh its results. React reads an input's change
 * from its value, so the value changes twice, back to the query.
 */
function searchAgain(container: HTMLElement): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input?.value) {
    return;
  }
  const query = input.value;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const value of [`${query} `, query]) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
}

/** The modal's footer, once DocSearch has rendered it in `container`. */
function useModalFooter(container: HTMLElement | null, isOpen: boolean): HTMLElement | null {
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!container || !isOpen) {
      setFooter(null);
      return undefined;
    }
    const find = () => {
      const found = container.querySelector<HTMLElement>('.DocSearch-Footer');
      if (found) {
        let slot = found.querySelector<HTMLElement>(':scope > .search-plugins-slot');
        if (!slot) {
          slot = document.createElement('div');
          slot.className = 'search-plugins-slot';
          found.append(slot);
        }
        setFooter(slot);
      }
      return found !== null;
    };
    if (find()) {
      return undefined;
    }
    const observer = new MutationObserver(() => find() && observer.disconnect());
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container, isOpen]);
  return footer;
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const history = useHistory();
  const facetFilters = useFacetFilters(config);
  const toResultUrl = useResultUrl(config);
  const preference = useProductPreference(config, {fromPage: true});
  const preferenceRef = useRef(preference);
  preferenceRef.current = preference;
  const readPreference = useCallback(() => preferenceRef.current, []);
  const backend = useBackendProps(config, readPreference);
  // DocSearch starts a new search session, with an empty query, whenever this object changes: keep it while its contents do.
  const searchParameters = useMemo(
    () => ({...config.searchParameters, facetFilters: facetFilters as string[]}),
    [config.searchParameters, facetFilters],
  );
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const footer = useModalFooter(container, isOpen);

  // A new choice of plugins ranks the results on screen anew.
  const preferenceKey = preference.join('\n');
  const searchedWith = useRef(preferenceKey);
  useEffect(() => {
    if (searchedWith.current !== preferenceKey) {
      searchedWith.current = preferenceKey;
      if (isOpen && container) {
        searchAgain(container);
      }
    }
  }, [container, isOpen, preferenceKey]);

  const prepare = useCallback(() => {
    if (config.mode === 'embedded') {
      lazySearchClient(config.indexPath).warmUp(config.indexName, facetFilters);
    }
    return loadModal();
  }, [config, facetFilters]);

  const open = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      containerRef.current.className = `search-modal search-modal--${config.mode}`;
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    setContainer(containerRef.current);
    prepare().then((loaded) => setIsOpen(loaded));
  }, [config.mode, prepare]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const typeInto = useCallback(
    (key: string) => {
      setInitialQuery(key);
      open();
    },
    [open],
  );

  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onTypeInto: typeInto, buttonRef});

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        if (isExternal(itemUrl, config.externalUrlRegex)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [config.externalUrlRegex, history],
  );

  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => withSnippetAsContent(withMarksInTitle({...item, url: toResultUrl(item.url)}))),
    [toResultUrl],
  );

  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => <SeeAllResults query={state.query} hits={Number(state.context.nbHits ?? 0)} onClose={close} />,
    [close],
  );

  return (
    <>
      {config.mode === 'hosted' && (
        <Head>
          {/* Lets the browser open the connection to the hosted service before the first query. */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} onClick={open} onFocus={prepare} onMouseOver={prepare} onTouchStart={prepare} />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            {...backend}
            indexName={config.indexName}
            placeholder={config.placeholder}
            searchParameters={searchParameters}
            maxResultsPerGroup={config.maxResultsPerGroup}
            disableUserPersonalization={config.disableUserPersonalization}
            insights={config.mode === 'hosted' && config.insights}
            getMissingResultsUrl={config.missingResultsUrl ? () => config.missingResultsUrl! : undefined}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={close}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooterComponent}
          />,
          container,
        )}
      {isOpen && footer && createPortal(<MyPlugins className="search-plugins--footer" />, footer)}
    </>
  );
}
