import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {highlightedLinesProp} from './contract';
import rehypeCodeHighlighting from './rehype';

/** Runs the plugin over `html` as the build runs it over a page at `docs/page.md`. */
function highlight(html: string): Root {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
  rehypeCodeHighlighting({additionalLanguages: ['bash', 'batch']})(tree, {path: path.resolve('docs/page.md')});
  return tree;
}

function linesOf(html: string): string[] | undefined {
  const tree = highlight(html);
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

  it('keeps a fence\u2019s title, which the block draws', () => {
    expect(linesOf('<pre><code class="language-text" metastring="title=&quot;{1,3}.ini&quot;">a</code></pre>')).toEqual(
      ['a'],
    );
  });

  it.each([
    [
      '{1,3}',
      `docs/page.md:2: code block "{1,3}": the site's code blocks do not highlight lines; take "{1,3}" off the fence and say in the text which lines matter`,
    ],
    [
      'title="Config" showLineNumbers',
      `docs/page.md:2: code block "showLineNumbers": the site's code blocks do not number lines; take "showLineNumbers" off the fence`,
    ],
    [
      'live',
      'docs/page.md:2: code block "live": a fence takes a language and title="…" only; take "live" off the fence',
    ],
  ])(
    'fails the build on a fence with %s, which the block cannot draw, naming the file, the line and the fix',
    (meta, message) => {
      const html = `<p>Intro</p>\n<pre><code class="language-ini" metastring='${meta}'>a\nb</code></pre>`;
      expect(() => highlight(html)).toThrow(message);
    },
  );

  it('fails the build on a line-highlighting comment, which the block would show as text', () => {
    expect(() =>
      highlight('<pre><code class="language-cpp">int a;\n// highlight-next-line\nint b;</code></pre>'),
    ).toThrow(
      `docs/page.md:1: code block line "// highlight-next-line": the site's code blocks do not highlight lines`,
    );
  });
});
