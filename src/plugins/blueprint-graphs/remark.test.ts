import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import remarkBlueprintGraphs from './remark';

async function transform(markdown: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkBlueprintGraphs);
  const file = {path: path.join(process.cwd(), 'docs/x.md'), value: markdown};
  return (await processor.run(processor.parse(markdown), file)) as Root;
}

const page = (block: string) => `# Title\n\nSome prose.\n\n\`\`\`blueprint\n${block}\n\`\`\`\n\nMore prose.\n`;

describe('remarkBlueprintGraphs', () => {
  it('replaces a blueprint block with the figure and leaves other code blocks alone', async () => {
    const tree = await transform(`${page('caption C.\nnode a event Tick\n  out exec')}\n\`\`\`js\nlet x;\n\`\`\`\n`);
    expect(tree.children.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'mdxJsxFlowElement',
      'paragraph',
      'code',
    ]);
    expect(tree.children[2]).toMatchObject({
      name: 'figure',
      attributes: [
        {name: 'className', value: 'bp'},
        {name: 'data-visual', value: 'blueprint-graph'},
      ],
    });
  });

  it('fails with the page, the page line and the fix', async () => {
    // The fence is on line 5, so the block's third line is line 8 of the page.
    await expect(transform(page('caption C.\nnode a event Tick\nnode b evnt Tock'))).rejects.toThrow(
      'docs/x.md:8: node b: unknown kind "evnt"',
    );
  });
});
