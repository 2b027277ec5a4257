import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import rehypeReaderMarkdown from './rehypeReaderMarkdown';

/** The same pipeline as the converter: HTML → hast → (our plugin) → mdast → Markdown. */
function toMarkdown(html: string): string {
  return String(
    unified()
      .use(rehypeParse, {fragment: true})
      .use(rehypeReaderMarkdown)
      .use(rehypeRemark)
      .use(remarkGfm)
      .use(remarkStringify, {bullet: '-', fences: true})
      .processSync(html),
  ).trim();
}

describe('rehypeReaderMarkdown', () => {
  it('turns a Mermaid diagram back into its source', () => {
    expect(
      toMarkdown(
        '<figure data-visual="mermaid-diagram"><div role="img" aria-label="Flowchart"><div aria-hidden="true"><svg><text>A</text></svg></div></div><pre hidden>flowchart TD\n  A --&gt; B</pre></figure>',
      ),
    ).toBe('```mermaid\nflowchart TD\n  A --> B\n```');
  });

  it('keeps the node list of a Blueprint graph and drops the drawn part', () => {
    const html = `<figure data-visual="blueprint-graph">
      <div aria-hidden="true"><svg><text>Event Begin Play</text></svg><span>drawn label</span></div>
      <ol class="visually-hidden"><li>Event Begin Play, then Give Default Items</li><li>Give Default Items</li></ol>
      <figcaption>Applying loot tables</figcaption>
    </figure>`;
    const markdown = toMarkdown(html);
    expect(markdown).toContain('1. Event Begin Play, then Give Default Items');
    expect(markdown).toContain('2. Give Default Items');
    expect(markdown).toContain('Applying loot tables');
    expect(markdown).not.toContain('drawn label');
  });

  it('drops heading anchors and controls marked for no Markdown', () => {
    const html =
      '<h2 id="a">Start<a href="#a" class="hash-link" aria-label="Direct link">\u200b</a></h2><div data-llms-ignore><button>Copy page</button></div><p>Text</p>';
    expect(toMarkdown(html)).toBe('## Start\n\nText');
  });

  it('turns an admonition into a blockquote headed by its label', () => {
    const html = `<div class="theme-admonition theme-admonition-tip admonition_x"><div class="admonitionHeading_y"><span class="admonitionIcon_z" aria-hidden="true"><svg></svg></span>tip</div><div class="admonitionContent_w"><p>Use a <strong>Branch</strong>.</p></div></div>`;
    expect(toMarkdown(html)).toBe('> **Tip**\n>\n> Use a **Branch**.');
  });

  it('drops the comments React writes between text nodes and around Suspense boundaries', () => {
    const html = '<p>Only <!-- -->Pro<!-- --> has it.</p><!--$?--><pre><code>Save()</code></pre><!--/$-->';
    expect(toMarkdown(html)).toBe('Only Pro has it.\n\n```\nSave()\n```');
  });

  it('turns a video or a blueprintue.com graph into a line linking to its page', () => {
    const video = `<figure data-visual="video" data-video-id="abc"><div><a href="https://www.youtube.com/watch?v=abc"><span aria-hidden="true"><svg></svg></span><span data-facade-title="">Quest branches in play</span><span>Watch on YouTube</span></a></div><figcaption><a href="https://www.youtube.com/watch?v=abc">Watch on YouTube</a></figcaption></figure>`;
    const graph = `<figure data-visual="blueprintue" data-blueprintue-id="x_1"><div><a href="https://blueprintue.com/blueprint/x_1/"><span data-facade-title="">The door's Timeline</span></a></div></figure>`;
    expect(toMarkdown(video)).toBe('**Video:** [Quest branches in play](https://www.youtube.com/watch?v=abc)');
    expect(toMarkdown(graph)).toBe(
      "**Blueprint graph:** [The door's Timeline](https://blueprintue.com/blueprint/x_1/)",
    );
  });
});
