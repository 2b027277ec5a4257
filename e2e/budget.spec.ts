import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {firstLoadScripts, kilobytes, sum} from '../tests/support/firstLoad';
import {deepPage, diagramPage, graphPage, home, productPage} from '../tests/support/pages';

const buildDir = path.resolve(__dirname, '../build');
const budget = 180 * 1024;

for (const pagePath of [home, productPage, deepPage, graphPage]) {
  test(`${pagePath} executes at most 180 KB gzip of JavaScript on first load`, async ({page}) => {
    const scripts = await firstLoadScripts(page, pagePath, buildDir);
    const gzip = sum(scripts, 'gzip');
    const listing = scripts.map((script) => `${script.path} ${kilobytes(script.gzip)}`).join('\n');
    expect(gzip, `first-load JavaScript is ${kilobytes(gzip)} gzip:\n${listing}`).toBeLessThanOrEqual(budget);
  });
}

test('the Mermaid runtime loads only on pages with a diagram', async ({page}) => {
  const withoutDiagram = await firstLoadScripts(page, deepPage, buildDir);
  const withDiagram = await firstLoadScripts(page, diagramPage(), buildDir);
  // The runtime is the one script of well over 100 KB gzip that only the diagram page loads.
  const onlyOnDiagramPage = withDiagram.filter((script) => !withoutDiagram.some((other) => other.path === script.path));
  expect(sum(onlyOnDiagramPage, 'gzip')).toBeGreaterThan(100 * 1024);
  expect(sum(withoutDiagram, 'gzip')).toBeLessThanOrEqual(budget);
});

test('a page with a Blueprint graph loads the same scripts as a page without, apart from its own content chunk', async ({
  page,
}) => {
  const withoutGraph = await firstLoadScripts(page, deepPage, buildDir);
  const withGraph = await firstLoadScripts(page, graphPage, buildDir);
  const only = (scripts: typeof withGraph, other: typeof withGraph) =>
    scripts.filter((script) => !other.some((o) => o.path === script.path));
  // Each page has one chunk of its own, its compiled Markdown; the graph is drawn inside it as static markup.
  const graphOnly = only(withGraph, withoutGraph);
  expect(graphOnly, graphOnly.map((script) => script.path).join(', ')).toHaveLength(1);
  expect(only(withoutGraph, withGraph)).toHaveLength(1);
  expect(readFileSync(path.join(buildDir, graphOnly[0]!.path), 'utf8')).toContain('blueprint-graph');
});
