import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {highlightedLinesProp} from './contract';
import rehypeCodeHighlighting from './rehype';

function linesOf(html: string): string[] | undefined {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
  rehypeCodeHighlighting({additionalLanguages: ['bash', 'batch']})(tree);
  let json: unknown;
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'code') {
      json = element.properties[highlightedLinesProp];
    }
  });
  return typeof json === 'string' ? (JSON.parse(json) as string[]) : undefined;
}

describe('rehypeCodeHighlighting', () => {
  it('writes each line of a block as highlighted HTML into its code element', () => {
    const lines = linesOf('<pre><code class="language-bash">echo "hi" # greet\nls\n</code></pre>');
    expect(lines).toEqual([
      '<span class="token builtin class-name">echo</span> <span class="token string">"hi"</span> <span class="token comment"># greet</span>',
      '<span class="token function">ls</span>',
    ]);
  });

  it('highlights the languages Prism gains from prismjs components, such as batch', () => {
    expect(linesOf('<pre><code class="language-batch">REM note</code></pre>')).toEqual([
      '<span class="token comment">REM note</span>',
    ]);
  });

  it('escapes the text of a block in a language Prism does not know, and keeps its empty lines', () => {
    expect(
      linesOf('<pre><code class="language-text">TArray&lt;UNarrativeItem*&gt; Items;\n\nend</code></pre>'),
    ).toEqual(['TArray&lt;UNarrativeItem*&gt; Items;', '', 'end']);
  });

  it('leaves inline code alone', () => {
    expect(linesOf('<p><code>bIsVendor</code></p>')).toBeUndefined();
  });
});
