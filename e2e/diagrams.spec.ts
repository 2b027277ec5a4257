/**
 * Every Mermaid diagram of the docs renders in the browser and passes axe
 * (WCAG A and AA, no rule disabled) in dark mode and then in light mode, once
 * it is drawn in that mode's colours (config/mermaid.ts). The tests visit the
 * fewest pages that together show every diagram, moving between them inside
 * the app as a reader would, in a few tests spread over the workers.
 */
import type {Page} from '@playwright/test';
import {coverOf, pagesWithDiagrams} from '../tests/support/diagramPages';
import {severeViolations} from '../tests/support/axe';
import {test, expect, open} from './fixtures';

const diagramsOnPage = (page: Page) => page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]');
const diagramStyles = (page: Page) => diagramsOnPage(page).locator('> style').allTextContents();

async function switchColourMode(page: Page): Promise<void> {
  const before = await diagramStyles(page);
  const next = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', next);
  // Every diagram is drawn again in the new mode's colours.
  await expect
    .poll(async () => (await diagramStyles(page)).filter((style, index) => style !== before[index]).length)
    .toBe(before.length);
}

/** Pages per test: a test loads its first page, then moves to the next ones inside the app. */
const pagesPerTest = 10;
const pages = coverOf(pagesWithDiagrams());

test.describe.configure({mode: 'parallel'});

for (let first = 0; first < pages.length; first += pagesPerTest) {
  const batch = pages.slice(first, first + pagesPerTest);
  test(`the diagrams of ${batch[0]!.route} and ${batch.length - 1} more pages render and pass axe in both colour modes`, async ({
    page,
  }) => {
    test.setTimeout(batch.length * 15_000);
    for (const [index, {route, diagrams}] of batch.entries()) {
      if (index === 0) {
        await open(page, route);
      } else {
        // A client-side navigation: Mermaid and the page's shell stay loaded, only the page's own chunk loads.
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
      }
      // The canonical link changes once the new page has rendered, so the diagrams counted are its own.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(route)}/?$`));
      await expect(diagramsOnPage(page), route).toHaveCount(diagrams.length);
      const firstMode = await page.locator('html').getAttribute('data-theme');
      expect(await severeViolations(page, '[data-mermaid-source]'), `${route} in ${firstMode} mode`).toEqual([]);
      await switchColourMode(page);
      expect(
        await severeViolations(page, '[data-mermaid-source]'),
        `${route} after switching from ${firstMode} mode`,
      ).toEqual([]);
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
