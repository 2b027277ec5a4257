/** Runs the relevance table against the index of the last build. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileShardSource} from '../../src/plugins/search/build/fileShardSource';
import {createLocalSearchClient} from '../../src/plugins/search/client/localSearchClient';
import {indexDirectory} from '../../src/plugins/search/contract';
import {relevanceTable} from '../support/relevance';

const client = createLocalSearchClient(fileShardSource(path.resolve(__dirname, '../../build', indexDirectory)));
const contextualFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function topThree(query: string): Promise<string[]> {
  const {results} = await client.search({
    requests: [{indexName: 'narrative', query, hitsPerPage: 3, facetFilters: contextualFilters}],
  });
  return results[0]!.hits.map((hit) => new URL(hit.url_without_anchor!).pathname);
}

describe('search relevance', () => {
  it.each(relevanceTable)('"$query" shows one of its pages in the top 3', async ({query, expected}) => {
    const pages = await topThree(query);
    expect(
      pages.some((page) => expected.includes(page)),
      `top 3: ${pages.join(', ')}`,
    ).toBe(true);
  });
});
