import {describe, expect, it} from 'vitest';
import {record, siteUrl} from '@narrative-docs/test-support/searchRecords';
import {buildShards} from '../indexer/shards';
import {termBucketFile, type DocSearchRecord, type TermBucketFile} from '../contract';
import {bucketsFor, fallbackBuckets, namedSections, noCloseMatchBelow, plan, rank} from './ranking';
import type {ShardEntry} from '../contract';
import {queryWords} from '../analysis';

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

describe('fallbackBuckets', () => {
  const entry = {termBuckets: ['', 'd', 'dia', 'dialo', 'dib', 'q']} as ShardEntry;
  // Each term in `documents` documents: three numbers a posting.
  const loaded = (terms: string[], documents = 3): TermBucketFile[] => [
    {terms, postings: terms.map(() => Array.from({length: documents * 3}, () => 1))},
  ];

  it('needs, for a word no page has, the buckets one edit from its start, where its typos may be', () => {
    expect(fallbackBuckets(entry, queryWords('dialgoue'), loaded(['dial']))).toEqual([3, 4]);
  });

  it('needs nothing more for a word the index has', () => {
    expect(fallbackBuckets(entry, queryWords('dialgoue'), loaded(['dialgoue']))).toEqual([]);
  });

  it('needs the buckets of its typos for a word only one or two documents have, which may be their own typo', () => {
    expect(fallbackBuckets(entry, queryWords('dialgoue'), loaded(['dialgoue'], 1))).toEqual([3, 4]);
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

  it('says how closely the best result fits: every word as typed, a typo, a word no page has', () => {
    const bestFit = (query: string) => {
      const {words, buckets} = plan(entry, query);
      const loaded = buckets.map(
        (bucket) =>
          JSON.parse(files.find(({name}) => name === termBucketFile(entry, bucket))!.content) as TermBucketFile,
      );
      return rank(entry, words, loaded).results[0]!.fit;
    };
    expect(bestFit('world map widget')).toBe(1);
    expect(bestFit('vendro')).toBeCloseTo(0.8);
    expect(bestFit('world map zebra')).toBeLessThan(noCloseMatchBelow);
    expect(bestFit('world map zebra')).toBeGreaterThan(0);
  });

  it('ranks a further section of a page below the best section of another', () => {
    const results = search('quests');
    expect(results.indexOf('/tales/journal')).toBeLessThan(results.indexOf('/tales/quests/#more'));
  });
});

describe('rank, for how Unreal developers type', () => {
  /** A page, and a section of it that holds its text. */
  const page = (path: string, lvl0: string, lvl1: string, text: string, pageRank = 0) =>
    [record(path, 'lvl1', {lvl0, lvl1}), record(`${path}#about`, 'content', {lvl0, lvl1, lvl2: 'About'}, text)].map(
      (pageRecord) => ({...pageRecord, weight: {...pageRecord.weight, pageRank}}),
    );
  const site = [
    ...page('/tales/conditions/', 'Tales', 'Conditions', 'Conditions decide whether a node runs.'),
    ...page(
      '/tales/conditions/default-conditions',
      'Tales',
      'Default Conditions',
      'The conditions that ship with Tales: conditions on quests, conditions on items, conditions on time.',
    ),
    record(
      '/tales/conditions/default-conditions#more',
      'content',
      {lvl0: 'Tales', lvl1: 'Default Conditions', lvl2: 'More Conditions'},
      'More conditions: conditions on factions, conditions on saves.',
    ),
    // The same page twice but for its rank: the first would win a tie.
    ...page('/aa/compass', 'Navigator', 'Compass', 'The compass shows markers.', -1),
    ...page('/bb/compass', 'Navigator', 'Compass', 'The compass shows markers.'),
    ...page(
      '/tales/ui/quest-journal',
      'Tales',
      'Quest Journal Menu Widget',
      'The quest journal widget lists the quest journal: the quest journal of the player.',
    ),
    ...['Quest Journal Entries', 'Quest Journal Pages'].map((lvl2) =>
      record(
        `/tales/ui/quest-journal#${lvl2.toLowerCase().replaceAll(' ', '-')}`,
        'content',
        {lvl0: 'Tales', lvl1: 'Quest Journal Menu Widget', lvl2},
        'The quest journal shows each quest of the quest journal.',
      ),
    ),
    ...page('/tales/quest-journal/', 'Tales', 'Quest Journal', 'The journal lists quests.'),
    ...page('/tales/dialogue/', 'Tales', 'Dialogue', 'A dialogue asset holds the lines of a conversation.'),
    ...page('/tales/changelog/', 'Tales', 'Changelog', 'Dialogue warnings, dialogue fixes.'),
    ...page('/tales/quests/', 'Tales', 'Quests', 'A quest is a graph of states.'),
    ...page('/tales/ui/bp_questtask', 'Tales', 'BP_QuestTask', 'Shows one quest task.'),
    ...page('/inventory/trading', 'Inventory', 'Trading', 'Tick Is Vendor (bIsVendor) on the shop.'),
    ...page('/inventory/looting', 'Inventory', 'Looting', 'Show the player what a chest holds by looting it.'),
    ...page('/interaction/ui', 'Interaction', 'Prompt', 'Shows the player what they are looking at.'),
    ...page('/pro/npcs/', 'Pro', 'NPCs', 'An NPC can live in a town, a camp or a castle.'),
    {
      ...record('/pro/settlements/', 'lvl1', {lvl0: 'Pro', lvl1: 'Settlements'}),
      description: 'Settlements for towns and other areas.',
      keywords: ['npcs walk home at night'],
    },
    record(
      '/pro/settlements/#loader',
      'content',
      {lvl0: 'Pro', lvl1: 'Settlements', lvl2: 'Loader'},
      'Streams NPCs in.',
    ),
  ];
  /** A search of the pages of `records` (of their sections, with `sections`): found, best first, each once. */
  const searchOf = (records: DocSearchRecord[], {sections = false} = {}) => {
    const {manifest, files} = buildShards(records, siteUrl);
    const entry = manifest.shards[0]!;
    return (query: string) => {
      const {words, buckets} = plan(entry, query);
      const loaded = buckets.map(
        (bucket) =>
          JSON.parse(files.find(({name}) => name === termBucketFile(entry, bucket))!.content) as TermBucketFile,
      );
      const found = rank(entry, words, loaded).results.map(({id}) =>
        (sections ? records[id]!.url : records[id]!.url_without_anchor).replace(siteUrl, ''),
      );
      return [...new Set(found)];
    };
  };
  const search = searchOf(site);

  it('lowers a page by its page rank', () => {
    expect(search('compass')).toEqual(['/bb/compass', '/aa/compass']);
  });

  it("reads a class name without Unreal's prefix and a boolean without its b", () => {
    expect(search('UDialogue')[0]).toBe('/tales/dialogue/');
    expect(search('bIsVendor')[0]).toBe('/inventory/trading');
  });

  it('takes a typo for the nearest whole word before a longer word it starts', () => {
    expect(search('questt')[0]).toBe('/tales/quests/');
  });

  it("finds a page by its summary's words above a page whose text has them", () => {
    expect(search('add a town')[0]).toBe('/pro/settlements/');
  });

  it("finds a page by its keywords' words above a page whose text has them", () => {
    expect(search('why do npcs walk home')[0]).toBe('/pro/settlements/');
  });

  it('ranks a page whose keyword says the query whole above one whose keyword has its words apart', () => {
    const searchShots = searchOf([
      {
        ...record('/tales/shots', 'lvl1', {lvl0: 'Tales', lvl1: 'Shots'}),
        keywords: ['camera for each shot of a long scene'],
      },
      {
        ...record('/tales/sequences', 'lvl1', {lvl0: 'Tales', lvl1: 'Sequences'}),
        keywords: ['shot camera rig on a long scene'],
      },
    ]);
    expect(searchShots('shot camera')[0]).toBe('/tales/sequences');
  });

  it('ranks a page whose keyword phrase the query says mostly above one that has its words in other fields', () => {
    const searchIdle = searchOf([
      {
        ...record('/pro/npcs/dialogue', 'lvl1', {lvl0: 'Pro', lvl1: 'NPC Dialogue'}),
        keywords: ['stand by the door', 'still talking'],
      },
      {
        ...record('/pro/npcs/goals', 'lvl1', {lvl0: 'Pro', lvl1: 'Goals'}),
        keywords: ['npc still standing after dialogue', 'give an npc a goal'],
      },
    ]);
    expect(searchIdle('why does my npc stand still once the dialogue ends')).toEqual([
      '/pro/npcs/goals',
      '/pro/npcs/dialogue',
    ]);
  });

  it("counts an identifier's parts as its name, not as the words of a keyword phrase", () => {
    const searchStacks = searchOf([
      ...page('/inventory/items/functions', 'Inventory', 'Item Quantity Functions', 'Returns an FItemWithQuantity.'),
      {
        ...record('/inventory/items/stacks', 'lvl1', {lvl0: 'Inventory', lvl1: 'Stacks'}),
        keywords: ['item quantity', 'split a stack of items in two', 'merge two stacks'],
      },
    ]);
    expect(searchStacks('FItemWithQuantity')[0]).toBe('/inventory/items/functions');
  });

  it("gives a section, half as surely, the query's words that its page's keywords have", () => {
    const searchPrices = searchOf(
      [
        // The same section in two pages: the first would win a tie.
        ...page('/inventory/items', 'Inventory', 'Items', 'Each item has a price.'),
        {...record('/inventory/trading', 'lvl1', {lvl0: 'Inventory', lvl1: 'Trading'}), keywords: ['shop vendor']},
        record(
          '/inventory/trading#about',
          'content',
          {lvl0: 'Inventory', lvl1: 'Trading', lvl2: 'About'},
          'Each item has a price.',
        ),
      ],
      {sections: true},
    );
    const found = searchPrices('vendor prices');
    expect(found.indexOf('/inventory/trading#about')).toBeLessThan(found.indexOf('/inventory/items#about'));
  });

  it("gives a section the query's words that its page's description has as surely as its own, its keywords' by half", () => {
    const searchPrices = searchOf(
      [
        // The same section in two pages: the first would win a tie.
        {...record('/inventory/trading', 'lvl1', {lvl0: 'Inventory', lvl1: 'Trading'}), keywords: ['shop vendor']},
        record(
          '/inventory/trading#about',
          'content',
          {lvl0: 'Inventory', lvl1: 'Trading', lvl2: 'About'},
          'Each item has a price.',
        ),
        {
          ...record('/inventory/shops', 'lvl1', {lvl0: 'Inventory', lvl1: 'Shops'}),
          description: 'What a vendor sells.',
        },
        record(
          '/inventory/shops#about',
          'content',
          {lvl0: 'Inventory', lvl1: 'Shops', lvl2: 'About'},
          'Each item has a price.',
        ),
      ],
      {sections: true},
    );
    const found = searchPrices('vendor prices');
    expect(found.indexOf('/inventory/shops#about')).toBeLessThan(found.indexOf('/inventory/trading#about'));
  });

  it("finds a page by another form of the query's word, below a page that has the word as typed", () => {
    const searchPotions = searchOf([
      ...page('/pro/items/potions', 'Pro', 'Potions', 'A potion heals the player when used.'),
      ...page('/pro/items/food', 'Pro', 'Food', 'Food gives some healing over time.'),
    ]);
    expect(searchPotions('healing potion')).toEqual(['/pro/items/potions', '/pro/items/food']);
    expect(searchPotions('healing')).toEqual(['/pro/items/food', '/pro/items/potions']);
  });

  it('counts a word as had where a matched term runs it together with another', () => {
    const searchSky = searchOf([
      ...page('/tales/events/', 'Tales', 'Events', 'Events run on a node; set them on any node.'),
      ...page('/pro/sky/functions', 'Pro', 'Sky Functions', 'Runs an event at sunset.'),
      ...page('/tales/quests/', 'Tales', 'Quests', 'A quest.'),
    ]);
    expect(searchSky('run an event when the sun sets')[0]).toBe('/pro/sky/functions');
  });

  it("ranks a page's copy in another product below the next page that answers", () => {
    const text = 'A task is a step of a quest: find an item, talk to an NPC or reach a place.';
    const searchTasks = searchOf([
      ...page('/tales/quests/tasks/', 'Tales', 'Tasks', text),
      ...page('/pro/quests/tasks/', 'Pro', 'Tasks', text),
      // Another page of the title, ranked a little lower: it answers less well than the page, better than its copy.
      ...page('/pro/ai/tasks', 'Pro', 'Tasks', 'Tasks an NPC runs on its own: patrol, follow, attack.', -0.5),
    ]);
    expect(searchTasks('tasks')).toEqual(['/tales/quests/tasks/', '/pro/ai/tasks', '/pro/quests/tasks/']);
  });

  it('ranks the section whose table describes an identifier above one whose text mentions it', () => {
    const searchItems = searchOf([
      ...page('/inventory/changelog/', 'Inventory', 'Changelog', 'MaxStackSize is set in the constructor now.'),
      record('/inventory/items/', 'lvl1', {lvl0: 'Inventory', lvl1: 'Items'}),
      {
        ...record(
          '/inventory/items/#properties',
          'content',
          {lvl0: 'Inventory', lvl1: 'Items', lvl2: 'Properties'},
          'MaxStackSize – int32 – The most items one stack can hold, when many items stack together.',
        ),
        defines: 'MaxStackSize',
      },
    ]);
    expect(searchItems('maxstacksize')[0]).toBe('/inventory/items/');
  });

  it('finds a class typed with its prefix where the docs write it so, before a file of the same name', () => {
    const searchItems = searchOf([
      record('/inventory/changelog/', 'lvl1', {lvl0: 'Inventory', lvl1: 'Changelog'}),
      record(
        '/inventory/changelog/#narrativeitemcpp',
        'content',
        {lvl0: 'Inventory', lvl1: 'Changelog', lvl2: 'NarrativeItem.cpp'},
        'Fixed a crash.',
      ),
      ...page('/inventory/items/', 'Inventory', 'Items', 'Every item is a UNarrativeItem: create one from it.'),
    ]);
    expect(searchItems('UNarrativeItem')[0]).toBe('/inventory/items/');
  });

  it("ranks a page above a long list whose sections only share the query's word through the list's title", () => {
    const headings = Array.from({length: 20}, (_, index) => `Step ${index + 1}`);
    const searchEvents = searchOf([
      ...page('/tales/events/', 'Tales', 'Events', 'Run code from any node of a dialogue or quest.'),
      record('/tales/events/default-events', 'lvl1', {lvl0: 'Tales', lvl1: 'Default Events'}),
      ...headings.map((lvl2) =>
        record(
          `/tales/events/default-events#${lvl2.toLowerCase().replace(' ', '-')}`,
          'content',
          {lvl0: 'Tales', lvl1: 'Default Events', lvl2},
          `${lvl2} when the node plays.`,
        ),
      ),
    ]);
    expect(searchEvents('events')[0]).toBe('/tales/events/');
  });

  it('finds the release a version names, not the pages that merely have its numbers', () => {
    const searchReleases = searchOf([
      ...page('/navigator/', 'Navigator', 'Navigator', 'Step 1 of 1: add 1 map, 1 compass and 1 marker.'),
      ...page('/navigator/installation/', 'Navigator', 'Installation', 'Install Navigator 1.0 first, then step 1.'),
      ...page('/navigator/changelog/', 'Navigator', 'Changelog', 'Version 1.1.1 brings textures back.'),
    ]);
    expect(searchReleases('navigator 1.1.1')[0]).toBe('/navigator/changelog/');
    expect(searchReleases('navigator 1.1')[0]).toBe('/navigator/changelog/');
  });

  it('finds the word an -ing form comes from when no page has the form', () => {
    const searchMoves = searchOf([
      ...page('/pro/changelog/', 'Pro', 'Changelog', 'Characters can climb and mantle.'),
      ...page('/pro/player/', 'Pro', 'Player', 'Swap the mesh of the character.'),
    ]);
    expect(searchMoves('climbing')[0]).toBe('/pro/changelog/');
  });

  it('reads a word the docs use as typed, not as a typo of a commoner one', () => {
    expect(search('show what the player is looking at')[0]).toBe('/interaction/ui');
  });
});
