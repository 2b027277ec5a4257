import {describe, expect, it} from 'vitest';
import {record, siteUrl} from '../../../../tests/support/searchRecords';
import {buildShards} from '../indexer/shards';
import {termBucketFile, type TermBucketFile} from '../contract';
import {bucketsFor, namedSections, plan, rank} from './ranking';
import {queryWords} from '../indexOptions';

describe('bucketsFor', () => {
  const prefixes = ['', 'q', 'qu', 'que', 'l'];

  it('needs the buckets whose prefix starts the word', () => {
    expect(bucketsFor(prefixes, 'quest', false)).toEqual([0, 1, 2, 3]);
    expect(bucketsFor(prefixes, 'loot', false)).toEqual([0, 4]);
  });

  it('also needs the buckets of longer words when the word is a prefix', () => {
    expect(bucketsFor(prefixes, 'qu', true)).toEqual([0, 1, 2, 3]);
    expect(bucketsFor(prefixes, 'qu', false)).toEqual([0, 1, 2]);
  });
});

describe('rank', () => {
  const site = [
    record('/navigator/world-map', 'lvl1', {lvl0: 'Navigator', lvl1: 'World Map'}),
    record(
      '/navigator/world-map#widget',
      'content',
      {lvl0: 'Navigator', lvl1: 'World Map', lvl2: 'Widget'},
      'The world map widget shows the map.',
    ),
    record('/pro/ui/map', 'lvl1', {lvl0: 'Pro', lvl1: 'Map Widget'}),
    record(
      '/pro/ui/map#more',
      'content',
      {lvl0: 'Pro', lvl1: 'Map Widget', lvl2: 'More'},
      'A navigator of sorts: the world map widget, map map map.',
    ),
    record('/tales/quests/', 'lvl1', {lvl0: 'Tales', lvl1: 'Quests'}),
    record(
      '/tales/quests/#vendors',
      'content',
      {lvl0: 'Tales', lvl1: 'Quests', lvl2: 'Vendors'},
      'Call IsVendor on the inventory. Quests quests quests.',
    ),
    record('/tales/quests/#more', 'content', {lvl0: 'Tales', lvl1: 'Quests', lvl2: 'More'}, 'Quests again.'),
    record('/tales/journal', 'lvl1', {lvl0: 'Tales', lvl1: 'Quest Journal'}),
  ];
  const {manifest, files} = buildShards(site, siteUrl);
  const entry = manifest.shards[0]!;
  const search = (query: string) => {
    const {words, buckets} = plan(entry, query);
    const loaded = buckets.map(
      (bucket) => JSON.parse(files.find(({name}) => name === termBucketFile(entry, bucket))!.content) as TermBucketFile,
    );
    return rank(entry, words, loaded).results.map(({id}) => site[id]!.url.replace(siteUrl, ''));
  };

  it('puts the pages of a product the query names first', () => {
    expect(namedSections(entry, queryWords('navigator world map'))).toEqual(
      new Set([entry.sections.indexOf('Navigator')]),
    );
    expect(search('navigator world map')[0]).toMatch(/^\/navigator\//);
  });

  it('ranks a title that matches above a text that repeats the words', () => {
    expect(search('quests')[0]).toBe('/tales/quests/');
    expect(search('map widget')[0]).toBe('/pro/ui/map');
  });

  it('finds an identifier from its words typed apart, and words typed run together', () => {
    expect(search('is vendor')[0]).toBe('/tales/quests/#vendors');
    expect(search('questjournal')[0]).toBe('/tales/journal');
  });

  it('ranks a further section of a page below the best section of another', () => {
    const results = search('quests');
    expect(results.indexOf('/tales/journal')).toBeLessThan(results.indexOf('/tales/quests/#more'));
  });
});
