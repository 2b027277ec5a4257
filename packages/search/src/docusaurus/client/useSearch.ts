/** What the search bar and the search page share: the plugin's settings, the contextual filters, the backend and result URLs. */
import {useCallback, useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
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
