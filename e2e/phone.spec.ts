/** Reading on a phone (390 px): reference tables as cards, diagrams at a readable size, the roadmap's landmarks. */
import AxeBuilder from '@axe-core/playwright';
import {busiestDiagramPages} from '@narrative-docs/test-support/diagramPages';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {shownDrawings, smallestTextOnScreen, boxesScrollingWithoutFocus} from './drawings';
import {test, expect, open} from './fixtures';

/** A page of Name | Type | Description tables. */
const referencePage = '/inventory/loot-tables';

test.use({viewport: {width: 390, height: 844}});

for (const colorMode of ['dark', 'light'] as const) {
  test(`three-column tables stack as cards without sideways scrolling, and pass axe, in ${colorMode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
    await open(page, referencePage);
    const tables = page.locator('article table[data-stack]');
    expect(await tables.count()).toBeGreaterThan(2);
    const overflowing = await tables.evaluateAll(
      (elements) =>
        elements.filter(
          (table) =>
            table.scrollWidth > table.clientWidth + 1 || table.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Each cell shows its column's name above its value.
    const firstCell = tables.first().locator('td').first();
    expect(await firstCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/Name/);
    expect(await severeViolations(page, 'article')).toEqual([]);
  });
}

test('tables keep their columns on a desktop', async ({page}) => {
  await page.setViewportSize({width: 1200, height: 900});
  await open(page, referencePage);
  const row = page.locator('article table[data-stack] tbody tr').first();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row');
});

test('/roadmap/ has unique landmarks at 390 px, menu closed and open', async ({page}) => {
  await open(page, '/roadmap/');
  const landmarks = async () =>
    (await new AxeBuilder({page}).withRules(['landmark-unique']).analyze()).violations.map((violation) =>
      violation.nodes.map((node) => node.target.join(' ')),
    );
  expect(await landmarks()).toEqual([]);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await landmarks()).toEqual([]);
});

test('Mermaid diagrams keep text of 11 px or more and scroll inside their box, not the page', async ({page}) => {
  for (const {route, diagrams} of busiestDiagramPages(2)) {
    await open(page, route);
    await expect(shownDrawings(page)).toHaveCount(diagrams.length);
    expect(await smallestTextOnScreen(shownDrawings(page)), route).toBeGreaterThanOrEqual(10.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), route).toBe(true);
    expect(await boxesScrollingWithoutFocus(page), route).toBe(0);
  }
});
