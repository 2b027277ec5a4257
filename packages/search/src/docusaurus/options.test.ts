import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import type {SearchPluginOptions} from '../contract';
import {searchModeOf, validateOptions} from './options';

/** The options as Docusaurus validates them when the site loads. */
const normalizeSearchOptions = (options: Partial<SearchPluginOptions>) =>
  validateOptions({validate: normalizePluginOptions, options});

describe('validateOptions', () => {
  it("defaults to the embedded index with the spec's settings", () => {
    const options = normalizeSearchOptions({});
    expect(options).toMatchObject({
      indexName: 'narrative',
      contextualSearch: true,
      searchPagePath: 'search',
      placeholder: 'Search docs',
      replaceSearchResultPathname: {from: '/docs/', to: '/'},
      disableUserPersonalization: false,
      insights: false,
    });
    expect(searchModeOf(options)).toBe('embedded');
  });

  it('switches to hosted DocSearch when both an application id and a key are given', () => {
    expect(searchModeOf(normalizeSearchOptions({appId: 'APP', apiKey: 'key'}))).toBe('hosted');
  });

  it("fails with the hosted client's messages when one credential is missing", () => {
    expect(() => normalizeSearchOptions({apiKey: 'key'})).toThrow('`appId` is missing.');
    expect(() => normalizeSearchOptions({appId: 'APP'})).toThrow('`apiKey` is missing.');
  });

  it('says which option is wrong', () => {
    expect(() => normalizeSearchOptions({maxResultsPerGroup: 0})).toThrow(/maxResultsPerGroup/);
    expect(() => normalizeSearchOptions({missingResultsUrl: 'not a url'})).toThrow(/missingResultsUrl/);
    expect(() => normalizeSearchOptions({products: [{label: 'Tales', to: 'tales/'}]})).toThrow(/products/);
  });

  it('takes the products that name the sections from the site', () => {
    expect(normalizeSearchOptions({}).products).toEqual([]);
    expect(normalizeSearchOptions({products: [{label: 'Tales', to: '/tales/'}]}).products).toEqual([
      {label: 'Tales', to: '/tales/'},
    ]);
  });
});
