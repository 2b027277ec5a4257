/**
 * Remark plugin: replaces each ```mermaid code block of a docs page with the
 * diagram drawn at build time, a `<MermaidDiagram>` (imported by the pages
 * that have a diagram, and no other) whose drawings the page's
 * HTML holds and its JavaScript only points to (contract.ts). A diagram Mermaid
 * cannot draw fails the build with the page, the line and Mermaid's message.
 */
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {attributeExpression, importDefault, literal, type JsExpression} from '../mdxExpression';
import {cachedDiagram, type CachedDiagram} from './cache';
import {drawingQuery, smallestTextPx, type MermaidDiagramProps} from './contract';
import {kindName} from './kinds';
import {MermaidError, type DrawingSettings} from './render';

export type MermaidDiagramsOptions = DrawingSettings & {
  /** Where drawings are kept between builds. */
  cacheDir: string;
  /** The renderer's (`rendererFingerprint()`): a drawing is good while it is the same (src/internals/compiledPages.ts). */
  fingerprint: string;
};

/** The component that shows a drawn diagram, which only the pages with a diagram import. */
const diagramModule = path.join(__dirname, 'MermaidDiagram');

const remarkMermaidDiagrams: Plugin<[MermaidDiagramsOptions], Root> = function ({cacheDir, fingerprint, ...settings}) {
  return async (tree, file) => {
    const blocks: {block: Code; parent: Parent; index: number}[] = [];
    visit(tree, 'code', (block, index, parent) => {
      if (block.lang === 'mermaid' && parent && index !== undefined) {
        blocks.push({block, parent, index});
      }
    });
    await Promise.all(
      blocks.map(async ({block, parent, index}) => {
        const fence = block.position?.start.line ?? 0;
        let diagram: CachedDiagram;
        try {
          diagram = await cachedDiagram(block.value, {settings, fingerprint, cacheDir});
        } catch (error) {
          if (error instanceof MermaidError) {
            // Mermaid counts the diagram's lines from 1, the line after the fence.
            const where = path.relative(process.cwd(), file.path);
            throw new Error(`${where}:${fence + (error.line ?? 0)}: ${error.message}`);
          }
          throw error;
        }
        parent.children[index] = diagramElement(block.value, diagram) as unknown as Parent['children'][number];
      }),
    );
    if (blocks.length > 0) {
      tree.children.unshift(importDefault('MermaidDiagram', diagramModule));
    }
  };
};

export default remarkMermaidDiagrams;

function diagramElement(source: string, diagram: CachedDiagram) {
  const props: Omit<MermaidDiagramProps, 'drawing'> = {
    source,
    label: diagram.title ?? kindName(source),
    width: diagram.width,
    height: diagram.height,
    minWidth: Math.ceil((diagram.width * smallestTextPx) / (diagram.smallestText ?? smallestTextPx)),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'MermaidDiagram',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'drawing',
        value: attributeExpression(required(`${diagram.file}?${drawingQuery}`)),
      },
      ...Object.entries(props).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name,
        value: typeof value === 'string' ? value : attributeExpression(literal(value)),
      })),
    ],
    children: [],
  };
}

/** `require(request)`, as Docusaurus writes an image's import: each bundle resolves it by its own rules (index.ts). */
function required(request: string): JsExpression {
  const raw = JSON.stringify(request);
  return {
    text: `require(${raw})`,
    tree: {
      type: 'CallExpression',
      callee: {type: 'Identifier', name: 'require'},
      arguments: [{type: 'Literal', value: request, raw}],
      optional: false,
    },
  };
}
