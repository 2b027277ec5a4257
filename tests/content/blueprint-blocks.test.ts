/**
 * Every ```blueprint block in docs/ parses and validates, from the sources
 * alone: the same checks the build runs, in seconds, each failure with its
 * file, its line and the fix. Laid out, no block runs a wire under a node.
 */
import {describe, expect, it} from 'vitest';
import {layoutGraph} from '../../src/plugins/blueprint-graphs/layout';
import {parseBlueprint} from '../../src/plugins/blueprint-graphs/parse';
import {BlueprintError} from '../../src/plugins/blueprint-graphs/types';
import {validateBlueprint} from '../../src/plugins/blueprint-graphs/validate';
import {boxUnder} from '../../src/plugins/blueprint-graphs/wires';
import {readAllDocs} from '../support/docs';

const blocks = readAllDocs().flatMap((doc) => doc.blueprints.map((block) => ({file: doc.file, ...block})));

/** What the build would say about a block: nothing, or `file:line: what is wrong and how to fix it`. */
function problemOf(file: string, code: string, line: number): string | null {
  try {
    validateBlueprint(parseBlueprint(code, line));
    return null;
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
    expect(blocks.map(({file, code, line}) => problemOf(file, code, line)).filter(Boolean)).toEqual([]);
  });

  it('runs no wire under a node', async () => {
    const under: string[] = [];
    for (const {file, code, line} of blocks) {
      const graph = parseBlueprint(code, line);
      const layout = await layoutGraph(graph, validateBlueprint(graph));
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
