/** The site configuration holds the spec's settings: a change to one of them should be deliberate. */
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {mermaidThemes} from '../../config/mermaid';
import remarkMermaidDiagrams from '../../src/plugins/mermaid-diagrams/remark';

const themeConfig = config.themeConfig as ThemeConfig;
const [, presetOptions] = config.presets![0] as [string, {docs: Record<string, unknown>; blog: unknown}];

describe('docusaurus.config.ts', () => {
  it('serves the English docs from the root, current version labelled Next', () => {
    expect(config).toMatchObject({title: 'Narrative', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en']}});
    expect(presetOptions.docs).toMatchObject({routeBasePath: '/', versions: {current: {label: 'Next'}}});
    expect(presetOptions.blog).toBe(false);
  });

  it('fails the build on broken links and only warns on broken anchors, Markdown links and duplicate routes', () => {
    expect(config).toMatchObject({onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn'});
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('keeps the storage keys of the spec, without a per-site suffix', () => {
    expect(config.storage).toEqual({type: 'localStorage', namespace: false});
    expect(config.future?.v4).toMatchObject({siteStorageNamespacing: false});
  });

  it('is dark by default, with the switch, ignoring the system preference', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('has a dismissible announcement with an id, a fixed navbar, a fixed sidebar and a table of contents of levels 2 to 3', () => {
    expect(themeConfig.announcementBar).toMatchObject({id: expect.any(String), isCloseable: true});
    expect(themeConfig.navbar).toMatchObject({hideOnScroll: false, title: 'Narrative'});
    expect(themeConfig.docs).toEqual({sidebar: {hideable: false, autoCollapseCategories: false}});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('draws Mermaid diagrams dark in dark mode and default in light mode', () => {
    expect(mermaidThemes).toMatchObject({light: {theme: 'default'}, dark: {theme: 'dark'}});
    expect(presetOptions.docs.beforeDefaultRemarkPlugins).toContainEqual([
      remarkMermaidDiagrams,
      expect.objectContaining({themes: mermaidThemes}),
    ]);
  });

  it('has the Products and Community footer columns and the 2025 copyright', () => {
    const footer = themeConfig.footer as {
      links: {title: string; items: {label: string; to?: string; href?: string}[]}[];
      copyright: string;
    };
    expect(footer.links.map((column) => column.title)).toEqual(['Products', 'Community']);
    expect(footer.links[0]!.items.map((item) => item.to)).toEqual([
      '/common-ui/',
      '/interaction/',
      '/inventory/',
      '/navigator/',
      '/pro/',
      '/tales/',
    ]);
    expect(footer.links[1]!.items.map((item) => item.href)).toEqual([
      'https://www.unrealengine.com/marketplace/en-US/profile/Narrative+Tools+Inc.',
      'https://discord.gg/qyVJmpQ2Pn',
      'https://www.youtube.com/@narrativetools',
    ]);
    expect(footer.copyright).toBe('Copyright © 2025 Narrative Tools Inc.');
  });
});
