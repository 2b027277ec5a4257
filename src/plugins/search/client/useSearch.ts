/** What the search bar and the search page share: the plugin's settings, the contextual filters, the backend and result URLs. */
import {useCallback, useMemo} from 'react';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SearchGlobalData} from '../options';
import {normalizeFacetFilters, type FacetFilters} from './facetFilters';
import {lazySearchClient} from './lazySearchClient';
import type {LocalSearchClient} from './localSearchClient';
import {resultUrl} from './resultUrl';

export function useSearchConfig(): SearchGlobalData {
  return usePluginData('search') as SearchGlobalData;
}

/** DocSearch's contextual search: the current language and docs version, plus the configured filters. */
export function useFacetFilters(config: SearchGlobalData): FacetFilters {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  // A new array on every render: its contents decide whether the filters changed.
  const tags = useDocsContextualSearchTags().join('\n');
  return useMemo(() => {
    const configured = normalizeFacetFilters(config.searchParameters.facetFilters);
    if (!config.contextualSearch) {
      return configured;
    }
    const contextual = [`language:${currentLocale}`, [DEFAULT_SEARCH_TAG, ...tags.split('\n').filter(Boolean)].map((tag) => `docusaurus_tag:${tag}`)];
    return [...contextual, ...configured];
  }, [config, currentLocale, tags]);
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

/** The search page's backend: the embedded index, or the hosted service's client, loaded on first use. */
export function useSearchClient(config: SearchGlobalData): Pick<LocalSearchClient, 'search'> {
  return useMemo(() => {
    if (config.mode === 'embedded') {
      return lazySearchClient(config.indexPath);
    }
    const hosted = import('algoliasearch/lite').then(({liteClient}) => liteClient(config.appId!, config.apiKey!));
    return {
      search: async (input) => (await hosted).search(input as never) as never,
    };
  }, [config]);
}
