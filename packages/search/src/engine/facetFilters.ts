/**
 * Algolia facet filters over plain objects: the outer list is AND, an inner
 * list is OR, `attribute:value` matches and `attribute:-value` excludes.
 * DocSearch's contextual search sends `["language:en", ["docusaurus_tag:default", ...]]`.
 */
import type {FacetFilters} from '../contract';

type Facets = Record<string, unknown>;

function matchesOne(facets: Facets, filter: string): boolean {
  const separator = filter.indexOf(':');
  if (separator < 0) {
    return false;
  }
  const attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) {
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const actual = facets[attribute];
  const values = Array.isArray(actual)
    ? actual.map(String)
    : actual === undefined || actual === null
      ? []
      : [String(actual)];
  return values.includes(value) !== negated;
}

export function normalizeFacetFilters(filters: FacetFilters | undefined): (readonly string[])[] {
  if (filters === undefined) {
    return [];
  }
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (typeof entry === 'string' ? [entry] : entry));
}

export function matchesFacetFilters(facets: Facets, filters: FacetFilters | undefined): boolean {
  return normalizeFacetFilters(filters).every((anyOf) => anyOf.some((filter) => matchesOne(facets, filter)));
}
