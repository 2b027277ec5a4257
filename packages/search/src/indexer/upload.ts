/**
 * Pushes the build's DocSearch records to a hosted index, unchanged, with the
 * index settings DocSearch expects: the hierarchy and text searchable, the
 * facets contextual search filters on, and the crawler's ranking weights.
 */
import type {Algoliasearch, IndexSettings} from 'algoliasearch';
import {hierarchyLevels, type DocSearchRecord} from '../contract';

export const docSearchIndexSettings: IndexSettings = {
  searchableAttributes: [
    ...hierarchyLevels.map((level) => `unordered(hierarchy.${level})`),
    'unordered(description)',
    'unordered(keywords)',
    'unordered(defines)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
};

/** Replaces the index's records atomically: readers never see a half-updated index. */
export async function uploadRecords(
  client: Algoliasearch,
  indexName: string,
  records: readonly DocSearchRecord[],
): Promise<void> {
  await client.setSettings({indexName, indexSettings: docSearchIndexSettings});
  await client.replaceAllObjects({indexName, objects: [...records], batchSize: 1000});
}
