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
