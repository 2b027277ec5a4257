import {describe, expect, it} from 'vitest';
import {countMessage, filterSidebar, matchLabel, filterWords, type KeptEntry, type SidebarEntry} from './filterSidebar';

const link = (label: string, href: string, extra: {unlisted?: boolean} = {}): SidebarEntry => ({
  type: 'link',
  label,
  href,
  ...extra,
});
const category = (label: string, href: string | undefined, items: SidebarEntry[], extra = {}): SidebarEntry => ({
  type: 'category',
  label,
  href,
  items,
  ...extra,
});

const sidebar: SidebarEntry[] = [
  link('Introduction', '/'),
  category('Inventory', '/inventory/', [
    link('Loot Tables', '/inventory/loot-tables'),
    category('Items', '/inventory/items/', [
      link('Functions', '/inventory/items/functions'),
      category('Equipment', '/inventory/items/equipment/', [
        link('Clothing', '/inventory/items/equipment/clothing'),
        link('Weapons', '/inventory/items/equipment/weapons'),
      ]),
    ]),
  ]),
  category('Tales', '/tales/', [
    category('Dialogue', undefined, [link('Functions', '/tales/dialogue/functions'), link('Speakers', '/tales/x')]),
    {type: 'html'},
  ]),
];

/** The kept tree as readable lines: indentation for depth, `*` for a matching entry. */
function outline(entries: KeptEntry[], depth = 0): string[] {
  return entries.flatMap((kept) => [
    `${'  '.repeat(depth)}${kept.matches ? '*' : ''}${kept.entry.label}`,
    ...outline(kept.children, depth + 1),
  ]);
}

describe('filterWords', () => {
  it('lower-cases, splits on any white space and drops repeats', () => {
    expect(filterWords('  Loot\tTABLES loot ')).toEqual(['loot', 'tables']);
  });

  it('finds no words in a blank query', () => {
    expect(filterWords('')).toEqual([]);
    expect(filterWords(' \n ')).toEqual([]);
  });
});

describe('matchLabel', () => {
  const cases: [label: string, query: string, expected: string | null][] = [
    // Expected: matched pieces in [brackets].
    ['Loot Tables', 'loot', '[Loot] Tables'],
    ['Loot Tables', 'TABLES loot', '[Loot] [Tables]'],
    ['Loot Tables', 'loot chests', null],
    ['Gameplay Effects', 'effects gameplay', '[Gameplay] [Effects]'],
    ['Functions', 'n', 'Fu[n]ctio[n]s'],
    ['Inventory', 'inv invent', '[Invent]ory'],
    ['Inventory', 'ven ento', 'In[vento]ry'],
    ['Loot Tables', 'ot ta', 'Lo[ot] [Ta]bles'],
    ['Tables', 'tab les', '[Tables]'],
    ['Speakers', '', null],
  ];
  for (const [label, query, expected] of cases) {
    it(`"${query}" in "${label}" gives ${expected ?? 'no match'}`, () => {
      const segments = matchLabel(label, filterWords(query));
      expect(segments && segments.map(({text, match}) => (match ? `[${text}]` : text)).join('')).toBe(expected);
      if (segments) {
        expect(segments.map((segment) => segment.text).join('')).toBe(label);
      }
    });
  }

  it('keeps positions when lower case changes a character\'s length ("İ")', () => {
    expect(matchLabel('İtem Items', ['items'])).toEqual([
      {text: 'İtem ', match: false},
      {text: 'Items', match: true},
    ]);
  });
});

