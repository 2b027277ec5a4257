/** Small DocSearch records for the search tests: two products, three pages, two languages. */
import type {DocSearchRecord, Hierarchy, RecordType} from '@narrative-docs/search';

export const siteUrl = 'https://docs.example.com';

let position = 0;

export function record(
  path: string,
  type: RecordType,
  levels: Partial<Hierarchy>,
  content: string | null = null,
  facets: {language?: string; docusaurus_tag?: string} = {},
): DocSearchRecord {
  position += 1;
  const [pathname = path, anchor = null] = path.split('#');
  return {
    objectID: `${path}@${position}`,
    url: siteUrl + path,
    url_without_anchor: siteUrl + pathname,
    anchor,
    type,
    hierarchy: {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels},
    content,
    language: facets.language ?? 'en',
    docusaurus_tag: facets.docusaurus_tag ?? 'docs-default-current',
    weight: {level: 0, position, pageRank: 0},
  };
}

export const records: DocSearchRecord[] = [
  record('/tales/quests/', 'lvl1', {lvl0: 'Tales', lvl1: 'Quests'}),
  record(
    '/tales/quests/#creation',
    'content',
    {lvl0: 'Tales', lvl1: 'Quests', lvl2: 'Creation'},
    'Right-click in the Content Drawer and choose Narrative > Quest to create a quest asset for your game.',
  ),
  record('/tales/quests/tasks/', 'lvl1', {lvl0: 'Tales', lvl1: 'Tasks'}),
  record(
    '/tales/quests/tasks/#custom-tasks',
    'content',
    {lvl0: 'Tales', lvl1: 'Tasks', lvl2: 'Custom Tasks'},
    'A task is something the player must do, such as finding an item; BP_PlayerController reports progress.',
  ),
  record('/inventory/', 'lvl1', {lvl0: 'Inventory', lvl1: 'Narrative Inventory'}),
  record(
    '/inventory/#loot',
    'content',
    {lvl0: 'Inventory', lvl1: 'Narrative Inventory', lvl2: 'Loot'},
    'Loot tables decide which <items> a container holds & how many.',
  ),
  record('/markdown-page', 'lvl1', {lvl0: 'General', lvl1: 'Markdown page'}, null, {docusaurus_tag: 'default'}),
  record('/fr/quetes/', 'lvl1', {lvl0: 'Tales', lvl1: 'Quêtes'}, null, {language: 'fr'}),
];
