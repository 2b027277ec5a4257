/**
 * knip, in the lint step: no unused file, export or dependency. Docusaurus
 * loads much by name (plugins, swizzled theme components, client modules, the
 * components pages import), so those are entries here; knip's own Docusaurus
 * plugin runs the site's plugins to find them, which ours refuse without a site.
 */
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  // Docusaurus's module aliases, which its bundler resolves: @docusaurus/Link, @theme/Layout, @theme-original/…
  ignoreDependencies: [
    /^@docusaurus\/[A-Z]/,
    /^@docusaurus\/use/,
    /^@docusaurus\/router$/,
    /^@theme(-original|-init)?\//,
    // The Mermaid renderer resolves the font's files by a path it builds (`@fontsource/arimo/${weight}`).
    '@fontsource/arimo',
    // The Blueprint graphs' fonts: blueprint.css names their files, which the CSS loader bundles, and the build
    // measures text with them by the ids of src/plugins/blueprint-graphs/fonts.ts.
    '@fontsource/roboto',
    '@fontsource/roboto-condensed',
    // The code highlighter requires Prism's language components by a path it builds (`prismjs/components/prism-${language}`).
    'prismjs',
  ],
  // Debian's package manager, which installs Chromium for the build on a bare machine (src/chromium).
  ignoreBinaries: ['apt-get'],
  workspaces: {
    '.': {
      docusaurus: false,
      entry: [
        'docusaurus.config.ts',
        'sidebars.ts',
        'docs/**/*.mdx',
        // The versioned fixture's docs tree (scripts/build-versioned-fixture.ts), built as the docs are.
        'e2e/versioned-docs/**/*.mdx',
        'scripts/*.ts',
        'bin/*.mjs',
        'src/theme/**/*.{ts,tsx}',
        'src/client/*.ts',
        'src/plugins/*/theme/**/*.{ts,tsx}',
        // Plugins that docusaurus.config.ts names by path: for Docusaurus to find their validateOptions, or to type their options.
        'src/plugins/llms-txt/index.ts',
        'src/plugins/code-highlighting/index.ts',
        'src/plugins/docs/index.ts',
        'src/plugins/build-cache/index.ts',
        // Imported by path, by the remark plugins, into the pages that show a pasted graph or a diagram.
        'src/plugins/blueprint-graphs/EditorText.tsx',
        'src/plugins/mermaid-diagrams/MermaidDiagram.tsx',
      ],
      project: ['**/*.{ts,tsx,mts,mjs,mdx}'],
    },
    'packages/search': {
      entry: ['src/docusaurus/theme/**/*.tsx'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'packages/llms-txt': {
      project: ['src/**/*.ts'],
    },
    // Imported by its name, one module at a time (`@narrative-docs/test-support/build`): its package exports every file.
    'tests/support': {
      project: ['*.ts'],
    },
    'packages/docs-mcp': {
      entry: ['src/bin.ts', 'src/main.ts'],
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
