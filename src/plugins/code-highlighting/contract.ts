/**
 * What the build hands the browser for one code block: the rehype plugin
 * writes the block's highlighted lines as a JSON attribute of its `code`
 * element, which reaches the theme's CodeBlock as a prop of this name.
 */
export const highlightedLinesProp = 'data-highlighted-lines';

/** A fence's title (```ts title="config.ts"), the one option of a fence's metastring the block draws. */
export const fenceTitle = /title=(["'])(.*?)\1/;

/** The block's lines as HTML, one string per line. */
export type HighlightedLines = readonly string[];

/** The class of every code block (the theme's own, ThemeClassNames.common.codeBlock), which the token stylesheet colours. */
export const codeBlockClass = 'theme-code-block';

/** Text as HTML text, as the build writes a token's text. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block's code without the line break that ends it, so that the build and the block count the same lines. */
export const blockCode = (text: string) => text.replace(/\r?\n$/, '');

/**
 * The lines the build highlighted for a block, from the prop the rehype
 * plugin wrote. A block without them was never seen by the build (a
 * `<CodeBlock>`, or a `<code>` of several lines, written in JSX): it fails
 * the page's render, and so the build, rather than show its code as plain text.
 */
export function builtLines(json: string | undefined, code: string): HighlightedLines {
  if (json === undefined) {
    const start = code.split('\n')[0]!.slice(0, 60);
    throw new Error(
      `A code block beginning "${start}" has no lines highlighted by the build, which highlights the fenced ` +
        'blocks of Markdown only: write it as a fenced block (```language) instead of in JSX.',
    );
  }
  return JSON.parse(json) as HighlightedLines;
}
