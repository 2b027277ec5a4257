/**
 * A small built site in memory, for the server's unit tests: a search index
 * (current docs, an older docs version), llms.txt and the pages' Markdown.
 * Sixty Pro pages about quests outrank the Tales pages for "quest", so a
 * product filter must look past the first results.
 */
import {record, siteUrl} from '@narrative-docs/test-support/searchRecords';
import {markdownPathOf, renderLlmsTxt} from '@narrative-docs/llms-txt';
import {buildShards} from '@narrative-docs/search/indexer';
import {indexDirectory, manifestFileName} from '@narrative-docs/search';
import type {SiteSource} from '../siteSource';

export {siteUrl};

const proPages = Array.from({length: 60}, (_, index) =>
  record(`/pro/quest-tips-${index}`, 'lvl1', {lvl0: 'Pro', lvl1: `Quest Tips ${index}`}),
);

export const records = [
  // The site's search names the home page's section Introduction; the tools name it as llms.txt does, General.
  record('/', 'lvl1', {lvl0: 'Introduction', lvl1: 'Introduction'}),
  record('/tales/quests/', 'lvl1', {lvl0: 'Tales', lvl1: 'Quests'}),
  record(
    '/tales/quests/branches#linear',
    'content',
    {lvl0: 'Tales', lvl1: 'Branches', lvl2: 'Linear'},
    'A branch leaves a state & points to the "next" one, in the player\'s order.',
  ),
  ...proPages,
  record('/tales/1.0/quests/', 'lvl1', {lvl0: 'Tales', lvl1: 'Archived Quests'}, null, {
    docusaurus_tag: 'docs-default-1.0',
  }),
];

// llms.txt's sections are the names the tools use: General, then the products. The Pro pages of the index are
// not listed: they belong to Pro by the folder they are in, whose page is.
const pages = [
  {title: 'General', pages: [{route: '/', title: 'Introduction', description: 'What each plugin does.'}]},
  {
    title: 'Tales',
    pages: [
      {route: '/tales/quests/', title: 'Quests', description: 'Quests.'},
      {route: '/tales/quests/branches', title: 'Branches', description: 'How branches connect states.'},
    ],
  },
  {title: 'Pro', pages: [{route: '/pro/', title: 'Pro', description: 'Everything together.'}]},
];

/** The files of a build of `records`, by their path below the site's base. */
export function builtFiles(built = records): Map<string, string> {
  const {manifest, files} = buildShards(built, siteUrl);
  return new Map([
    [`${indexDirectory}/${manifestFileName}`, JSON.stringify(manifest)],
    ...files.map(({name, content}): [string, string] => [`${indexDirectory}/${name}`, content]),
    ['llms.txt', renderLlmsTxt('Narrative', 'The docs.', pages, siteUrl)],
    ...pages
      .flatMap((section) => section.pages)
      .map(({route, title}): [string, string] => [markdownPathOf(route).slice(1), `# ${title}\n\nAbout ${title}.\n`]),
  ]);
}

/** The site in memory; `files` can be changed, and `down` makes every read fail as an unreachable site does. */
export function memorySite(files = builtFiles()): SiteSource & {files: Map<string, string>; down: boolean} {
  const site = {
    files,
    down: false,
    location: 'memory',
    url: null,
    addressOf: (file: string) => `memory/${file.replace(/^\/+/, '')}`,
    read: async (file: string) => {
      if (site.down) {
        throw new Error('Cannot reach memory');
      }
      return site.files.get(file.replace(/^\/+/, '')) ?? null;
    },
  };
  return site;
}
