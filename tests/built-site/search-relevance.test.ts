/** Runs the relevance table against the index of the last build, and prints top-1 and top-3 by kind of query. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileShardSource} from '../../src/plugins/search/build/fileShardSource';
import {createLocalSearchClient} from '../../src/plugins/search/client/localSearchClient';
import {indexDirectory} from '../../src/plugins/search/contract';
import {buildDir} from '../support/build';
import {relevanceTable} from '../support/relevance';
import {formatRelevance, runRelevance} from '../support/relevanceReport';

/** The bar: one of a query's pages in the first three results, for 97 % of the table. */
const topThreeBar = 0.97;

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
