import {describe, expect, it} from 'vitest';
import {
  absoluteLink,
  converterPathOf,
  markdownPathOf,
  parseLlmsTxt,
  renderLlmsTxt,
  routeOfMarkdownPath,
  sectionsOf,
  type Page,
  type SidebarItem,
} from './llmsTxt';

const site = 'https://docs.example.com';

describe('markdownPathOf', () => {
  it.each([
    ['/', '/index.md'],
    ['/tales/quests/', '/tales/quests/index.md'],
    ['/tales/quests/branches', '/tales/quests/branches.md'],
  ])('%s → %s', (route, expected) => {
    expect(markdownPathOf(route)).toBe(expected);
    expect(routeOfMarkdownPath(expected)).toBe(route);
  });

  it('differs from the converter only for routes ending in "/"', () => {
    expect(converterPathOf('/tales/quests/')).toBe('/tales/quests.md');
    expect(converterPathOf('/tales/quests/branches')).toBe('/tales/quests/branches.md');
    expect(converterPathOf('/')).toBe('/index.md');
  });
});

describe('absoluteLink', () => {
  const routes = new Set(['/tales/quests/', '/tales/quests/branches']);
  it.each([
    ['/tales/quests/branches#start', `${site}/tales/quests/branches.md#start`],
    ['/tales/quests/', `${site}/tales/quests/index.md`],
    ['/tales/quests', `${site}/tales/quests/index.md`],
    ['/search?q=quest', `${site}/search?q=quest`],
    ['/img/logo.svg', `${site}/img/logo.svg`],
    ['https://discord.gg/x', 'https://discord.gg/x'],
    ['#anchor', '#anchor'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
  ])('%s → %s', (href, expected) => expect(absoluteLink(href, {url: site, baseUrl: '/'}, routes)).toBe(expected));

  it('keeps a sub-path deploy under its base URL', () => {
    const subPath = {url: `${site}/narrative`, baseUrl: '/narrative/'};
    const versioned = new Set([...routes, '/next/tales/quests/branches']);
    expect(absoluteLink('/narrative/tales/quests/branches#start', subPath, versioned)).toBe(
      `${site}/narrative/tales/quests/branches.md#start`,
    );
    expect(absoluteLink('/narrative/next/tales/quests/branches', subPath, versioned)).toBe(
      `${site}/narrative/next/tales/quests/branches.md`,
    );
    expect(absoluteLink('/narrative/img/logo.svg', subPath, versioned)).toBe(`${site}/narrative/img/logo.svg`);
    expect(absoluteLink('/elsewhere/page', subPath, versioned)).toBe(`${site}/elsewhere/page`);
  });
});

describe('sectionsOf and renderLlmsTxt', () => {
  const pages: Record<string, Page> = {
    index: {route: '/', title: 'Introduction', description: 'What the plugins do.'},
    'tales/index': {route: '/tales/', title: 'Tales', description: 'Quests and dialogue.'},
    'tales/quests/index': {route: '/tales/quests/', title: 'Quests', description: 'Quests.'},
    'tales/quests/branches': {
      route: '/tales/quests/branches',
      title: 'Branches',
      description: 'How branches\nconnect states.',
    },
    verification: {route: '/verification', title: 'Discord', description: ''},
    'roadmap/index': {route: '/roadmap/', title: 'Roadmap', description: 'What comes next.'},
  };
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'index'},
    {
      type: 'category',
      label: 'Tales',
      link: {type: 'doc', id: 'tales/index'},
      items: [
        {
          type: 'category',
          label: 'Quests',
          link: {type: 'doc', id: 'tales/quests/index'},
          items: [{type: 'doc', id: 'tales/quests/branches'}],
        },
      ],
    },
    {type: 'doc', id: 'verification'},
    {type: 'category', label: 'Roadmap', link: {type: 'doc', id: 'roadmap/index'}, items: []},
    {type: 'html'},
  ];
  const products = [
    {label: 'Pro', to: '/pro/'},
    {label: 'Tales', to: '/tales/'},
  ];
  const sections = sectionsOf(sidebar, (id) => pages[id], {products, generalTitle: 'General'});

  it('makes one section per product, named as the product, and one first for every other page, in sidebar order', () => {
    // The sidebar's category is "Tales (Quests & Dialogue)" on the site: the section takes the product's name.
    const labelled = sidebar.map((item) =>
      item.type === 'category' && item.label === 'Tales' ? {...item, label: 'Tales (Quests & Dialogue)'} : item,
    );
    expect(
      sectionsOf(labelled, (id) => pages[id], {products, generalTitle: 'General'}).map((section) => [
        section.title,
        section.pages.map((page) => page.route),
      ]),
    ).toEqual([
      ['General', ['/', '/verification', '/roadmap/']],
      ['Tales', ['/tales/', '/tales/quests/', '/tales/quests/branches']],
    ]);
  });

  it('renders the llmstxt.org shape with absolute Markdown links and one-line descriptions', () => {
    expect(renderLlmsTxt('Narrative', 'The docs.', sections, site)).toBe(
      [
        '# Narrative',
        '',
        '> The docs.',
        '',
        '## General',
        '',
        `- [Introduction](${site}/index.md): What the plugins do.`,
        `- [Discord](${site}/verification.md)`,
        `- [Roadmap](${site}/roadmap/index.md): What comes next.`,
        '',
        '## Tales',
        '',
        `- [Tales](${site}/tales/index.md): Quests and dialogue.`,
        `- [Quests](${site}/tales/quests/index.md): Quests.`,
        `- [Branches](${site}/tales/quests/branches.md): How branches connect states.`,
        '',
      ].join('\n'),
    );
  });
});

describe('parseLlmsTxt', () => {
  it('reads back what renderLlmsTxt wrote: sections, titles, routes and descriptions', () => {
    const sections: {title: string; pages: Page[]}[] = [
      {title: 'Start here', pages: [{route: '/', title: 'Introduction', description: 'What [each] plugin does.'}]},
      {
        title: 'Tales (Quests & Dialogue)',
        pages: [
          {route: '/tales/', title: 'Tales', description: ''},
          {route: '/tales/quests/branches', title: 'Quest [Branches]', description: 'How branches connect states.'},
        ],
      },
    ];
    const parsed = parseLlmsTxt(renderLlmsTxt('Narrative', 'The docs.', sections, site));
    expect(
      parsed.map(({title, pages}) => ({
        title,
        pages: pages.map(({title, markdownUrl, description}) => ({
          route: routeOfMarkdownPath(markdownUrl.slice(site.length)),
          title,
          description,
        })),
      })),
    ).toEqual(sections);
  });
});
