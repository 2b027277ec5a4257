/** Runs the relevance table against the index of the last build, and prints top-1 and top-3 by kind of query. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileShardSource} from '@narrative-docs/search/indexer';
import {createLocalSearchClient, indexDirectory} from '@narrative-docs/search';
import {buildDir} from '@narrative-docs/test-support/build';
import {relevanceTable} from '@narrative-docs/test-support/relevance';
import {formatRelevance, runRelevance} from '@narrative-docs/test-support/relevanceReport';

/**
 * A floor, not the figure: the table stands at about 97 % in the top 3, and
 * `npm run bench:search` prints it by kind. The margin lets a writer add a page
 * that outranks a few queries without failing the build; a change to ranking
 * or to many pages that drops it this far is a regression.
 */
const topThreeBar = 0.9;

describe('search relevance', () => {
  it('lists each query once, with at least 150 queries', () => {
    const queries = relevanceTable.map(({query}) => query);
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
    expect(queries.length).toBeGreaterThanOrEqual(150);
  });

  it(`shows one of a query's pages in the top 3 for ${topThreeBar * 100} % of the table`, async () => {
    const client = createLocalSearchClient(fileShardSource(path.join(buildDir, indexDirectory)));
    const report = await runRelevance(client);
    const table = formatRelevance(report);
    console.log(`Search relevance:\n${table}`);
    const {queries, top3} = report.byKind.get('all')!;
    expect(top3 / queries, table).toBeGreaterThanOrEqual(topThreeBar);
  });
});
