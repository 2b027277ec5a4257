import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {darkCodeTheme, lightCodeTheme} from './config/codeThemes';
import {footer} from './config/footer';
import {ssrTemplate} from './config/ssrTemplate';
import {mermaidConfig, mermaidThemes} from './config/mermaid';
import {navbar} from './config/navbar';
import {releasedVersions} from './config/versions';
import announcementBarReset from './src/plugins/announcement-bar-reset';
import type {BuildCacheOptions} from './src/plugins/build-cache';
import blueprintGraphs from './src/plugins/blueprint-graphs';
import remarkBlueprintGraphs from './src/plugins/blueprint-graphs/remark';
import type {CodeThemes} from './src/plugins/code-highlighting';
import rehypeCodeHighlighting, {type CodeHighlightingOptions} from './src/plugins/code-highlighting/rehype';
import {community} from './src/data/community';
import {productNames, products} from './src/data/products';
import type {LlmsTxtOptions} from './src/plugins/llms-txt';
import mcpPackage from './src/plugins/mcp-package';
import mermaidDiagrams from './src/plugins/mermaid-diagrams';
import remarkMermaidDiagrams, {type MermaidDiagramsOptions} from './src/plugins/mermaid-diagrams/remark';
import {rendererFingerprint} from './src/plugins/mermaid-diagrams/render';
import {recompiledWith} from './src/internals/compiledPages';
import type {SearchPluginOptions} from '@narrative-docs/search';
import rehypeTableLabels from './src/plugins/table-labels';
import {markWithdrawnPages} from './src/components/WithdrawnNotice/sidebar';

// Environment flags: the only settings that change between deployments.
const siteUrl = process.env.SITE_URL ?? 'https://docs.narrativetools.io';
// The path the site is served under, such as '/narrative/' for a GitHub Pages project site.
const baseUrl = process.env.BASE_URL ?? '/';
// Hosted DocSearch: with both set, search asks the hosted service instead of the embedded index.
const docSearchAppId = process.env.DOCSEARCH_APP_ID;
const docSearchApiKey = process.env.DOCSEARCH_API_KEY;
const docSearchIndexName = process.env.DOCSEARCH_INDEX_NAME ?? 'narrative';
// Versions cut with `docusaurus docs:version`; the docs folder is the version labelled Next.
const versions = releasedVersions(__dirname);
// What builds keep for the next one (the bundler's modules, Mermaid's drawings): git ignores the folder, and `npm ci`,
// which deletes node_modules, keeps it.
const cacheDir = path.join(__dirname, '.cache');
// Prism's languages beyond prism-react-renderer's own, for the code blocks highlighted at build time.
const codeLanguages = ['bash', 'batch'];
// Every Markdown page's code blocks, docs and standalone pages alike, are highlighted at build time: the code block
// draws nothing else.
const codeHighlighting = [
  rehypeCodeHighlighting,
  {additionalLanguages: codeLanguages} satisfies CodeHighlightingOptions,
];

// The docs, through src/plugins/docs (the docs plugin, leaner in the browser) rather than the preset.
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // Withdrawn pages go last in their category, in a collapsed "Earlier versions" group.
  sidebarItemsGenerator: markWithdrawnPages,
  versions: {current: {label: 'Next'}},
  rehypePlugins: [rehypeTableLabels, codeHighlighting],
  // Before the defaults, so ```blueprint and ```mermaid blocks become drawings before code-block handling sees them.
  beforeDefaultRemarkPlugins: [
    remarkBlueprintGraphs,
    [
      remarkMermaidDiagrams,
      recompiledWith(
        {
          config: mermaidConfig,
          themes: mermaidThemes,
          cacheDir: path.join(cacheDir, 'mermaid-diagrams'),
        },
        rendererFingerprint(),
      ) satisfies MermaidDiagramsOptions,
    ],
  ],
} satisfies DocsOptions;

const config: Config = {
  title: 'Narrative',
  tagline: 'Quests, dialogue, inventory and more for Unreal Engine',
  favicon: 'img/logo.svg',
  url: siteUrl,
  baseUrl,
  organizationName: 'Narrative Tools Inc.',
  trailingSlash: undefined,
  // The roadmap renders its "current quarter" from this date until the
  // reader's browser takes over with its own clock.
  customFields: {builtAt: new Date().toISOString()},

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      mdx1CompatDisabledByDefault: true,
      fasterByDefault: true,
      // Off: its layer polyfill ranks Infima's variables above src/css/custom.css,
      // which drops the site's colours.
      useCssCascadeLayers: false,
      // Off: the spec fixes the storage keys ("theme", "docusaurus.announcement.*").
      siteStorageNamespacing: false,
    },
    faster: true,
  },
  storage: {type: 'localStorage', namespace: false},
  ssrTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {rehypePlugins: [codeHighlighting]},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/tables.css',
            './src/plugins/blueprint-graphs/blueprint.css',
            './src/plugins/mermaid-diagrams/diagrams.css',
            './src/components/EmbedFacade/facade.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['./src/plugins/build-cache/index.ts', {directory: path.join(cacheDir, 'rspack')} satisfies BuildCacheOptions],
    ['./src/plugins/docs/index.ts', docsOptions],
    announcementBarReset,
    blueprintGraphs,
    ['./src/plugins/code-highlighting/index.ts', {light: lightCodeTheme, dark: darkCodeTheme} satisfies CodeThemes],
    mermaidDiagrams,
    [
      './src/plugins/llms-txt/index.ts',
      {
        sidebarId: 'tutorialSidebar',
        // One section per product and one for the rest: the names the MCP server's tools take and return.
        products: products.map(({label, to}) => ({label, to})),
        generalSectionTitle: 'General',
        summary: `Documentation of the Narrative plugins for Unreal Engine: ${productNames}. Each page below is plain Markdown; Pro bundles the other products, so many of its pages match a standalone product's page.`,
      } satisfies LlmsTxtOptions,
    ],
    // The MCP server's npm tarball, for `npx -y <site>/mcp/narrative-docs-mcp.tgz`.
    mcpPackage,
    [
      '@narrative-docs/search/docusaurus',
      {
        appId: docSearchAppId,
        apiKey: docSearchApiKey,
        indexName: docSearchIndexName,
        missingResultsUrl: community.discord,
        products: products.map(({label, to}) => ({label, to})),
        // These pages document the widgets that show a feature, by the feature's name: its own page answers first.
        // A guide walks through several features: the page that documents one answers a query about it first,
        // while a query that says the guide's task still finds the guide. A withdrawn page states its own,
        // lower rank (`withdrawnPageRank`).
        pageRanks: [
          {path: '^/(pro|tales)/ui/.', pageRank: -0.75},
          {path: '^/guides/', pageRank: -0.5},
        ],
      } satisfies Partial<SearchPluginOptions>,
    ],
  ],
  clientModules: ['./src/client/keyboardNavigation.ts', './src/client/idlePrefetch.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'search-everywhere-2025',
      // The key hint hides on touch screens (src/css/custom.css), where there are no keys to press.
      content:
        'Search every page of the docs, even offline<span class="keyboard-hint">: press <kbd>Ctrl</kbd> + <kbd>K</kbd> or <kbd>/</kbd></span>.',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: navbar({versionMenu: versions.length > 0}),
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: codeLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
