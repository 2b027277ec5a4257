// cspell:words dialouge
/**
 * The rules for readers' own context and spelling, through the client a
 * search box calls: the reader's products first (optional filters), a page
 * and its copy in another product as one hit, withdrawn pages never first
 * where a current page answers, the docs' own typos, close matches and the
 * counts shown.
 */
import {describe, expect, it} from 'vitest';
import {record, siteUrl} from '@narrative-docs/test-support/searchRecords';
import {buildShards} from '../indexer/shards';
import type {DocSearchRecord, SearchParams, ShardSource} from '../contract';
import {createLocalSearchClient} from './localSearchClient';
import {preferredProducts, productPreference} from './optionalFilters';

/** A page: its top, and a section that holds its text. */
const page = (path: string, lvl0: string, lvl1: string, text: string, extra: Partial<DocSearchRecord> = {}) =>
  [record(path, 'lvl1', {lvl0, lvl1}), record(`${path}#about`, 'content', {lvl0, lvl1, lvl2: 'About'}, text)].map(
    (pageRecord) => ({...pageRecord, ...extra}),
  );

const twinText = 'Add the Tales component to the player controller: it runs dialogue and quests for the player.';
const site = [
  ...page('/pro/tales-component/', 'Pro', 'Tales Component', twinText),
  ...page('/tales/tales-component/', 'Tales', 'Tales Component', twinText),
  ...page('/tales/dialogue/', 'Tales', 'Dialogue', 'A dialogue is a conversation with speakers and lines.'),
  ...page('/tales/dialogue/speakers', 'Tales', 'Speakers', 'Each dialogue names its speakers.'),
  ...page('/tales/changelog/', 'Tales', 'Changelog', 'Tagged dialogue works through TaggedDialougeComponent.'),
  ...page('/tales/dialogue/camera', 'Tales', 'Dialogue Camera', 'The dialogue camera frames speakers.'),
  ...page('/tales/dialogue/lines', 'Tales', 'Dialogue Lines', 'Lines of dialogue, one per node.'),
  ...page('/tales/dialogue/nodes', 'Tales', 'Dialogue Nodes', 'Nodes hold dialogue lines.'),
  ...page('/tales/mods/hidden-quests', 'Tales', 'Hidden Quests', 'Hide achievements from the quest journal.'),
  ...page('/tales/player-name', 'Tales', 'Player Name', 'The player name comes from the Steam account.'),
  ...page('/pro/features/', 'Pro', 'Features', 'The pause menu lists resume, save, load and quit.'),
  ...page('/pro/ui/pause-menu', 'Pro', 'Pause Menu', 'The pause menu widget, its buttons and screens.', {
    weight: {level: 0, position: 0, pageRank: -1},
    withdrawn: {version: 'Pro 2.2', replacement: {url: `${siteUrl}/pro/features/`, label: "Pro's Features"}},
  }),
];
function clientOf(records: DocSearchRecord[]) {
  const built = buildShards(records, siteUrl);
  const source: ShardSource = {
    manifest: async () => built.manifest,
    file: async <T>(name: string) => JSON.parse(built.files.find((file) => file.name === name)!.content) as T,
  };
  return createLocalSearchClient(source);
}
const client = clientOf(site);

async function search(query: string, params: SearchParams = {}, on = client) {
  const {results} = await on.search({requests: [{indexName: 'docs', query, hitsPerPage: 20, ...params}]});
  return results[0]!;
}
const paths = async (query: string, params: SearchParams = {}, on = client) =>
  (await search(query, params, on)).hits.map(({url}) => url!.replace(siteUrl, ''));

describe("the reader's products", () => {
  it('reads optional filters on the product, with their scores', () => {
    expect(preferredProducts(['hierarchy.lvl0:Tales', 'hierarchy.lvl0:Pro<score=2>', 'language:en'])).toEqual(
      new Map([
        ['Tales', 1],
        ['Pro', 2],
      ]),
    );
    expect(productPreference([], null)).toEqual([]);
    expect(productPreference([], 'Tales')).toEqual(['hierarchy.lvl0:Tales<score=1>']);
    expect(productPreference(['Inventory'], 'Tales')).toEqual(['hierarchy.lvl0:Inventory<score=1>']);
  });

  it('ranks the pages of the products a reader prefers first, and the others as before without a preference', async () => {
    expect((await paths('component that runs dialogue and quests'))[0]).toMatch(/^\/pro\/tales-component\//);
    expect(
      (await paths('component that runs dialogue and quests', {optionalFilters: ['hierarchy.lvl0:Tales']}))[0],
    ).toMatch(/^\/tales\/tales-component\//);
  });

  it('shows a page and its copy in another product as one hit that names the other product, only with a preference', async () => {
    const preferred = await search('component that runs dialogue and quests', {
      optionalFilters: ['hierarchy.lvl0:Tales'],
    });
    const urls = preferred.hits.map(({url}) => url!.replace(siteUrl, ''));
    expect(urls.filter((url) => url.includes('tales-component'))).toEqual(['/tales/tales-component/#about']);
    expect(preferred.hits[0]!.alsoIn).toEqual({product: 'Pro', url: `${siteUrl}/pro/tales-component/`});
    const plain = await paths('component that runs dialogue and quests');
    expect(plain.filter((url) => url.includes('tales-component'))).toHaveLength(2);
    expect((await search('component that runs dialogue and quests')).hits.some(({alsoIn}) => alsoIn)).toBe(false);
  });
});

describe('withdrawn pages', () => {
  it('marks a withdrawn page with its version and replacement, and never ranks it first where a current page answers', async () => {
    const result = await search('pause menu');
    expect(result.hits[0]!.url).toBe(`${siteUrl}/pro/features/#about`);
    const withdrawn = result.hits.find(({url}) => url!.includes('/pro/ui/pause-menu'));
    expect(withdrawn!.withdrawn).toEqual({
      version: 'Pro 2.2',
      replacement: {url: `${siteUrl}/pro/features/`, label: "Pro's Features"},
    });
    expect(result.hits[0]!.withdrawn).toBeUndefined();
  });

  it('still answers with a withdrawn page where no current page does', async () => {
    expect((await paths('pause menu widget screens'))[0]).toMatch(/^\/pro\/ui\/pause-menu/);
  });
});

describe('spelling', () => {
  it('reads a word the docs have only as their own typo as the word a typo away that many pages have', async () => {
    // Many pages say dialogue; one identifier misspells it.
    const many = Array.from({length: 60}, (_, topic) =>
      page(`/tales/dialogue/topic-${topic}`, 'Tales', `Topic ${topic}`, `Dialogue topic ${topic}.`),
    ).flat();
    expect((await paths('dialouge', {}, clientOf([...site, ...many])))[0]).toMatch(/^\/tales\/dialogue\//);
  });
});

describe('close matches and counts', () => {
  it('has no close match when the best page lacks a word that carries much of the query', async () => {
    expect((await search('steam achievements')).noCloseMatch).toBe(true);
    expect((await search('hidden achievements')).noCloseMatch).toBeUndefined();
  });

  it('counts the close matches, which are the hits it lists', async () => {
    const result = await search('dialogue camera');
    expect(result.nbHits).toBe(result.hits.length);
    expect(result.hits.map(({url}) => url!.replace(siteUrl, ''))).not.toContain('/tales/dialogue/speakers');
  });
});
