/**
 * Every ```blueprint block in docs/ reads and validates, from the sources
 * alone: the same checks the build runs, in seconds, each failure with its
 * file, its line and the fix, and no warning. Laid out by elk (a block
 * without places), no block runs a wire under a node.
 */
import {describe, expect, it} from 'vitest';
import {layoutBlock, readBlock} from '../../src/plugins/blueprint-graphs/block';
import {BlueprintError} from '../../src/plugins/blueprint-graphs/types';
import {boxUnder} from '../../src/plugins/blueprint-graphs/wires';
import {readAllDocs} from '@narrative-docs/test-support/docs';

const blocks = readAllDocs().flatMap((doc) => doc.blueprints.map((block) => ({file: doc.file, ...block})));

/** What the build would say about a block: nothing, or `file:line: what is wrong and how to fix it`. */
function problemOf(file: string, code: string, line: number, meta: string | null = null): string | null {
  try {
    const {warnings} = readBlock(code, line, meta);
    return warnings.length > 0
      ? warnings.map((warning) => `${file}:${warning.line}: ${warning.message}`).join('\n')
      : null;
  } catch (error) {
    if (error instanceof BlueprintError) {
      return `${file}:${error.line}: ${error.message}`;
    }
    throw error;
  }
}

describe('Blueprint blocks', () => {
  it('finds the blocks of the docs', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('each parses and validates', () => {
    expect(blocks.map(({file, code, line, meta}) => problemOf(file, code, line, meta)).filter(Boolean)).toEqual([]);
  });

  it('runs no wire under a node where elk lays the graph out', async () => {
    const under: string[] = [];
    for (const {file, code, line, meta} of blocks) {
      const block = readBlock(code, line, meta);
      // A graph placed where the editor had its nodes keeps the editor's wires, under nodes or not.
      if (block.graph.nodes.every((node) => node.position)) {
        continue;
      }
      const layout = await layoutBlock(block);
      for (const wire of layout.wires) {
        const node = boxUnder(wire.runs, layout.nodes);
        if (node) {
          under.push(`${file}:${wire.wire.line}: the wire passes under ${node.node.id} ${node.node.title}`);
        }
      }
    }
    expect(under).toEqual([]);
  });

  it('names the file and the line of a mistake', () => {
    const [first] = blocks;
    const broken = `${first!.code}\nwire Nowhere.Exec -> Elsewhere.Exec`;
    const lastLine = 10 + broken.split('\n').length;
    expect(problemOf('docs/example.md', broken, 10)).toMatch(new RegExp(`^docs/example\\.md:${lastLine}: .*Nowhere`));
  });
});
