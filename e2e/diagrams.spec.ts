/**
 * Every Mermaid diagram of the docs shows on a page reached inside the site,
 * and each look of diagram passes axe (WCAG A and AA, no rule disabled) in
 * dark mode and then in light mode (config/mermaid.ts). A diagram's colours
 * come from the theme of its kind, unless it sets styles of its own: one page
 * per kind, and every diagram with its own styles, prove the contrast of all.
 * The render test visits the fewest pages that together show every diagram,
 * moving between them inside the app as a reader would: a page reached so is
 * rendered in the browser, which fetches its drawings (MermaidDiagram.tsx).
 */
import {coverOf, pagePerLook, pagesWithDiagrams} from '@narrative-docs/test-support/diagramPages';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {shownDrawings, switchColourMode} from './drawings';
import {test, expect, open} from './fixtures';

const pages = pagesWithDiagrams();
const cover = coverOf(pages);

test.describe.configure({mode: 'parallel'});

test(`every diagram renders, on ${cover[0]!.route} and ${cover.length - 1} more pages`, async ({page}) => {
  test.setTimeout(cover.length * 5_000);
  for (const [index, {route, diagrams}] of cover.entries()) {
    if (index === 0) {
      await open(page, route);
    } else {
      // A client-side navigation: the page's shell stays loaded, only the page's own chunk and drawings load.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    }
    // The canonical link changes once the new page has rendered, so the diagrams counted are its own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(route)}/?$`));
    await expect(shownDrawings(page), route).toHaveCount(diagrams.length);
  }
});

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
