/**
 * Every Mermaid diagram of the docs shows on a page reached inside the site,
 * and each look of diagram passes axe (WCAG A and AA, no rule disabled) in
 * dark mode and then in light mode (config/mermaid.ts). A diagram's colours
 * come from the theme of its kind, unless it sets styles of its own: one page
 * per kind, and every diagram with its own styles, prove the contrast of all.
 * The render tests visit the fewest pages that together show every diagram,
 * moving between them inside the app as a reader would: a page reached so is
 * rendered in the browser, which fetches its drawings (MermaidDiagram.tsx).
 */
import {coverOf, pagePerLook, pagesWithDiagrams, runsOf} from '@narrative-docs/test-support/diagramPages';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {shownDrawings, switchColourMode} from './drawings';
import {test, expect, open} from './fixtures';

const pages = pagesWithDiagrams();
const cover = coverOf(pages);

// The cover, eight pages to a test, so that the workers share the sweep: each test opens the home page and reaches
// every page of its run inside the app.
for (const run of runsOf(cover, 8)) {
  test(`every diagram renders, on ${run[0]!.route} and ${run.length - 1} more pages`, async ({page}) => {
    test.setTimeout(run.length * 5_000);
    await open(page, '/');
    for (const {route, diagrams} of run) {
      // A client-side navigation: the page's shell stays loaded, only the page's own chunk and drawings load.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      // The canonical link changes once the new page has rendered, so the diagrams counted are its own.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(route)}/?$`));
      await expect(shownDrawings(page), route).toHaveCount(diagrams.length);
    }
  });
}

for (const {kind, page: diagramPage} of pagePerLook(pages)) {
  test(`a ${kind} diagram, on ${diagramPage.route}, passes axe in both colour modes`, async ({page}) => {
    await open(page, diagramPage.route);
    await expect(shownDrawings(page)).toHaveCount(diagramPage.diagrams.length);
    const firstMode = await page.locator('html').getAttribute('data-theme');
    expect(await severeViolations(page, '[data-visual="mermaid-diagram"]'), `in ${firstMode} mode`).toEqual([]);
    await switchColourMode(page);
    await expect(shownDrawings(page)).toHaveCount(diagramPage.diagrams.length);
    expect(
      await severeViolations(page, '[data-visual="mermaid-diagram"]'),
      `after switching from ${firstMode} mode`,
    ).toEqual([]);
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
