/**
 * The site configuration holds the spec's settings that no browser test
 * sees (a change to one of them should be deliberate), and its product
 * links lead to pages the site serves.
 */
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {products} from '../../src/data/products';
import {routes} from '@narrative-docs/test-support/routes';

const themeConfig = config.themeConfig as ThemeConfig;
const [, presetOptions] = config.presets![0] as [string, {docs: unknown; blog: unknown}];
// The docs plugin, wrapped by src/plugins/docs, in place of the preset's.
const [, docsOptions] = config.plugins!.find(
  (plugin): plugin is [string, Record<string, unknown>] =>
    Array.isArray(plugin) && plugin[0] === './src/plugins/docs/index.ts',
)!;

describe('docusaurus.config.ts', () => {
  it('serves the English docs from the root, current version labelled Next', () => {
    expect(config).toMatchObject({title: 'Narrative', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en']}});
    expect(docsOptions).toMatchObject({routeBasePath: '/', versions: {current: {label: 'Next'}}});
    expect(presetOptions).toMatchObject({docs: false, blog: false});
  });

  it('fails the build on broken links and only warns on broken anchors, Markdown links and duplicate routes', () => {
    expect(config).toMatchObject({onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn'});
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('keeps the storage keys of the spec, without a per-site suffix', () => {
    expect(config.storage).toEqual({type: 'localStorage', namespace: false});
    expect(config.future?.v4).toMatchObject({siteStorageNamespacing: false});
  });

  it("links each product from the footer's Products column to its docs, which the site serves", () => {
    const [column] = (themeConfig.footer as {links: {title: string; items: {label: string; to?: string}[]}[]}).links;
    expect(column!.title).toBe('Products');
    expect(column!.items.map(({label}) => label)).toEqual(products.map(({label}) => label));
    for (const {label, to} of column!.items) {
      expect(to, label).toBe(products.find((product) => product.label === label)!.to);
      expect(routes, label).toContain(to);
    }
  });

  it("serves each product's root and Pro's sub-roots, which shared bodies resolve their links against", () => {
    for (const product of products) {
      for (const root of [product.to, ...('subRoots' in product ? product.subRoots : [])]) {
        expect(routes, product.label).toContain(root);
      }
    }
  });
});
