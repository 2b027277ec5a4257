/**
 * Remark plugin: replaces each ```blueprint code block of a docs page with the
 * drawn graph as static MDX JSX (HTML and SVG, no client script). A graph
 * pasted from the editor adds its text with a Copy to Unreal button, the one
 * component with script, imported by the pages that have such a graph only.
 * A mistake in a block fails the build with the page, the line and the fix;
 * a node the drawing does not know is drawn plainly, with a warning.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Code, Parent, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {importDefault} from '../mdxExpression';
import {layoutBlock, readBlock, type ReadBlock} from './block';
import {toMdxJsx} from './mdast';
import {editorTextName, renderGraph} from './render';
import {BlueprintError, type GraphLayout} from './types';

/**
 * Drawings by block: a shared body renders on two routes, and the MDX loader
 * compiles a page for the server and the client bundle, so the same block
 * would otherwise be read and laid out several times, and warn as often.
 */
const drawings = new Map<string, Promise<{block: ReadBlock; layout: GraphLayout}>>();

function draw(code: string, line: number, meta: string | null | undefined, where: string) {
  const key = `${where}:${line}\n${meta ?? ''}\n${code}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    const block = readBlock(code, line, meta);
    for (const warning of block.warnings) {
      logger.warn(`${where}:${warning.line}: ${warning.message}`);
    }
    drawing = layoutBlock(block).then((layout) => ({block, layout}));
    drawings.set(key, drawing);
  }
  return drawing;
}

/** The component that shows a pasted graph's text, which only the pages with such a graph import. */
const editorTextModule = path.join(__dirname, 'EditorText');

const remarkBlueprintGraphs: Plugin<[], Root> = function () {
  return async (tree, file) => {
    const blocks: {block: Code; parent: Parent; index: number}[] = [];
    visit(tree, 'code', (block, index, parent) => {
      if (block.lang === 'blueprint' && parent && index !== undefined) {
        blocks.push({block, parent, index});
      }
    });
    const where = path.relative(process.cwd(), file.path);
    let pasted = false;
    await Promise.all(
      blocks.map(async ({block, parent, index}) => {
        try {
          const {block: read, layout} = await draw(block.value, block.position?.start.line ?? 0, block.meta, where);
          pasted ||= read.graph.source !== undefined;
          parent.children[index] = toMdxJsx(renderGraph(read.graph, layout));
        } catch (error) {
          if (error instanceof BlueprintError) {
            throw new Error(`${where}:${error.line}: ${error.message}`);
          }
          throw error;
        }
      }),
    );
    if (pasted) {
      tree.children.unshift(importDefault(editorTextName, editorTextModule));
    }
  };
};

export default remarkBlueprintGraphs;