describe('filterSidebar', () => {
  it('returns null for a blank query, so the sidebar shows unchanged', () => {
    expect(filterSidebar(sidebar, '')).toBeNull();
    expect(filterSidebar(sidebar, '   ')).toBeNull();
  });

  it('keeps a deep match with all its parent categories, in sidebar order', () => {
    const result = filterSidebar(sidebar, 'weap')!;
    expect(outline(result.entries)).toEqual(['Inventory', '  Items', '    Equipment', '      *Weapons']);
    expect(result.count).toBe(1);
  });

  it('keeps every match, under each of its parents, and counts them', () => {
    const result = filterSidebar(sidebar, 'functions')!;
    expect(outline(result.entries)).toEqual([
      'Inventory',
      '  Items',
      '    *Functions',
      'Tales',
      '  Dialogue',
      '    *Functions',
    ]);
    expect(result.count).toBe(2);
  });

  it('counts a matching category and keeps only its matching children', () => {
    const result = filterSidebar(sidebar, 'i')!;
    expect(outline(result.entries)).toEqual([
      '*Introduction',
      '*Inventory',
      '  *Items',
      '    *Functions',
      '    *Equipment',
      '      *Clothing',
      'Tales',
      '  *Dialogue',
      '    *Functions',
    ]);
    expect(result.count).toBe(8);
  });

  it('requires every word in the same label', () => {
    expect(filterSidebar(sidebar, 'inventory functions')).toEqual({entries: [], count: 0});
  });

  it('marks the matched text of a match and leaves a kept parent unmarked', () => {
    const [inventory] = filterSidebar(sidebar, 'WEAPONS')!.entries;
    expect(inventory!.label).toEqual([{text: 'Inventory', match: false}]);
    const weapons = inventory!.children[0]!.children[0]!.children[0]!;
    expect(weapons.label).toEqual([{text: 'Weapons', match: true}]);
    expect(weapons.entry).toMatchObject({type: 'link', href: '/inventory/items/equipment/weapons'});
  });

  it('marks the current page, and as active every category that holds it, kept or not', () => {
    const result = filterSidebar(sidebar, 'e', '/inventory/items/equipment/weapons/')!;
    const flat = (entries: KeptEntry[]): KeptEntry[] => entries.flatMap((kept) => [kept, ...flat(kept.children)]);
    const state = (label: string) => {
      const kept = flat(result.entries).find((candidate) => candidate.entry.label === label)!;
      return {current: kept.current, active: kept.active};
    };
    expect(state('Weapons')).toEqual({current: true, active: true});
    expect(state('Equipment')).toEqual({current: false, active: true});
    expect(state('Items')).toEqual({current: false, active: true});
    expect(state('Loot Tables')).toEqual({current: false, active: false});
    expect(state('Tales')).toEqual({current: false, active: false});
    // Without "e" in "Clothing", the category still holds the page through a child the filter left out.
    const onClothing = filterSidebar(sidebar, 'equip', '/inventory/items/equipment/clothing')!;
    expect(onClothing.entries[0]!.children[0]!.children[0]!).toMatchObject({current: false, active: true});
  });

  it('leaves out unlisted links unless they are the current page, and unlisted category links', () => {
    const withUnlisted: SidebarEntry[] = [
      link('Secret Weapons', '/secret/', {unlisted: true}),
      category('Weapon Racks', '/racks/', [link('Weapon Rack', '/racks/rack')], {linkUnlisted: true}),
    ];
    expect(outline(filterSidebar(withUnlisted, 'weapon')!.entries)).toEqual(['*Weapon Racks', '  *Weapon Rack']);
    expect(filterSidebar(withUnlisted, 'weapon')!.entries[0]!.entry.href).toBeUndefined();
    expect(outline(filterSidebar(withUnlisted, 'weapon', '/Secret')!.entries)).toEqual([
      '*Secret Weapons',
      '*Weapon Racks',
      '  *Weapon Rack',
    ]);
  });

  it('does not change the sidebar it reads', () => {
    const before = JSON.stringify(sidebar);
    filterSidebar(sidebar, 'i');
    expect(JSON.stringify(sidebar)).toBe(before);
  });
});

describe('countMessage', () => {
  it('says nothing without a query, and how many entries match with one', () => {
    expect(countMessage(null)).toBe('');
    expect(countMessage({entries: [], count: 0})).toBe('No matches');
    expect(countMessage({entries: [], count: 1})).toBe('1 match');
    expect(countMessage(filterSidebar(sidebar, 'functions'))).toBe('2 matches');
  });
});
