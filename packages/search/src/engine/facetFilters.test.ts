import {describe, expect, it} from 'vitest';
import {matchesFacetFilters} from './facetFilters';

const record = {language: 'en', docusaurus_tag: 'docs-default-current', version: ['current', 'next']};

describe('matchesFacetFilters', () => {
  it('passes everything without filters', () => {
    expect(matchesFacetFilters(record, undefined)).toBe(true);
    expect(matchesFacetFilters(record, [])).toBe(true);
  });

  it('ANDs the outer list and ORs an inner list, as contextual search sends them', () => {
    expect(
      matchesFacetFilters(record, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(record, ['language:fr', ['docusaurus_tag:docs-default-current']])).toBe(false);
    expect(matchesFacetFilters(record, ['language:en', ['docusaurus_tag:default']])).toBe(false);
  });

  it('matches any value of an array attribute', () => {
    expect(matchesFacetFilters(record, ['version:next'])).toBe(true);
  });

  it('excludes with a leading minus', () => {
    expect(matchesFacetFilters(record, ['language:-en'])).toBe(false);
    expect(matchesFacetFilters(record, ['language:-fr'])).toBe(true);
  });

  it('accepts a single string', () => {
    expect(matchesFacetFilters(record, 'language:en')).toBe(true);
  });

  it('does not match malformed filters or missing attributes', () => {
    expect(matchesFacetFilters(record, ['language'])).toBe(false);
    expect(matchesFacetFilters(record, ['product:pro'])).toBe(false);
  });
});
