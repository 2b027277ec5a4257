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
      'NPC',
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
  it('puts every item on the board: in a tab of its own product, in its quarter, with a title', () => {
    const lost = roadmapItems.filter(
      (entry) =>
        !entry.name.trim() || !entry.products.some((product) => itemsIn(roadmapItems, product, entry).includes(entry)),
    );
    expect(lost).toEqual([]);
  });

  it('never repeats a card in the same tab and quarter', () => {
    const keys = roadmapItems.flatMap((entry) =>
      entry.products.map((product) => [product, entry.year, entry.quarter, entry.type, entry.name].join('|')),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
