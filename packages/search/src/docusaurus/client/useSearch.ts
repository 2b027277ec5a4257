/** What the search bar and the search page share: the plugin's settings, the contextual filters, the backend and result URLs. */
import {useCallback, useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {
  getDocsVersionSearchTag,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {FacetFilters, SearchClient, SearchGlobalData} from '../../contract';
import {escapedHits} from '../../engine/escapedHits';
import {normalizeFacetFilters} from '../../engine/facetFilters';
import {lazySearchClient} from '../../engine/lazySearchClient';
import {productPreference} from '../../engine/optionalFilters';
import {useMyPlugins} from './myPlugins';
import {resultUrl} from './resultUrl';

/** The start of the docs plugin's version tags ("docs-default-1.0"). */
const docsTagPrefix = getDocsVersionSearchTag('default', '');

export function useSearchConfig(): SearchGlobalData {
  return usePluginData('search') as SearchGlobalData;
}

/**
 * The docs versions a reader can search: the one search follows from here (the
 * page's version, else the reader's preferred one, else the latest), and all of
 * them, newest first, Next included.
 */
export function useSearchVersions(): {contextual: GlobalVersion; all: GlobalVersion[]} {
  const [contextual] = useDocsVersionCandidates();
  return {contextual, all: useVersions(undefined)};
}

/**
 * DocSearch's contextual search: the current language and docs version, plus
 * the configured filters. `version` names another docs version to search (the
 * search page's choice).
 */
export function useFacetFilters(config: SearchGlobalData, version?: string): FacetFilters {
  // The current language, and the docs tags of the page ("default" included), as DocSearch's own search bar reads them.
  const {locale, tags: contextualTags} = useContextualSearchFilters();
  const tagList = (contextualTags as string[]).map((tag) =>
    version && tag.startsWith(docsTagPrefix) ? getDocsVersionSearchTag('default', version) : tag,
  );
  // A new array on every render: its contents decide whether the filters changed.
  const tags = tagList.join('\n');
  return useMemo(() => {
    const configured = normalizeFacetFilters(config.searchParameters.facetFilters);
    if (!config.contextualSearch) {
      return configured;
    }
    const contextual = [`language:${locale}`, tags.split('\n').map((tag) => `docusaurus_tag:${tag}`)];
    return [...contextual, ...configured];
  }, [config, locale, tags]);
}

/**
 * The optional filters that rank the reader's products first: the plugins
 * they chose, else, with `fromPage`, the product of the page they search
 * from; none on a page of no product with nothing chosen.
 */
export function useProductPreference(config: SearchGlobalData, {fromPage}: {fromPage: boolean}): string[] {
  const [owned] = useMyPlugins(config.products.map(({label}) => label));
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const pageProduct = fromPage
    ? (config.products.find(({to}) => pathname.startsWith(withBaseUrl(to)))?.label ?? null)
    : null;
  const key = owned.join('\n');
  return useMemo(() => productPreference(key ? key.split('\n') : [], pageProduct), [key, pageProduct]);
}

/** The client, with the reader's product preference (read at each search) added to every request. */
export function withPreference(client: SearchClient, preference: () => readonly string[]): SearchClient {
  return {
    ...client,
    search: (input) => {
      const optionalFilters = preference();
      return client.search(
        optionalFilters.length === 0
          ? input
          : {requests: input.requests.map((request) => ({...request, optionalFilters: [...optionalFilters]}))},
      );
    },
  };
}

export function useResultUrl(config: SearchGlobalData): (url: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback(
    (url: string) =>
      resultUrl(url, {
        externalUrlRegex: config.externalUrlRegex,
        replaceSearchResultPathname: config.replaceSearchResultPathname,
        withBaseUrl,
      }),
    [config, withBaseUrl],
  );
}

/**
 * The search page's backend: the embedded index, or the hosted service's
 * client, loaded on first use; its hits escaped for rendering as HTML.
 */
export function useSearchClient(config: SearchGlobalData): SearchClient {
  return useMemo(() => {
    if (config.mode === 'embedded') {
      return escapedHits(lazySearchClient(config.indexPath));
    }
    const hosted = import('algoliasearch/lite').then(({liteClient}) => liteClient(config.appId!, config.apiKey!));
    return escapedHits({
      search: async (input) => (await hosted).search(input as never) as never,
    });
  }, [config]);
}
