import {describe, expect, it} from 'vitest';
import {roadmapItems} from '@site/src/data/roadmap';
import {roadmapProducts, type RoadmapItem} from '@site/src/data/roadmap.types';
import {buildTabs, itemsIn} from './tabs';

describe('buildTabs', () => {
  const tabs = buildTabs(roadmapProducts);

  it('gives the six products alphabetically, with the Tales label spelled out', () => {
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Common UI',
      'Interaction',
      'Inventory',
      'Navigator',
      'Pro',
      'Tales (Quests & Dialogue)',
    ]);
  });

  it('nests the "Pro - X" areas under Pro, alphabetically and without the prefix', () => {
    expect(tabs.find((tab) => tab.product === 'Pro')!.children.map((child) => child.label)).toEqual([
      'AI',
      'Character Creator',
      'Combat',
      'Inventory',
      'Narrative Events / Conditions',
      'Settlements',
      'Tales',
      'Time of Day',
    ]);
    expect(tabs.filter((tab) => tab.product !== 'Pro').every((tab) => tab.children.length === 0)).toBe(true);
  });
});

describe('itemsIn', () => {
  const item = (products: RoadmapItem['products'], quarter: RoadmapItem['quarter']): RoadmapItem => ({
    products,
    quarter,
    year: 2025,
    type: 'Feature',
    name: products.join() + quarter,
  });
  const items = [item(['Tales', 'Pro - Tales'], 1), item(['Pro'], 1), item(['Tales'], 2)];

  it('shows an item in every tab its product list names, and only in its quarter', () => {
    expect(itemsIn(items, 'Tales', {year: 2025, quarter: 1})).toEqual([items[0]]);
    expect(itemsIn(items, 'Pro - Tales', {year: 2025, quarter: 1})).toEqual([items[0]]);
    expect(itemsIn(items, 'Pro', {year: 2025, quarter: 1})).toEqual([items[1]]);
    expect(itemsIn(items, 'Tales', {year: 2025, quarter: 2})).toEqual([items[2]]);
    expect(itemsIn(items, 'Tales', {year: 2024, quarter: 1})).toEqual([]);
  });
});

describe('the roadmap data', () => {
  const count = (keep: (entry: RoadmapItem) => boolean) => roadmapItems.filter(keep).length;

  it('holds the 88 items: 69 in 2024, 13 in 2025 and 6 in 2026', () => {
    expect(roadmapItems).toHaveLength(88);
    expect([2024, 2025, 2026].map((year) => count((entry) => entry.year === year))).toEqual([69, 13, 6]);
  });

  it('counts 66 features, 15 bug fixes and 7 misc items', () => {
    expect((['Feature', 'Bugfix', 'Misc'] as const).map((type) => count((entry) => entry.type === type))).toEqual([66, 15, 7]);
  });

  it('never repeats a card in the same tab and quarter', () => {
    const keys = roadmapItems.flatMap((entry) =>
      entry.products.map((product) => [product, entry.year, entry.quarter, entry.type, entry.name].join('|')),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
