/**
 * Highlights code blocks at build time: a rehype plugin (./rehype.ts) writes
 * each block's highlighted lines into the page, a small code block
 * (./theme/CodeBlock) draws them with the theme's look and copy button, and
 * one stylesheet colours blocks and tokens in both colour modes. No syntax
 * highlighter reaches the browser, and the code block is small enough to
 * load with every page, so a page with code runs the same scripts as a page without.
 *
 * The classic theme registers Prism's extra languages from a client module,
 * which would put Prism in every page's bundle: this plugin drops it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {withoutPrismClientModule} from '../../internals/prismClientModule';
import {tokenStylesheet} from './tokens';

export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

export default function codeHighlighting(context: LoadContext, themes: CodeThemes): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, tokenStylesheet(themes.light, themes.dark));
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      return {resolve: {alias: withoutPrismClientModule()}};
    },
  };
}
