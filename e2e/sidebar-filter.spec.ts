import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {deepPage} from '@narrative-docs/test-support/pages';

const box = (scope: Page | Locator) => scope.getByRole('searchbox', {name: 'Filter the sidebar'});
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const status = (scope: Page | Locator) => scope.locator('.sidebar-filter [role="status"]');
const results = (scope: Page | Locator) => scope.locator('.sidebar-filter-results');

/** Every open or closed category of the visible sidebar, by label: what Escape must give back. */
async function expansion(page: Page): Promise<string[]> {
  return sidebar(page)
    .locator('.theme-doc-sidebar-item-category')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.menu__link')?.textContent} ${item.classList.contains('menu__list-item--collapsed') ? 'closed' : 'open'}`,
      ),
    );
}

/** Each entry the filter shows, as "label" for a match (matched text in [brackets]) or "(label)" for a parent kept for it. */
async function shownEntries(list: Locator): Promise<string[]> {
  return list.locator(':scope li > :is(a, span)').evaluateAll((labels) =>
    labels.map((label) => {
      const text = [...label.firstElementChild!.childNodes]
        .map((node) => (node.nodeName === 'MARK' ? `[${node.textContent}]` : node.textContent))
        .join('');
      return text.includes('[') ? text : `(${text})`;
    }),
  );
}

test.describe('on desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a query shows only the matching entries under their categories, marked, and announces the count', async ({
    page,
  }) => {
    await open(page, deepPage);
    await box(page).fill('loot TAB');
    const list = results(sidebar(page));
    await expect(list).toBeVisible();
    expect(await shownEntries(list)).toEqual([
      '(Inventory)',
      '[Loot] [Tab]les',
      '(Pro)',
      '(Inventory)',
      '[Loot] [Tab]les',
    ]);
    await expect(list.getByRole('link', {name: 'Loot Tables'}).first()).toHaveAttribute(
      'href',
      '/inventory/loot-tables',
    );
    await expect(status(page)).toHaveText('2 matches');
    await expect(page.locator('.sidebar-filter [aria-live], .sidebar-filter [role="status"]')).toHaveCount(1);

    await box(page).fill('clothing');
    await expect(status(page)).toHaveText(/^\d+ matches$/);
    const count = Number((await status(page).textContent())!.split(' ')[0]);
    // Every match has a mark, every mark is the query, and the current page stays marked as current.
    await expect(list.locator('li:has(> a mark, > span mark)')).toHaveCount(count);
    for (const mark of await list.locator('mark').allTextContents()) {
      expect(mark.toLowerCase()).toBe('clothing');
    }
    await expect(list.locator('a[aria-current="page"]')).toHaveAttribute('href', deepPage);

    await box(page).fill('no such entry');
    await expect(status(page)).toHaveText('No matches');
    await expect(list.locator('li')).toHaveCount(0);
  });

  test('Escape, or clearing the box, gives the sidebar back with its categories as they were', async ({page}) => {
    await open(page, deepPage);
    const nav = sidebar(page);
    // Make the sidebar the reader's own: open a closed category, close an open one.
    await nav.getByRole('button', {name: "Expand sidebar category 'Common UI'"}).click();
    await nav.getByRole('button', {name: "Collapse sidebar category 'Equipment'"}).click();
    // React renders the clicks' state when it gets to it: wait for both, then take the sidebar as it stands.
    await expect.poll(() => expansion(page)).toEqual(expect.arrayContaining(['Common UI open', 'Equipment closed']));
    const before = await expansion(page);

    await box(page).fill('functions');
    await expect(results(nav)).toBeVisible();
    await expect(status(page)).toHaveText(/matches/);
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();
    await expect(status(page)).toHaveText('');
    await expect(results(page)).toHaveCount(0);
    expect(await expansion(page)).toEqual(before);

    await box(page).fill('quest');
    await expect(results(nav)).toBeVisible();
    await box(page).fill('');
    await expect(results(page)).toHaveCount(0);
    expect(await expansion(page)).toEqual(before);
  });

  test('works by keyboard alone: Tab to the box, type, Down into the matches, Enter to follow one', async ({page}) => {
    await open(page, deepPage);
    for (let presses = 0; presses < 40 && !(await box(page).evaluate((input) => input === document.activeElement));) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('trading');
    await expect(status(page)).toHaveText('2 matches');

    const links = results(page).getByRole('link');
    // Tab and Down both lead from the box into the matches, as ordinary links.
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box(page)).toBeFocused();

    const matches = results(page).locator('a:has(mark)');
    await expect(matches).toHaveCount(2);
    const target = (await matches.first().getAttribute('href'))!;
    await page.keyboard.press('ArrowDown');
    while (!(await matches.first().evaluate((link) => link === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(results(page).locator('a[aria-current="page"]')).toHaveAttribute('href', target);

    // Escape from a match clears the filter and returns to the box.
    await results(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('');
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', target);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('filters inside the opened mobile sidebar, and a match closes it', async ({page}) => {
    await open(page, deepPage);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await expect(box(menu)).toBeInViewport();

    await box(menu).fill('minimap');
    await expect(status(menu)).toHaveText(/^\d+ matches$/);
    const list = results(menu);
    await expect(list.locator('mark').first()).toHaveText(/minimap/i);
    await expect(menu.locator(`a[href="${deepPage}"]`)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await box(menu).press('Escape');
    await expect(list).toHaveCount(0);
    await expect(menu.locator(`a[href="${deepPage}"]`)).toBeVisible();

    await box(menu).fill('minimap');
    const match = list.locator('a:has(mark)').first();
    const target = (await match.getAttribute('href'))!;
    await match.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(menu).toBeHidden();
  });
});

// Each colour mode once, and each width once: the marks' contrast depends on the mode, the layout on the width.
for (const [colorMode, device, viewport] of [
  ['dark', 'desktop', {width: 1280, height: 800}],
  ['light', 'phone', {width: 390, height: 844}],
] as const) {
  test(`the filter in use passes axe in ${colorMode} mode on a ${device}`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
    await open(page, deepPage);
    if (device === 'phone') {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    }
    await box(page).fill('item');
    await expect(results(page).locator('mark').first()).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
}
