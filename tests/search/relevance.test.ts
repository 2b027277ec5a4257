/** Runs the relevance table against the index of the last build. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createLocalSearchClient} from '../../src/plugins/search/client/localSearchClient';
import {fileShardSource} from '../../src/plugins/search/fileShardSource';
import {indexDirectory} from '../../src/plugins/search/options';
import {relevanceTable} from './relevance';

const client = createLocalSearchClient(fileShardSource(path.resolve(__dirname, '../../build', indexDirectory)));
const contextualFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function topThree(query: string): Promise<string[]> {
  const {results} = await client.search({
    requests: [{indexName: 'narrative', query, hitsPerPage: 3, facetFilters: contextualFilters}],
  });
  return results[0]!.hits.map((hit) => new URL(hit.url_without_anchor!).pathname);
}

describe('search relevance', () => {
  it('has at least 40 queries', () => {
    expect(relevanceTable.length).toBeGreaterThanOrEqual(40);
  });

  it.each(relevanceTable)('"$query" shows one of its pages in the top 3', async ({query, expected}) => {
    const pages = await topThree(query);
    expect(pages.some((page) => expected.includes(page)), `top 3: ${pages.join(', ')}`).toBe(true);
  });
});
