import fc from 'fast-check';
import {describe, expect, it, vi} from 'vitest';
import {records, siteUrl} from '@narrative-docs/test-support/searchRecords';
import {buildShards} from '../indexer/shards';
import {maxQueryLength, type ShardSource} from '../contract';
import {escapedHits} from './escapedHits';
import {createLocalSearchClient} from './localSearchClient';
import {RetryError} from './retryError';

const built = buildShards(records, siteUrl);

function memorySource(): ShardSource & {shardLoads: string[]; chunkLoads: string[]} {
  const files = new Map(built.files.map((file) => [file.name, JSON.parse(file.content)]));
  /** Term buckets loaded, and document and text chunks loaded. */
  const shardLoads: string[] = [];
  const chunkLoads: string[] = [];
  return {
    shardLoads,
    chunkLoads,
    manifest: async () => built.manifest,
    file: async <T>(name: string) => {
      (name.includes('.terms-') ? shardLoads : chunkLoads).push(name);
      return files.get(name) as T;
    },
  };
}

const docsearchRequest = (query: string, extra: Record<string, unknown> = {}) => ({
  query,
  indexName: 'narrative',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  ...extra,
});

async function search(query: string, extra: Record<string, unknown> = {}, source = memorySource()) {
  const client = createLocalSearchClient(source);
  const {results} = await client.search({requests: [docsearchRequest(query, extra)]});
  return results[0]!;
}

