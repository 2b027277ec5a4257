/**
 * Every route as the server sends it, without JavaScript: tables and Mermaid
 * diagrams are static HTML laid out by CSS, so one page load a route checks
 * both, which is fast enough to sweep the whole site.
 * - Every table fits its column, on a desktop (1280 px) and on a phone
 *   (390 px): neither the table nor the box around it scrolls sideways, nor
 *   does the page; on the phone a table of three columns or more reads as
 *   cards, each cell under its column's name. Each page is measured at the
 *   width it loaded at, then resized to the other and measured again.
 * - Every Mermaid diagram shows: the page's HTML holds each one drawn in both
 *   colour modes, and without the colour-mode script the page is light, and
 *   so are its diagrams (mermaid.spec.ts checks them with the script).
 * The routes are split into a few tests that the workers share.
 */
import type {Page} from '@playwright/test';
import {routes} from '@narrative-docs/test-support/routes';
import {pagesWithDiagrams} from '@narrative-docs/test-support/diagramPages';
import {shownDrawings} from './drawings';
import {test, expect} from './fixtures';

const shards = 6;
const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};
const diagramsOf = new Map(pagesWithDiagrams().map(({route, diagrams}) => [route, diagrams.length]));

test.use({javaScriptEnabled: false, viewport: desktop});

/**
 * What a reader would have to scroll sideways for: each table (or the box around it) too wide for its box, and the
 * page itself; on a phone, also each table of three columns or more whose rows are not cards of labelled cells.
 */
function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tooWide = (element: Element) => element.scrollWidth > element.clientWidth;
    const phone = window.innerWidth <= 996;
    const found = [...document.querySelectorAll('article table')].flatMap((table, index) => {
      const heading = table.querySelector('thead th')?.textContent?.trim() ?? '';
      const name = `table ${index + 1} ("${heading}" …)`;
      const row = table.querySelector('tbody tr');
      const cell = row?.querySelector('td');
      const asCards =
        row !== null &&
        cell !== null &&
        cell !== undefined &&
        getComputedStyle(row).display === 'block' &&
        getComputedStyle(cell, '::before').content === JSON.stringify(heading);
      return [
        ...(tooWide(table) ? [`${name} is ${table.scrollWidth} px wide in ${table.clientWidth} px`] : []),
        ...(tooWide(table.parentElement!) ? [`${name}'s box scrolls sideways`] : []),
        ...(phone && table.querySelectorAll('thead th').length >= 3 && !asCards
          ? [`${name} is not shown as cards of labelled cells`]
          : []),
      ];
    });
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth ? [...found, `the page is ${root.scrollWidth} px wide`] : found;
  });
}

for (let shard = 0; shard < shards; shard++) {
  const share = routes.filter((_, index) => index % shards === shard);
  test(`no table scrolls sideways at 1280 or 390 px, wide tables read as cards on a phone, and every diagram shows (routes ${shard + 1} of ${shards})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Each page loads at the width the previous one ended at, then is measured at the other: one layout per width.
    let widths = [desktop, phone];
    for (const route of share) {
      await page.goto(route);
      const diagrams = diagramsOf.get(route) ?? 0;
      await expect(shownDrawings(page), route).toHaveCount(diagrams);
      await expect(page.locator('svg.mermaid-drawing--light:visible'), route).toHaveCount(diagrams);
      for (const [index, viewport] of widths.entries()) {
        if (index > 0) {
          await page.setViewportSize(viewport);
        }
        expect(await problems(page), `${route} at ${viewport.width} px`).toEqual([]);
      }
      widths = [...widths].reverse();
    }
  });
}
