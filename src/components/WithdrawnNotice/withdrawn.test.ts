import {describe, expect, it} from 'vitest';
import {withdrawnLabel, withdrawnOf, withdrawnTitle} from './withdrawn';

const replacements = [{to: '/pro/npcs/npc-spawners/', label: 'NPC Spawners'}];

describe('withdrawnOf', () => {
  it('reads the earlier release a page describes and the release current when it went', () => {
    const frontMatter = {withdrawn: {version: 'Pro 1.1', during: 'Pro 2.2', reason: 'Gone.', replacements}};
    expect(withdrawnOf(frontMatter)).toEqual({version: 'Pro 1.1', during: 'Pro 2.2', reason: 'Gone.', replacements});
    expect(withdrawnOf({})).toBeUndefined();
  });

  it('refuses a version that is the release current when the page went, which would read as current', () => {
    const frontMatter = {withdrawn: {version: 'Pro 2.2', during: 'Pro 2.2', reason: 'Gone.', replacements}};
    expect(() => withdrawnOf(frontMatter, 'docs/pro/ui/index.md')).toThrow(/docs\/pro\/ui\/index\.md: .*leave it out/);
  });

  it('refuses a calendar date, and names any field it does not know', () => {
    const frontMatter = {withdrawn: {during: 'Pro 2.2', date: 'July 2026', reason: 'Gone.', replacements}};
    expect(() => withdrawnOf(frontMatter)).toThrow(/has no field "date"/);
  });
});

describe('a withdrawn page says what it is in its sidebar label and its notice alike', () => {
  it.each([
    [{version: 'Pro 1.1', during: 'Pro 2.2'}, 'Settlements (Pro 1.1)', 'Earlier version: Pro 1.1'],
    [{during: 'Pro 2.2'}, 'Settlements (withdrawn during Pro 2.2)', 'Withdrawn during Pro 2.2'],
  ])('%o', (fields, label, title) => {
    const withdrawn = {...fields, reason: 'Gone.', replacements};
    expect(withdrawnLabel('Settlements', withdrawn)).toBe(label);
    expect(withdrawnTitle(withdrawn)).toBe(title);
  });
});
