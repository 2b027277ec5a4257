/**
 * Reading on a phone (390 px): reference tables as cards, diagrams at a readable size, the roadmap's landmarks; on a
 * touch phone, the menu's main panel, the colour switch in the top bar, touch targets and no keyboard hints.
 */
import AxeBuilder from '@axe-core/playwright';
import {busiestDiagramPages} from '@narrative-docs/test-support/diagramPages';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {shownDrawings, smallestTextOnScreen, boxesScrollingWithoutFocus} from './drawings';
import {test, expect, open} from './fixtures';
import {deepPage} from '@narrative-docs/test-support/pages';

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

test.describe('on a touch phone', () => {
  test.use({hasTouch: true, isMobile: true});

  const menuButton = (page: import('@playwright/test').Page) =>
    page.getByRole('button', {name: 'Toggle navigation bar'});

  test("the menu's main panel lists the six products and the roadmap, and a link there leads to its page", async ({
    page,
  }) => {
    await open(page, deepPage);
    await menuButton(page).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    const mainPanel = menu.locator('.navbar-sidebar__item').first();
    const names = ['Common UI', 'Interaction', 'Inventory', 'Navigator', 'Pro', 'Tales', 'Roadmap'];
    for (const name of names) {
      await expect(mainPanel.getByRole('link', {name, exact: true})).toBeInViewport();
    }
    await mainPanel.getByRole('link', {name: 'Pro', exact: true}).click();
    await expect(page).toHaveURL(/\/pro\/$/);
    await expect(menu).toBeHidden();
  });

  test('the colour switch sits in the top bar, one tap away', async ({page}) => {
    await open(page, deepPage);
    const colourSwitch = page
      .locator('.navbar__inner')
      .getByRole('button', {name: /Switch between dark and light mode/});
    await expect(colourSwitch).toBeInViewport();
    await colourSwitch.tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('every control of the top bar, the menu, Copy page, the breadcrumbs and the page foot is 44 px or more', async ({
    page,
  }) => {
    const smallTargets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('a[href], button, input')]
          .filter((control) => !control.closest('.markdown') || control.closest('table'))
          .map((control) => ({control, box: control.getBoundingClientRect()}))
          .filter(({box}) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({control, box}) =>
              `${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${Math.round(box.width)} × ${Math.round(box.height)} px`,
          ),
      );
    await open(page, deepPage);
    // The page with its pagination and the table of contents' toggle.
    await expect(page.getByRole('button', {name: 'On this page'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs pages'})).toBeAttached();
    expect(await smallTargets()).toEqual([]);
    // The menu, on the docs sidebar with its filter, then on the main panel.
    await menuButton(page).click();
    await expect(page.getByRole('searchbox', {name: 'Filter the sidebar'})).toBeVisible();
    expect(await smallTargets()).toEqual([]);
    await page.getByRole('button', {name: /Back to main menu/}).click();
    expect(await smallTargets()).toEqual([]);
  });

  test('shows no keyboard hints: none in the announcement, the search button or the search dialog', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('.theme-announcement-bar')).toHaveText('Search every page of the docs, even offline.', {
      useInnerText: true,
    });
    const search = page.getByRole('button', {name: 'Search', exact: true});
    await expect(search.locator('kbd')).toHaveCount(0);
    await search.tap();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Commands')).toBeHidden();
  });
});

test('a mouse and keyboard reader still gets the key hints', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, '/');
  await expect(page.locator('.theme-announcement-bar .keyboard-hint')).toBeVisible();
  await expect(page.getByRole('button', {name: /^Search \(/}).locator('kbd')).toHaveCount(2);
});
