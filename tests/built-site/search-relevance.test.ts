/** Runs the relevance sets against the index of the last build, and holds each to its floors. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileShardSource} from '@narrative-docs/search/indexer';
import {createLocalSearchClient, indexDirectory} from '@narrative-docs/search';
import {buildDir} from '@narrative-docs/test-support/build';
import {relevanceTable} from '@narrative-docs/test-support/relevance';
import {outOfScopeQueries} from '@narrative-docs/test-support/relevance-out-of-scope';
import {
  formatRelevance,
  noCloseMatches,
  relevanceSets,
  runRelevance,
} from '@narrative-docs/test-support/relevanceReport';

/**
 * Floors, not the figures: `npm run bench:search` prints the figures by kind,
 * and each set's floors (in `relevanceReport.ts`) stand a little under them.
 * The margin lets a writer add a page that outranks a few queries without
 * failing the build; a change to ranking or to many pages that drops a set
 * below its floor is a regression.
 */
describe('search relevance', () => {
  const client = createLocalSearchClient(fileShardSource(path.join(buildDir, indexDirectory)));

  it('lists each query once, with at least 150 queries', () => {
    const queries = relevanceTable.map(({query}) => query);
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
    expect(queries.length).toBeGreaterThanOrEqual(150);
  });

  it.each(relevanceSets)('keeps $name above their floors', async ({name, table, misses, floor}) => {
    const report = await runRelevance(client, table);
    const figures = formatRelevance(report, {misses});
    console.log(`Search relevance, ${name}:\n${figures}`);
    const {queries, top1, top3} = report.byKind.get('all')!;
    expect(top1 / queries, `top 1 of ${name}\n${figures}`).toBeGreaterThanOrEqual(floor.top1);
    expect(top3 / queries, `top 3 of ${name}\n${figures}`).toBeGreaterThanOrEqual(floor.top3);
  });

  it('says there is no close match for most queries the docs do not cover, and for few that they answer', async () => {
    const outOfScope = await noCloseMatches(client, outOfScopeQueries);
    expect(outOfScope.length / outOfScopeQueries.length).toBeGreaterThanOrEqual(0.75);
    const answered = relevanceSets.flatMap(({table}) => table.map(({query}) => query));
    const flagged = await noCloseMatches(client, answered);
    expect(
      flagged.length / answered.length,
      `answered queries with no close match: ${flagged.join(', ')}`,
    ).toBeLessThan(0.02);
  });
});
