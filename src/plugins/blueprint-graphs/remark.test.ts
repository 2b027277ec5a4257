import path from 'node:path';
import logger from '@docusaurus/logger';
import {describe, expect, it, vi} from 'vitest';
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

  const pasted = (node: string) =>
    `# Title\n\n\`\`\`blueprint caption="Self, pasted."\nBegin Object Class=/Script/BlueprintGraph.${node} Name="N_0"\n   NodePosX=0\n   CustomProperties Pin (PinId=A,PinName="self",Direction="EGPD_Output",PinType.PinCategory="object",)\nEnd Object\n\`\`\`\n`;

  it('draws a graph pasted from the editor with its text, and imports Copy to Unreal on that page only', async () => {
    const tree = await transform(pasted('K2Node_Self'));
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringMatching(/^import BlueprintEditorText from ".*EditorText";$/),
    });
    const figure = JSON.stringify(tree.children[2]);
    expect(figure).toContain('"name":"BlueprintEditorText"');
    expect(figure).toContain('Begin Object Class=/Script/BlueprintGraph.K2Node_Self Name=\\"N_0\\"');
    const handWritten = await transform(page('caption C.\nnode a event Tick\n  out exec'));
    expect(handWritten.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it('warns with the page and the line of a node class the drawing does not know, and draws it', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const tree = await transform(pasted('K2Node_Unheard'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^docs\/x\.md:4: node class K2Node_Unheard is not one the drawing knows/),
    );
    expect(JSON.stringify(tree)).toContain('K2Node_Unheard');
    warn.mockRestore();
  });
});
