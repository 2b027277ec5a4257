/**
 * Every graph of the facts sheet (../shared/facts/blueprint-graphs.json, beside
 * the repository) is drawn on each of its routes, with all its nodes and wires.
 * Reads the built pages: run `npm run build` first (npm test does). A graph
 * missing from a page fails by name and route, with what the page draws instead.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {JSDOM} from 'jsdom';
import {buildDir, builtPage} from '../support/build';

type FactsGraph = {
  routes: string[];
  what: string;
  nodes: {id: string; title: string}[];
  wires: {from: string; to: string}[];
};

const repository = path.resolve(__dirname, '../..');
// shared/ sits beside the repository; a worktree under wt/ finds it one level further up.
const factsFile =
  ['..', '../..'].map((up) => path.resolve(repository, up, 'shared/facts/blueprint-graphs.json')).find(existsSync) ??
  path.resolve(repository, '../shared/facts/blueprint-graphs.json');
const graphs: FactsGraph[] = JSON.parse(readFileSync(factsFile, 'utf8'));

/** A title the sheet could not read ("?", "? to Viewport") is drawn without one. */
const drawnTitle = (title: string) => (title.includes('?') ? '' : title);
const titleList = (titles: string[]) => [...titles].sort().join(' | ');

type DrawnGraph = {titles: string[]; wires: number};

const pages = new Map<string, DrawnGraph[]>();
function graphsOn(route: string): DrawnGraph[] {
  const file = builtPage(route);
  if (!pages.has(route)) {
    const document = existsSync(file) ? new JSDOM(readFileSync(file, 'utf8')).window.document : undefined;
    pages.set(
      route,
      [...(document?.querySelectorAll('[data-visual="blueprint-graph"]') ?? [])].map((figure) => ({
        titles: [...figure.querySelectorAll('[data-visual="blueprint-node"]')].map(
          (node) => node.querySelector('.bp-t')?.textContent ?? '',
        ),
        wires: figure.querySelectorAll('[data-visual="blueprint-wire"]').length,
      })),
    );
  }
  return pages.get(route)!;
}

const placements = graphs.flatMap((graph, index) =>
  graph.routes.map((route) => ({name: `g${String(index).padStart(2, '0')}`, route, graph})),
);

describe('every Blueprint graph of the facts sheet is drawn on each of its routes', () => {
  it('the sheet lists 102 placements and the site is built', () => {
    expect(placements).toHaveLength(102);
    expect(existsSync(path.join(buildDir, 'index.html')), 'no build/: run npm run build first').toBe(true);
  });

  it.each(placements)('$name on $route', ({name, route, graph}) => {
    const expected = titleList(graph.nodes.map((node) => drawnTitle(node.title)));
    const drawn = graphsOn(route);
    const match = drawn.find((figure) => titleList(figure.titles) === expected);
    const found = drawn.map((figure) => `[${titleList(figure.titles)}]`).join(', ') || 'none';
    expect(
      match,
      `${name} (${graph.what}) is not drawn on ${route}: no graph there has exactly its ${graph.nodes.length} nodes [${expected}]; graphs there: ${found}`,
    ).toBeDefined();
    expect(match?.wires, `${name} on ${route} draws ${match?.wires} wires; the sheet has ${graph.wires.length}`).toBe(
      graph.wires.length,
    );
  });
});
