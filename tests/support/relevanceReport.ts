/** Runs the relevance table against a search client and counts, by kind of query, how often an expected page comes first or in the top 3. */
import type {SearchClient} from '../../src/plugins/search/contract';
import {relevanceTable, type QueryKind, type RelevanceQuery} from './relevance';

export const contextualFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export type RelevanceOutcome = RelevanceQuery & {pages: string[]; rank: number | null};

export type RelevanceReport = {
  outcomes: RelevanceOutcome[];
  /** Per kind, and `all`: queries, answered first, answered in the top 3. */
  byKind: Map<QueryKind | 'all', {queries: number; top1: number; top3: number}>;
};

export async function runRelevance(
  client: SearchClient,
  table: readonly RelevanceQuery[] = relevanceTable,
): Promise<RelevanceReport> {
  const outcomes = await Promise.all(
    table.map(async (entry): Promise<RelevanceOutcome> => {
      const {results} = await client.search({
        requests: [{indexName: 'narrative', query: entry.query, hitsPerPage: 3, facetFilters: contextualFilters}],
      });
      const pages = results[0]!.hits.map((hit) => new URL(hit.url_without_anchor!).pathname);
      const found = pages.findIndex((page) => entry.expected.includes(page));
      return {...entry, pages, rank: found < 0 ? null : found + 1};
    }),
  );
  const byKind: RelevanceReport['byKind'] = new Map([['all', {queries: 0, top1: 0, top3: 0}]]);
  for (const {kind, rank} of outcomes) {
    for (const key of [kind, 'all'] as const) {
      const counts = byKind.get(key) ?? {queries: 0, top1: 0, top3: 0};
      counts.queries += 1;
      counts.top1 += rank === 1 ? 1 : 0;
      counts.top3 += rank !== null ? 1 : 0;
      byKind.set(key, counts);
    }
  }
  return {outcomes, byKind};
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);

/** The report as a table: one line per kind, then the queries whose pages are not in the top 3. */
export function formatRelevance({outcomes, byKind}: RelevanceReport): string {
  const lines = ['kind        queries   top-1     top-3'];
  const kinds = [...byKind.keys()].filter((kind) => kind !== 'all').sort();
  for (const kind of [...kinds, 'all' as const]) {
    const {queries, top1, top3} = byKind.get(kind)!;
    lines.push(
      `${kind.padEnd(12)}${String(queries).padStart(7)} ${percent(top1, queries)}   ${percent(top3, queries)}`,
    );
  }
  for (const {kind, query, pages} of outcomes.filter(({rank}) => rank === null)) {
    lines.push(`  missed (${kind}) "${query}": ${pages.join(', ') || 'no results'}`);
  }
  return lines.join('\n');
}
