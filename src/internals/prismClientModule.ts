/**
 * Where the build reaches into Docusaurus internals (the browser's uses are in
 * ./themeHooks.ts, the build's other one in ./compiledPages.ts; this folder
 * holds every use of them).
 *
 * Why: the classic theme registers Prism's extra languages from a client
 * module, `@docusaurus/theme-classic/lib/prism-include-languages.js`, that
 * every page loads, and no option turns it off. Aliasing that file to
 * nothing takes Prism out of the browser: the code blocks are highlighted
 * at build time instead (src/plugins/code-highlighting).
 *
 * What would replace it: an option of the classic theme not to register
 * Prism's languages from a client module. Checked against
 * @docusaurus/theme-classic 3.10.2; the path is resolved, so the build fails
 * loudly if a later version moves the file.
 */
import {createRequire} from 'node:module';

const require = createRequire(__filename);

/** A webpack `resolve.alias` that drops the classic theme's Prism client module. */
export function withoutPrismClientModule(): Record<string, false> {
  return {[require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false};
}
