/**
 * Lets the DocSearch modal show its error screen.
 *
 * DocSearch sets the status to "error" when no search host answers, but the
 * autocomplete core it bundles ends every query with
 * `.finally(() => setStatus('idle'))` (onInput.ts in @algolia/autocomplete-core),
 * which overwrites "error" straight away, so the error screen never shows.
 * The fix keeps "error" in that `finally`, as the upstream code should:
 *
 *   .finally(() => { if (store.getState().status !== 'error') setStatus('idle'); ... })
 *
 * @docsearch/react ships the core minified inside its own bundle, so the fix
 * is a string replacement on that file at build time, pinned to version 3.9.0;
 * the build fails if the text is not found (string-replace-loader `strict`).
 */
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);

/** The bundle the modal comes from, as webpack resolves `@docsearch/react`. */
export const docSearchBundle = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js');

// In the minified core, `c` is the autocomplete store, `p` is setStatus and `lt` the stall timer.
export const search = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
export const replace = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

export const autocompleteStatusFixRule = {
  test: docSearchBundle,
  loader: require.resolve('string-replace-loader'),
  options: {search, replace, strict: true},
};
