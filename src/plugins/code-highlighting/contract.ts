/**
 * What the build hands the browser for one code block: the rehype plugin
 * writes the block's highlighted lines as a JSON attribute of its `code`
 * element, which reaches the theme's CodeBlock as a prop of this name.
 */
export const highlightedLinesProp = 'data-highlighted-lines';

/** The block's lines as HTML, one string per line. */
export type HighlightedLines = readonly string[];

/** The class of every code block (the theme's own, ThemeClassNames.common.codeBlock), which the token stylesheet colours. */
export const codeBlockClass = 'theme-code-block';

/** Text as HTML text: the build writes a token's text so, and the block writes a line the build did not see so. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block's code without the line break that ends it, so that the build and the block count the same lines. */
export const blockCode = (text: string) => text.replace(/\r?\n$/, '');
