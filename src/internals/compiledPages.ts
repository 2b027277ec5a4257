/**
 * Where the build relies on how the docs plugin keeps compiled pages (the
 * browser's uses of internals are in ./themeHooks.ts, the build's others in
 * ./prismClientModule.ts).
 *
 * Why: the bundler keeps each compiled page between builds, and compiles it
 * again only when the page's file changes or a file it depends on does. The
 * docs plugin writes its options, the remark plugins' among them, to such a
 * file (`__mdx-loader-dependency.json`) at every build. A remark plugin whose
 * output depends on more than the page, such as the Mermaid renderer (Mermaid,
 * the measuring font, the script it runs in Chromium), puts a fingerprint of
 * that in its options: a new fingerprint has the pages compiled again, where the
 * bundler's cache would otherwise keep the old drawings.
 *
 * What would replace it: a way for a remark plugin to name files the page it
 * transforms depends on. Checked against @docusaurus/plugin-content-docs 3.10.2.
 */

/** A remark plugin's options, with the fingerprint of what else its output depends on. */
export function recompiledWith<Options extends object>(
  options: Options,
  fingerprint: string,
): Options & {fingerprint: string} {
  return {...options, fingerprint};
}
