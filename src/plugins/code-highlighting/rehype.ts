/**
 * Rehype plugin for the docs: highlights each fenced code block at build
 * time. Its lines, as HTML, go into an attribute of the block's `code`
 * element (contract.ts), which the theme's code block draws as they are, so
 * that no highlighter runs in the browser.
 */
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {blockCode, highlightedLinesProp} from './contract';
import {highlightLines, registerLanguages} from './tokens';

export type CodeHighlightingOptions = {
  /** Prism's languages beyond those prism-react-renderer includes, as in the theme's `prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
};

const languageOf = (code: Element) =>
  [code.properties.className ?? []]
    .flat()
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length) ?? 'text';

export default function rehypeCodeHighlighting({additionalLanguages}: CodeHighlightingOptions) {
  registerLanguages(additionalLanguages);
  return (tree: Root) => {
    visit(tree, 'element', (pre) => {
      const [code] = pre.children;
      if (pre.tagName !== 'pre' || pre.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') {
        return;
      }
      const lines = highlightLines(blockCode(toString(code)), languageOf(code));
      code.properties[highlightedLinesProp] = JSON.stringify(lines);
    });
  };
}
