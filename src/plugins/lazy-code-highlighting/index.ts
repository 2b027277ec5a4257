/**
 * Loads the syntax highlighter (Prism and its languages, about 35 KB gzip)
 * with the first code block a reader meets, instead of on every page.
 *
 * The classic theme registers Prism's extra languages from a client module,
 * which puts Prism in the bundle every page loads. This plugin drops that
 * client module and wraps the code block in a lazy component that
 * registers the languages itself before its first render.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withoutPrismClientModule} from '../../internals/prismClientModule';

export default function lazyCodeHighlighting(): Plugin {
  return {
    name: 'lazy-code-highlighting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {resolve: {alias: withoutPrismClientModule()}};
    },
  };
}
