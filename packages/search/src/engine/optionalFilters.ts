/**
 * Algolia's optional filters, for the products a reader prefers: a record that
 * matches one ranks above the records that match none, and among them by the
 * filter's score (`hierarchy.lvl0:Tales<score=2>`; 1 without one). Hosted
 * DocSearch takes the same parameter, so the modal asks both backends alike.
 * The embedded index reads filters on `hierarchy.lvl0`, the product, only.
 */
import type {FacetFilters} from '../contract';
import {normalizeFacetFilters} from './facetFilters';

const productFilter = /^hierarchy\.lvl0:(.+?)(?:<score=(\d+)>)?$/;

/** The score of each product the filters prefer, by its label; the best score where several filters name it. */
export function preferredProducts(filters: FacetFilters | undefined): Map<string, number> {
  const scores = new Map<string, number>();
  for (const filter of normalizeFacetFilters(filters).flat()) {
    const [, product, score] = productFilter.exec(filter) ?? [];
    if (product !== undefined) {
      scores.set(product, Math.max(scores.get(product) ?? 0, score === undefined ? 1 : Number(score)));
    }
  }
  return scores;
}

/**
 * The optional filters that prefer the reader's products: the ones they own,
 * else the product of the page they search from, else none (today's order).
 * The page's product comes first among owned ones.
 */
export function productPreference(owned: readonly string[], pageProduct: string | null): string[] {
  const preferred = owned.length > 0 ? owned : pageProduct === null ? [] : [pageProduct];
  return preferred.map(
    (product) => `hierarchy.lvl0:${product}<score=${product === pageProduct && owned.length > 1 ? 2 : 1}>`,
  );
}
