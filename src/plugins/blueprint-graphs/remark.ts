/**
 * Remark plugin: replaces each ```blueprint code block of a docs page with the
 * drawn graph as static MDX JSX (HTML and SVG, no component, no client script).
 * A mistake in a block fails the build with the page, the line and the fix.
 */
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {layoutGraph} from './layout';
import {toMdxJsx} from './mdast';
import {parseBlueprint} from './parse';
import {renderGraph} from './render';
import {BlueprintError, type GraphLayout} from './types';
import {validateBlueprint} from './validate';

/**
 * Layouts by block text: a shared body renders on two routes, and the MDX
 * loader compiles a page for the server and the client bundle, so the same
 * block would otherwise go through elk several times.
 */
const layouts = new Map<string, Promise<GraphLayout>>();

const remarkBlueprintGraphs: Plugin<[], Root> = function () {
  return async (tree, file) => {
    const blocks: {block: Code; parent: Parent; index: number}[] = [];
    visit(tree, 'code', (block, index, parent) => {
      if (block.lang === 'blueprint' && parent && index !== undefined) {
        blocks.push({block, parent, index});
      }
    });
    await Promise.all(
      blocks.map(async ({block, parent, index}) => {
        const where = path.relative(process.cwd(), file.path);
        try {
          const graph = parseBlueprint(block.value, block.position?.start.line ?? 0);
          const wires = validateBlueprint(graph);
          let layout = layouts.get(block.value);
          if (!layout) {
            layout = layoutGraph(graph, wires);
            layouts.set(block.value, layout);
          }
          parent.children[index] = toMdxJsx(renderGraph(graph, await layout)) as unknown as Parent['children'][number];
        } catch (error) {
          if (error instanceof BlueprintError) {
            throw new Error(`${where}:${error.line}: ${error.message}`);
          }
          throw error;
        }
      }),
    );
  };
};

export default remarkBlueprintGraphs;
