/**
 * Rehype plugin for the docs: highlights each fenced code block at build
 * time. Its lines, as HTML, go into an attribute of the block's `code`
 * element (contract.ts), which the theme's code block draws as they are, so
 * that no highlighter runs in the browser. What the theme's block would draw
 * and ours does not (line highlighting, line numbers) fails the build with
 * the file, the line and the fix, rather than vanish from the page.
 */
import path from 'node:path';
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {blockCode, fenceTitle, highlightedLinesProp} from './contract';
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

/** The theme's magic comments, which highlight lines: `// highlight-next-line`, `# highlight-start`, … */
const magicComment = /(?:\/\/|#|<!--|\/\*)\s*highlight-(?:next-line|start|end)\b/;

/** What the block cannot draw, said with the fix, or undefined when it draws the whole block. */
function refusal(metastring: string, code: string): string | undefined {
  const options = metastring.replace(fenceTitle, '').trim();
  if (/\{[\d\s,-]*\}/.test(options)) {
    const [lines] = /\{[\d\s,-]*\}/.exec(options)!;
    return `code block "${lines}": the site's code blocks do not highlight lines; take "${lines}" off the fence and say in the text which lines matter`;
  }
  if (/\bshowLineNumbers\b/.test(options)) {
    return `code block "showLineNumbers": the site's code blocks do not number lines; take "showLineNumbers" off the fence`;
  }
  if (options !== '') {
    return `code block "${options}": a fence takes a language and title="…" only; take "${options}" off the fence`;
  }
  const marked = code.split('\n').find((line) => magicComment.test(line));
  if (marked !== undefined) {
    return `code block line "${marked.trim()}": the site's code blocks do not highlight lines; take the comment out and say in the text which lines matter`;
  }
  return undefined;
}

export default function rehypeCodeHighlighting({additionalLanguages}: CodeHighlightingOptions) {
  registerLanguages(additionalLanguages);
  return (tree: Root, file: {path?: string}) => {
    visit(tree, 'element', (pre) => {
      const [code] = pre.children;
      if (pre.tagName !== 'pre' || pre.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') {
        return;
      }
      const text = blockCode(toString(code));
      const problem = refusal(String(code.properties.metastring ?? ''), text);
      if (problem) {
        const where = file.path ? path.relative(process.cwd(), file.path) : '(no file)';
        throw new Error(`${where}:${pre.position?.start.line ?? 0}: ${problem}`);
      }
      code.properties[highlightedLinesProp] = JSON.stringify(highlightLines(text, languageOf(code)));
    });
  };
}
