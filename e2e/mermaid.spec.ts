/**
 * Mermaid diagrams drawn at build time: the page's HTML holds each one's SVG
 * in both colour modes and CSS shows the page's own, so a diagram shows
 * without JavaScript (every-route.spec.ts), switches colours with no script,
 * and prints light.
 */
import {diagramKind} from '../src/plugins/mermaid-diagrams/kinds';
import {pagesWithDiagrams} from '@narrative-docs/test-support/diagramPages';
import {
  diagramFigures,
  shownDrawings,
  smallestTextOnScreen,
  switchColourMode,
  boxesScrollingWithoutFocus,
} from './drawings';
import {test, expect, open} from './fixtures';

const pages = pagesWithDiagrams();

/** The first page that shows a diagram of each kind, and which of its diagrams that is. */
const kinds = ['flowchart', 'sequenceDiagram', 'stateDiagram-v2'].map((kind) => {
  const page = pages.find(({diagrams}) => diagrams.some((source) => diagramKind(source) === kind));
  if (!page) {
    throw new Error(`No page shows a ${kind} diagram.`);
  }
  return {kind, route: page.route, index: page.diagrams.findIndex((source) => diagramKind(source) === kind)};
});

for (const {kind, route, index} of kinds) {
  for (const width of [1280, 390]) {
    test(`a ${kind} diagram, on ${route}, shows in both colour modes at ${width} px, its text 11 px or more`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      for (const mode of ['dark', 'light']) {
        // The theme's own way to open a page in a colour mode, whatever the reader chose before.
        await open(page, `${route}?docusaurus-theme=${mode}`);
        const figure = diagramFigures(page).nth(index);
        await expect(shownDrawings(figure)).toHaveCount(1);
        await expect(figure.locator(`svg.mermaid-drawing--${mode}`)).toBeVisible();
        expect(await smallestTextOnScreen(shownDrawings(figure)), `in ${mode} mode`).toBeGreaterThanOrEqual(10.9);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await boxesScrollingWithoutFocus(page)).toBe(0);
    });
  }
}

test('the colour switch shows the other drawings, with no script drawing them and nothing loaded', async ({page}) => {
  const {route, diagrams} = pages[0]!;
  await open(page, route);
  const drawings = await page.locator('svg.mermaid-drawing').elementHandles();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['script', 'fetch', 'xhr'].includes(request.resourceType())) {
      requests.push(request.url());
    }
  });
  const mode = await switchColourMode(page);
  await expect(page.locator(`svg.mermaid-drawing--${mode}:visible`)).toHaveCount(diagrams.length);
  await expect(shownDrawings(page)).toHaveCount(diagrams.length);
  // The very elements the page was served with: nothing was drawn again.
  expect(await Promise.all(drawings.map((drawing) => drawing.evaluate((svg) => svg.isConnected)))).not.toContain(false);
  expect(await page.locator('svg.mermaid-drawing').count()).toBe(drawings.length);
  expect(requests).toEqual([]);
});

test('diagrams print in the light theme, whatever the colour mode', async ({page}) => {
  const {route, diagrams} = pages[0]!;
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, route);
  await expect(page.locator('svg.mermaid-drawing--dark:visible')).toHaveCount(diagrams.length);
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('svg.mermaid-drawing--light:visible')).toHaveCount(diagrams.length);
  await expect(shownDrawings(page)).toHaveCount(diagrams.length);
});
