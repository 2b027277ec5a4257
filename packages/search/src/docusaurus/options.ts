/**
 * Options of the search plugin, validated when the site loads. Without a
 * hosted application id and key, search answers from the embedded index;
 * with both, the same modal and page ask the hosted DocSearch service.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {SearchMode, SearchPluginOptions} from '../contract';

const schema = Joi.object<SearchPluginOptions>({
  // Docusaurus adds the plugin instance's id to every plugin's options.
  id: Joi.string(),
  products: Joi.array()
    .items(Joi.object({label: Joi.string().required(), to: Joi.string().pattern(/^\//).required()}))
    .default([]),
  pageRanks: Joi.array()
    .items(Joi.object({path: Joi.string().required(), pageRank: Joi.number().required()}))
    .default([]),
  appId: Joi.string().allow(''),
  apiKey: Joi.string().allow(''),
  indexName: Joi.string().default('narrative'),
  contextualSearch: Joi.boolean().default(true),
  searchPagePath: Joi.string().default('search'),
  placeholder: Joi.string().default('Search docs'),
  searchParameters: Joi.object({
    facetFilters: Joi.array().items(Joi.alternatives().try(Joi.string(), Joi.array().items(Joi.string()))),
  })
    .unknown()
    .default({}),
  maxResultsPerGroup: Joi.number().integer().min(1),
  disableUserPersonalization: Joi.boolean().default(false),
  insights: Joi.boolean().default(false),
  externalUrlRegex: Joi.string(),
  replaceSearchResultPathname: Joi.object({from: Joi.string().required(), to: Joi.string().required()}).default({
    from: '/docs/',
    to: '/',
  }),
  missingResultsUrl: Joi.string().uri(),
});

/** Hosted mode needs both credentials; naming either one asks for hosted mode. */
export function searchModeOf({appId, apiKey}: Pick<SearchPluginOptions, 'appId' | 'apiKey'>): SearchMode {
  if (!appId && !apiKey) {
    return 'embedded';
  }
  if (!appId) {
    throw new Error('`appId` is missing.');
  }
  if (!apiKey) {
    throw new Error('`apiKey` is missing.');
  }
  return 'hosted';
}

/**
 * Docusaurus's hook for a plugin's options: the options with their defaults,
 * or an error that says which option is wrong and why, before any plugin loads.
 */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchPluginOptions> | undefined, SearchPluginOptions>): SearchPluginOptions {
  const value = validate(schema, options ?? {});
  searchModeOf(value);
  return value;
}