describe('the local search client', () => {
  it("answers the modal's request shape with absolute URLs and the response fields DocSearch reads", async () => {
    const result = await search('quest');
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits[0]!.url).toBe(`${siteUrl}/tales/quests/`);
    expect(result).toMatchObject({
      nbHits: result.hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'quest',
      index: 'narrative',
    });
    expect(Object.keys(result.hits[0]!).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
  });

  it('raises a clear error when the requests are missing', async () => {
    const client = createLocalSearchClient(memorySource());
    // @ts-expect-error: a caller that forgets the requests
    await expect(client.search({})).rejects.toThrow('Parameter `requests` is required');
  });

  it('highlights matches with the requested tags and returns the text as it is, as the hosted service does', async () => {
    const result = await search('loot');
    const hit = result.hits.find((candidate) => candidate.url?.endsWith('#loot'))!;
    expect(hit._highlightResult!.content!.value).toBe(
      '<mark>Loot</mark> tables decide which <items> a container holds & how many.',
    );
    expect(hit._highlightResult!.content!.matchLevel).toBe('full');
    expect(hit._highlightResult!.hierarchy.lvl2!.value).toBe('<mark>Loot</mark>');
  });

  it('snippets content to the requested number of words, with the ellipsis where it cuts', async () => {
    const result = await search('progress', {attributesToSnippet: ['content:5']});
    const value = result.hits[0]!._snippetResult!.content!.value;
    expect(value.replace(/<\/?mark>/g, '').match(/[\p{L}\p{N}_]+/gu)).toHaveLength(5);
    expect(value).toContain('<mark>progress</mark>');
    expect(value.startsWith('…')).toBe(true);
  });

  it('finds words by prefix, by typo and by the parts of an identifier', async () => {
    expect((await search('inve')).hits[0]!.url).toBe(`${siteUrl}/inventory/`);
    expect((await search('invetory')).hits[0]!.url).toBe(`${siteUrl}/inventory/`);
    expect((await search('player controller')).hits[0]!.url).toBe(`${siteUrl}/tales/quests/tasks/#custom-tasks`);
    expect((await search('BP_PlayerController')).hits[0]!.url).toBe(`${siteUrl}/tales/quests/tasks/#custom-tasks`);
  });

  it('ranks a page above its sections and returns each URL once', async () => {
    const {hits} = await search('tasks');
    expect(hits[0]!.url).toBe(`${siteUrl}/tales/quests/tasks/`);
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('falls back to any word when no record holds them all, as the nearest topics: no record matches closely', async () => {
    const {hits, noCloseMatch} = await search('loot zebra');
    expect(noCloseMatch).toBe(true);
    expect(hits.map((hit) => hit.url)).toEqual([`${siteUrl}/inventory/`]);
  });

  it('says whether the best result matches closely, and offers the pages of the nearest ones when none does', async () => {
    const close = await search('loot tables');
    expect(close.noCloseMatch).toBeUndefined();
    expect(close.hits[0]!.url).toBe(`${siteUrl}/inventory/#loot`);
    // Only "quest" is in the docs: the pages that have it are the nearest, each once, by its top.
    const far = await search('quest zebra giraffe');
    expect(far).toMatchObject({noCloseMatch: true, nbHits: far.hits.length, nbPages: 1});
    expect(far.hits.map((hit) => [hit.type, hit.url])).toEqual([
      ['lvl1', `${siteUrl}/tales/quests/`],
      ['lvl1', `${siteUrl}/tales/quests/tasks/`],
    ]);
    // The page's top shows its first text, whatever matched.
    expect(far.hits[0]!.content).toContain('Right-click in the Content Drawer');
  });

  it('shows the text of a hit that matched by its heading where an excerpt is asked for', async () => {
    const {hits} = await search('custom tasks', {attributesToSnippet: ['content:10']});
    expect(hits[0]!.url).toBe(`${siteUrl}/tales/quests/tasks/#custom-tasks`);
    expect(hits[0]!._snippetResult?.content?.value).toContain('something the player must do');
  });

  it('filters by language and docs tag, loading only the shards the filters select', async () => {
    const source = memorySource();
    const english = await search(
      'quest',
      {facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']]},
      source,
    );
    expect(english.hits.every((hit) => !hit.url!.includes('/fr/'))).toBe(true);
    expect(source.shardLoads).toHaveLength(1);

    const french = await search('quêtes', {facetFilters: ['language:fr']});
    expect(french.hits.map((hit) => hit.url)).toEqual([`${siteUrl}/fr/quetes/`]);
  });

  it('pages through hits', async () => {
    const all = await search('quest', {hitsPerPage: 1000});
    const second = await search('quest', {hitsPerPage: 1, page: 1});
    expect(second.hits[0]!.url).toBe(all.hits[1]!.url);
    expect(second.nbPages).toBe(all.nbHits);
    expect(second.page).toBe(1);
  });

  it('loads each shard once for many queries', async () => {
    const source = memorySource();
    const client = createLocalSearchClient(source);
    await client.search({requests: [docsearchRequest('quest')]});
    await client.search({requests: [docsearchRequest('loot')]});
    expect(source.shardLoads).toHaveLength(2);
  });

  it('fails with a RetryError when the index cannot be loaded, and tries again on the next query', async () => {
    const source = memorySource();
    const manifest = vi.fn(source.manifest);
    manifest.mockRejectedValueOnce(new Error('503 Service Unavailable'));
    const client = createLocalSearchClient({...source, manifest});
    const failure = client.search({requests: [docsearchRequest('quest')]});
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError'});
    const {results} = await client.search({requests: [docsearchRequest('quest')]});
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });

  it.each([
    ['empty', ''],
    ['one character', 'q'],
    ['only spaces', '     '],
    ['regular expression characters', '(*['],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['emoji', '🗺️🧭'],
    ['non-Latin text', '任务 クエスト квест'],
    ['many words', 'quest '.repeat(200)],
  ])('answers a query of %s without an exception', async (_name, query) => {
    const result = await search(query);
    expect(result.nbHits).toBe(result.hits.length);
    for (const hit of result.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it('answers the first 64 characters of a longer query, as the modal and the search page cut it', async () => {
    const long = `loot ${'x'.repeat(100)}`;
    const result = await search(long);
    expect(result.query).toBe(long.slice(0, maxQueryLength));
    expect(result.query).toHaveLength(64);
    expect(result.hits.map((hit) => hit.url)).toContain(`${siteUrl}/inventory/`);
  });

  it('never throws, and once escaped never lets markup through the highlights, whatever the query', async () => {
    const client = escapedHits(createLocalSearchClient(memorySource()));
    await fc.assert(
      fc.asyncProperty(fc.string({maxLength: 80}), async (query) => {
        const {results} = await client.search({requests: [docsearchRequest(query)]});
        const [result] = results;
        expect(result!.nbHits).toBeGreaterThanOrEqual(result!.hits.length);
        const html = JSON.stringify(result!.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }),
      {numRuns: 300},
    );
  });
});
