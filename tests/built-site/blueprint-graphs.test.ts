/**
 * Every ```blueprint block in docs/ is drawn on each page that shows it (its
 * own route, or the routes of the pages that import its partial), with all its
 * nodes and wires. A graph missing from a page fails by file, line and route,
 * with what the page draws instead.
 */
import {readFileSync} from 'node:fs';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {readBlock} from '../../src/plugins/blueprint-graphs/block';
import {builtMarkdown, builtPage} from '@narrative-docs/test-support/build';
import {readAllDocs, routesShowing} from '@narrative-docs/test-support/docs';

type DrawnGraph = {caption: string; nodes: number; wires: number};

const docs = readAllDocs();
const placements = docs.flatMap((doc) =>
  doc.blueprints.flatMap(({code, line, meta}) => {
    const {graph} = readBlock(code, line, meta);
    return routesShowing(doc, docs).map((route) => ({where: `${doc.file}:${line}`, route, graph}));
  }),
);
const pasted = placements.filter(({graph}) => graph.source !== undefined);

const drawnByRoute = new Map<string, DrawnGraph[]>();
function graphsOn(route: string): DrawnGraph[] {
  if (!drawnByRoute.has(route)) {
    const {document} = new JSDOM(readFileSync(builtPage(route), 'utf8')).window;
    drawnByRoute.set(
      route,
      [...document.querySelectorAll('[data-visual="blueprint-graph"]')].map((figure) => ({
        caption: figure.querySelector('figcaption')?.textContent ?? '',
        nodes: figure.querySelectorAll('[data-visual="blueprint-node"]').length,
        wires: figure.querySelectorAll('[data-visual="blueprint-wire"]').length,
      })),
    );
  }
  return drawnByRoute.get(route)!;
}

describe('every Blueprint block is drawn on each page that shows it', () => {
  it('finds pages that show blocks', () => {
    expect(placements.length).toBeGreaterThan(0);
  });

  it.each(placements)('$where on $route', ({where, route, graph}) => {
    const drawn = graphsOn(route);
    const match = drawn.find((figure) => figure.caption === graph.caption);
    const found = drawn.map((figure) => `"${figure.caption}"`).join(', ') || 'none';
    expect(match, `${where} ("${graph.caption}") is not drawn on ${route}; graphs there: ${found}`).toBeDefined();
    expect(
      {nodes: match?.nodes, wires: match?.wires},
      `${where} on ${route}: the drawn graph has other nodes or wires than the block`,
    ).toEqual({nodes: graph.nodes.length, wires: graph.wires.length});
  });
});

describe('a graph pasted from the editor keeps its text for assistants', () => {
  it('has pasted graphs to check', () => {
    expect(pasted.length).toBeGreaterThan(0);
  });

  it.each(pasted)("$where: the Markdown twin of $route holds the editor's text in a fenced block", ({route, graph}) => {
    expect(readFileSync(builtMarkdown(route), 'utf8')).toContain(`\`\`\`blueprint\n${graph.source!.trimEnd()}\n\`\`\``);
  });
});
