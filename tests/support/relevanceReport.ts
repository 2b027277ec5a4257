/**
 * Runs a relevance table against a search client and counts, by kind of
 * query, how often an expected page comes first or in the top 3, and the mean
 * reciprocal rank of the first expected page among the first ten (0 when none).
 */
import type {SearchClient} from '@narrative-docs/search';
import {relevanceTable, type QueryKind, type RelevanceQuery} from './relevance';
import {freshTable} from './relevance-fresh';
import {heldOutTable} from './relevance-held-out';
import {questionTable} from './relevance-questions';
import {questionFreshTable} from './relevance-questions-fresh';
import {questionHeldOutTable} from './relevance-questions-held-out';
import {readerTable} from './relevance-readers';
import {readerHeldOutTable} from './relevance-readers-held-out';
import {currentFloors, type Floor, type RelevanceSetKey} from './relevanceFloors';

export const contextualFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

type RelevanceOutcome = RelevanceQuery & {pages: string[]; rank: number | null};

type KindFigures = {queries: number; top1: number; top3: number; reciprocalRanks: number};

/** How many results a query's reciprocal rank looks at. */
const rankedResults = 10;

export type RelevanceReport = {
  outcomes: RelevanceOutcome[];
  /** Per kind, and `all`: queries, answered first, answered in the top 3, and the reciprocal ranks added up. */
  byKind: Map<QueryKind | 'all', KindFigures>;
};

export async function runRelevance(
  client: SearchClient,
  table: readonly RelevanceQuery[] = relevanceTable,
): Promise<RelevanceReport> {
  const outcomes = await Promise.all(
    table.map(async (entry): Promise<RelevanceOutcome> => {
      const {results} = await client.search({
        requests: [
          {indexName: 'narrative', query: entry.query, hitsPerPage: rankedResults, facetFilters: contextualFilters},
        ],
      });
      const pages = results[0]!.hits.map((hit) => new URL(hit.url_without_anchor!).pathname);
      const found = pages.findIndex((page) => entry.expected.includes(page));
      return {...entry, pages, rank: found < 0 ? null : found + 1};
    }),
  );
  const byKind: RelevanceReport['byKind'] = new Map([['all', {queries: 0, top1: 0, top3: 0, reciprocalRanks: 0}]]);
  for (const {kind, rank} of outcomes) {
    for (const key of [kind, 'all'] as const) {
      const counts = byKind.get(key) ?? {queries: 0, top1: 0, top3: 0, reciprocalRanks: 0};
      counts.queries += 1;
      counts.top1 += rank === 1 ? 1 : 0;
      counts.top3 += rank !== null && rank <= 3 ? 1 : 0;
      counts.reciprocalRanks += rank !== null ? 1 / rank : 0;
      byKind.set(key, counts);
    }
  }
  return {outcomes, byKind};
}

/**
 * The relevance sets, as `npm run bench:search` prints them and the built-site
 * test holds them to their floors: a little under the measured figures, so
 * that a writer's new page may outrank a query or two, but a change to the
 * ranking that loses several fails. Misses are named only for the sets tuned on.
 * The floors live in `relevance-floors.json`, a history that only rises (see
 * `relevanceFloors.ts`).
 */
export type RelevanceSet = {
  /** The set's name in the floors' history. */
  key: RelevanceSetKey;
  name: string;
  table: readonly RelevanceQuery[];
  misses: boolean;
  /** Least share of the queries whose page comes first, and in the top 3. */
  floor: Floor;
};

const sets: Omit<RelevanceSet, 'floor'>[] = [
  {key: 'tuned', name: 'the queries tuned on', table: relevanceTable, misses: true},
  {key: 'heldOut', name: 'the queries held out from tuning, since read', table: heldOutTable, misses: false},
  {key: 'fresh', name: 'the queries held out from tuning and never read', table: freshTable, misses: false},
  {key: 'questions', name: 'the questions and tasks tuned on', table: questionTable, misses: true},
  {
    key: 'questionsHeldOut',
    name: 'the questions and tasks held out from tuning',
    table: questionHeldOutTable,
    misses: false,
  },
  {
    key: 'questionsFresh',
    name: 'the questions and tasks held out from tuning and never read',
    table: questionFreshTable,
    misses: false,
  },
  {key: 'readers', name: "the readers' questions tuned on", table: readerTable, misses: true},
  {
    key: 'readersHeldOut',
    name: "the readers' questions held out from tuning and never read",
    table: readerHeldOutTable,
    misses: false,
  },
];

export const relevanceSets: RelevanceSet[] = sets.map((set) => ({...set, floor: currentFloors[set.key]}));

/**
 * The queries of `queries` that the client answers with no close match
 * (see `SearchResponse.noCloseMatch`) or no result at all.
 */
export async function noCloseMatches(client: SearchClient, queries: readonly string[]): Promise<string[]> {
  const answers = await Promise.all(
    queries.map(async (query) => {
      const {results} = await client.search({
        requests: [{indexName: 'narrative', query, hitsPerPage: rankedResults, facetFilters: contextualFilters}],
      });
      // No result at all says so too: DocSearch's no-results screen, "No results" on the search page.
      return results[0]!.noCloseMatch || results[0]!.nbHits === 0 ? [query] : [];
    }),
  );
  return answers.flat();
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);

/**
 * The report as a table: one line per kind, then, with `misses`, the queries
 * whose pages are not in the top 3 (never for held-out queries, which no one
 * tunes on).
 */
export function formatRelevance({outcomes, byKind}: RelevanceReport, {misses = true} = {}): string {
  const lines = ['kind        queries   top-1     top-3     MRR'];
  const kinds = [...byKind.keys()].filter((kind) => kind !== 'all').sort();
  for (const kind of [...kinds, 'all' as const]) {
    const {queries, top1, top3, reciprocalRanks} = byKind.get(kind)!;
    lines.push(
      `${kind.padEnd(12)}${String(queries).padStart(7)} ${percent(top1, queries)}   ${percent(top3, queries)}   ${(reciprocalRanks / queries).toFixed(3)}`,
    );
  }
  for (const {kind, query, pages} of misses ? outcomes.filter(({rank}) => rank === null || rank > 3) : []) {
    lines.push(`  missed (${kind}) "${query}": ${pages.slice(0, 3).join(', ') || 'no results'}`);
  }
  return lines.join('\n');
}
