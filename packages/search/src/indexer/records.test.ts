import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {record} from '@narrative-docs/test-support/searchRecords';
import {distinctTitles, extractRecords} from './records';

const html = readFileSync(path.join(__dirname, '__fixtures__/page.html'), 'utf8');
const records = extractRecords({
  html,
  pathname: '/tales/quests/',
  siteUrl: 'https://docs.example.com',
  sectionOf: (pathname, breadcrumbs) =>
    pathname === '/tales/quests/' ? `Tales from ${breadcrumbs.join(', ')}` : 'General',
});
const summary = records.map((record) => [
  record.type,
  record.anchor,
  record.content ?? record.hierarchy[record.type as 'lvl1'],
]);

describe('extractRecords', () => {
  it('writes a page record, a record per heading and a record per block of text, in page order', () => {
    expect(summary).toEqual([
      ['lvl1', null, 'Quests'],
      ['content', null, 'Quests are graphs of states and branches.'],
      ['lvl2', 'creation', 'Creation'],
      ['content', 'creation', 'Open the Content Drawer.'],
      ['content', 'creation', 'Choose Narrative > Quest.'],
      ['content', 'creation', 'Nested tip.'],
      ['lvl3', 'class-defaults', 'Class Defaults'],
      ['content', 'class-defaults', 'QuestName – FText – The title.'],
      ['content', 'class-defaults', 'Copy and paste is disabled.'],
      ['content', 'class-defaults', 'Requires Common UI'],
      ['content', 'class-defaults', 'Install it first.'],
      ['lvl2', 'begin-quest', 'Begin Quest'],
      ['content', 'begin-quest', 'Call BeginQuest on the component.'],
    ]);
  });

  it('fills the hierarchy: the section, the page title and the headings above each record', () => {
    const row = records.find((record) => record.content?.startsWith('QuestName'))!;
    expect(row.hierarchy).toEqual({
      lvl0: 'Tales from Tales (Quests & Dialogue), Quests',
      lvl1: 'Quests',
      lvl2: 'Creation',
      lvl3: 'Class Defaults',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const after = records.find((record) => record.content?.startsWith('Call'))!;
    expect(after.hierarchy.lvl3).toBeNull();
  });

  it("gives the page record the page's summary, from its meta description, and no other record", () => {
    expect(records[0]!.description).toBe('Give the player quests: goals in steps.');
    expect(records.filter((record) => record.description !== undefined)).toHaveLength(1);
  });

  it("gives the page record the page's keywords, from its meta keywords, and no other record", () => {
    expect(records[0]!.keywords).toEqual(['mission log', 'objectives the player follows']);
    expect(records.filter((record) => record.keywords !== undefined)).toHaveLength(1);
  });

  it('gives a table row the name its first cell gives, and no other record a name', () => {
    expect(records.filter((record) => record.defines).map(({defines, content}) => [defines, content])).toEqual([
      ['QuestName', 'QuestName – FText – The title.'],
    ]);
  });

  it('gives absolute URLs, with and without the anchor', () => {
    const row = records.find((record) => record.anchor === 'begin-quest')!;
    expect(row.url).toBe('https://docs.example.com/tales/quests/#begin-quest');
    expect(row.url_without_anchor).toBe('https://docs.example.com/tales/quests/');
    expect(records[0]!.url).toBe('https://docs.example.com/tales/quests/');
  });

  it('takes the language and the docs tag from the DocSearch meta tags', () => {
    expect(new Set(records.map((record) => `${record.language} ${record.docusaurus_tag}`))).toEqual(
      new Set(['en docs-default-current']),
    );
  });

  it('gives unique object ids and weights headings above text, earlier above later', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records[0]!.weight).toEqual({level: 100, position: 0, pageRank: 0});
    expect(records[2]!.weight.level).toBe(90);
    expect(records[1]!.weight.level).toBe(0);
  });

  it("takes the page rank a page states in its head over the rank its path's rule gives", () => {
    const input = {pathname: '/pro/settlements/', siteUrl: 'https://docs.example.com', sectionOf: () => 'Pro'};
    const page = (head: string) =>
      `<html><head>${head}</head><body><article><h1>Settlements</h1></article></body></html>`;
    expect(extractRecords({...input, html: page(''), pageRank: -0.5})[0]!.weight.pageRank).toBe(-0.5);
    const withdrawn = page('<meta name="docsearch:pageRank" content="-1">');
    expect(extractRecords({...input, html: withdrawn, pageRank: -0.5})[0]!.weight.pageRank).toBe(-1);
  });

  it('marks every record of a page whose head says it is withdrawn with its version and replacement', () => {
    const input = {pathname: '/pro/settlements/', siteUrl: 'https://docs.example.com', sectionOf: () => 'Pro'};
    const page = (head: string) =>
      `<html><head>${head}</head><body><article><h1>Settlements</h1><p>Towns.</p></article></body></html>`;
    const withdrawn = extractRecords({
      ...input,
      html: page(
        '<meta name="docsearch:withdrawn" content="Pro 2.2"><link rel="successor-version" href="/pro/features/" title="Pro\'s Features">',
      ),
    });
    expect(withdrawn.map((record) => record.withdrawn)).toEqual(
      Array(2).fill({
        version: 'Pro 2.2',
        replacement: {url: 'https://docs.example.com/pro/features/', label: "Pro's Features"},
      }),
    );
    expect(extractRecords({...input, html: page('')}).every((record) => record.withdrawn === undefined)).toBe(true);
  });

  it('leaves out navigation, code, diagrams and the footer', () => {
    const text = JSON.stringify(records);
    for (const left of [
      'Previous',
      'On this page',
      'ignored = true',
      'diagram label',
      'diagram source',
      'Copyright',
      'Home',
    ]) {
      expect(text).not.toContain(left);
    }
  });

  it('writes nothing for a page without a title', () => {
    expect(
      extractRecords({
        html: '<html><body></body></html>',
        pathname: '/x',
        siteUrl: 'https://a.b',
        sectionOf: () => 'General',
      }),
    ).toEqual([]);
  });
});

describe('distinctTitles', () => {
  const page = (url: string, lvl0: string, lvl1: string, breadcrumbs: string[]) => ({
    breadcrumbs,
    records: [record(url, 'lvl1', {lvl0, lvl1}), record(`${url}#a`, 'lvl2', {lvl0, lvl1, lvl2: 'A'})],
  });

  it('names the category above each page that shares its title in its product, in all its records', () => {
    const pages = [
      page('/inventory/items/functions', 'Inventory', 'Functions', ['Items', 'Functions']),
      page('/inventory/inventory-component/functions', 'Inventory', 'Functions', ['Inventory Component', 'Functions']),
      page('/tales/dialogue/functions', 'Tales', 'Functions', ['Dialogue', 'Functions']),
      page('/inventory/items/', 'Inventory', 'Items', ['Items']),
    ];
    distinctTitles(pages);
    expect(pages.map(({records}) => records.map(({hierarchy}) => hierarchy.lvl1))).toEqual([
      ['Items › Functions', 'Items › Functions'],
      ['Inventory Component › Functions', 'Inventory Component › Functions'],
      // Alone in its product: the product tells it apart.
      ['Functions', 'Functions'],
      ['Items', 'Items'],
    ]);
  });
});
