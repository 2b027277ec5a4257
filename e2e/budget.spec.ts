import path from 'node:path';
import {test, expect} from './fixtures';
import {firstLoadScripts, kilobytes, sum} from '../tests/support/firstLoad';
import {deepPage, diagramPage, home, productPage} from '../tests/support/pages';

const buildDir = path.resolve(__dirname, '../build');
const budget = 180 * 1024;

for (const pagePath of [home, productPage, deepPage]) {
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
