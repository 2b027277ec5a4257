import {describe, expect, it} from 'vitest';
import type {Hit, SearchClient, SearchResponse} from '../contract';
import {escapedHits} from './escapedHits';

const rawHit: Partial<Hit> = {
  objectID: '1',
  url: 'https://docs.example/inventory/changelog/version-2.0.0#items',
  hierarchy: {
    lvl0: 'Inventory',
    lvl1: 'Version 2.0.0',
    lvl2: 'TSubclassOf<class UNarrativeItem>',
    lvl3: '<img src=x onerror="alert(1)">',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: 'Takes a TSubclassOf<class UNarrativeItem> & a count.',
  _highlightResult: {
    hierarchy: {lvl2: {value: 'TSubclassOf<class <mark>UNarrativeItem</mark>>', matchLevel: 'full', matchedWords: []}},
  },
  _snippetResult: {
    content: {value: 'Takes a TSubclassOf<class <mark>UNarrativeItem</mark>> & a count.', matchLevel: 'full'},
  },
};

function answering(hit: Partial<Hit>): SearchClient {
  return {
    search: async () => ({results: [{hits: [hit]} as SearchResponse]}),
  };
}

async function searchWithTags(client: SearchClient, tags: {highlightPreTag?: string; highlightPostTag?: string}) {
  const {results} = await escapedHits(client).search({requests: [{indexName: 'docs', query: 'item', ...tags}]});
  return results[0]!.hits[0]!;
}

describe('escapedHits', () => {
  it('escapes the text of highlights and snippets and keeps the highlight tags', async () => {
    const hit = await searchWithTags(answering(rawHit), {highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
    expect(hit._highlightResult!.hierarchy.lvl2!.value).toBe('TSubclassOf&lt;class <mark>UNarrativeItem</mark>&gt;');
    expect(hit._snippetResult!.content!.value).toBe(
      'Takes a TSubclassOf&lt;class <mark>UNarrativeItem</mark>&gt; &amp; a count.',
    );
  });

  it('gives each text without a highlight or snippet its escaped text, which DocSearch would render raw', async () => {
    const hit = await searchWithTags(answering(rawHit), {highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
    expect(hit._snippetResult!.hierarchy!.lvl3!.value).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(hit._highlightResult!.hierarchy.lvl3!.value).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(hit._highlightResult!.content!.value).toBe('Takes a TSubclassOf&lt;class UNarrativeItem&gt; &amp; a count.');
    expect(hit._highlightResult!.hierarchy.lvl4).toBeUndefined();
    // The record itself is left as it is: it is rendered as text.
    expect(hit.hierarchy).toEqual(rawHit.hierarchy);
  });

  it("keeps the hosted service's default tags when the request names none", async () => {
    const hit = await searchWithTags(
      answering({
        ...rawHit,
        _highlightResult: {
          hierarchy: {lvl1: {value: '<em>Version</em> <b>2</b>', matchLevel: 'full', matchedWords: []}},
        },
      }),
      {},
    );
    expect(hit._highlightResult!.hierarchy.lvl1!.value).toBe('<em>Version</em> &lt;b&gt;2&lt;/b&gt;');
  });
});
