import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {compactIndex, expandIndex} from './compactIndex';
import {indexOptions, searchOptions} from './indexOptions';

const documents = [
  {
    id: 0,
    section: 'Tales',
    path: 'tales quests',
    title: 'Quests',
    headings: '',
    content: 'Quests are made of states and branches.',
  },
  {
    id: 1,
    section: 'Tales',
    path: 'tales quests',
    title: 'Quests',
    headings: 'Branches',
    content: 'A branch holds the tasks a player completes.',
  },
  {
    id: 2,
    section: 'Inventory',
    path: 'inventory',
    title: 'Loot Tables',
    headings: 'Rolls',
    content: 'Loot tables roll items; loot drops into containers.',
  },
];

function built() {
  const miniSearch = new MiniSearch(indexOptions);
  miniSearch.addAll(documents);
  return miniSearch;
}

describe('compactIndex', () => {
  it('round-trips: the expanded index equals what MiniSearch wrote', () => {
    const plain = built().toJSON();
    expect(expandIndex(compactIndex(plain))).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it('answers queries exactly as the original index does', () => {
    const original = built();
    const loaded = MiniSearch.loadJS(
      expandIndex(JSON.parse(JSON.stringify(compactIndex(original.toJSON())))),
      indexOptions,
    );
    for (const query of ['quest', 'loot', 'branch tasks', 'invetory', 'rolls']) {
      expect(loaded.search(query, searchOptions)).toEqual(original.search(query, searchOptions));
    }
  });

  it("is smaller than MiniSearch's JSON", () => {
    const plain = built().toJSON();
    expect(JSON.stringify(compactIndex(plain)).length).toBeLessThan(JSON.stringify(plain).length);
  });

  it('refuses an index whose short ids are not the document ids', () => {
    const miniSearch = new MiniSearch(indexOptions);
    miniSearch.addAll([documents[1]!, documents[0]!]);
    expect(() => compactIndex(miniSearch.toJSON())).toThrow(/ids 0, 1, 2/);
  });
});
