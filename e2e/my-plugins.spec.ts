/**
 * The reader's plugins in search: the "My plugins" choice in the modal's
 * footer and on the search page (keyboard, persistence, storage that throws,
 * phones, axe), the page's own product ranked first, a twin pair shown as one
 * result ("also in Pro"), and withdrawn pages marked as earlier versions.
 */
import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';
import {severeViolations} from '@narrative-docs/test-support/axe';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('#docsearch-input');
const hits = (page: Page) => modal(page).locator('.DocSearch-Hit a');
const toggle = (page: Page) => modal(page).getByRole('button', {name: /^My plugins/});
const storageKey = 'narrative.search.plugins';
/** The Tales component's page is one body in Tales and in Pro; with no context, Pro's copy comes first. */
const twinQuery = 'add the component that runs dialogue and quests';

async function searchFor(page: Page, query: string) {
  await page.getByRole('button', {name: /^Search/}).click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('My plugins in the search modal', () => {
  test('is reached and chosen with the keyboard, ranks the chosen product first and folds the twin into one result', async ({
    page,
  }) => {
    await open(page, '/');
    await searchFor(page, twinQuery);
    await expect(hits(page).first()).toHaveAttribute('data-url', '/pro/tales-component/');
    await tabTo(page, toggle(page));
    await expect(toggle(page)).toHaveAccessibleName('My plugins: all');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const tales = modal(page).getByRole('group', {name: 'My plugins'}).getByRole('checkbox', {name: 'Tales'});
    await tabTo(page, tales);
    await page.keyboard.press('Space');
    await expect(tales).toBeChecked();
    await expect(toggle(page)).toHaveAccessibleName('My plugins: Tales');
    await expect(hits(page).first()).toHaveAttribute('data-url', '/tales/tales-component/');
    await expect(hits(page).first()).toContainText('also in Pro');
    await expect(modal(page).locator('.DocSearch-Hit a[data-url="/pro/tales-component/"]')).toHaveCount(0);
    // Escape closes the panel first, giving the focus back to its button, then the modal.
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('is remembered in the browser, on the next page and after a reload', async ({page}) => {
    await open(page, '/');
    await searchFor(page, twinQuery);
    await toggle(page).click();
    await modal(page).getByRole('checkbox', {name: 'Tales'}).check();
    await expect(hits(page).first()).toHaveAttribute('data-url', '/tales/tales-component/');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('["Tales"]');
    await page.reload();
    await searchFor(page, twinQuery);
    await expect(toggle(page)).toHaveAccessibleName('My plugins: Tales');
    await expect(hits(page).first()).toHaveAttribute('data-url', '/tales/tales-component/');
  });

  test('ranks the product of the page searched from first when nothing is chosen', async ({page}) => {
    await open(page, '/tales/');
    await searchFor(page, twinQuery);
    await expect(hits(page).first()).toHaveAttribute('data-url', '/tales/tales-component/');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tales\/tales-component\/$/);
  });

  test.describe('when browser storage throws', () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('The storage is disabled.', 'SecurityError');
          },
        });
      });
    });

    test('still searches, and keeps the choice while the page is open', async ({page}) => {
      await open(page, '/');
      await searchFor(page, twinQuery);
      await toggle(page).click();
      await modal(page).getByRole('checkbox', {name: 'Tales'}).check();
      await expect(hits(page).first()).toHaveAttribute('data-url', '/tales/tales-component/');
      await expect(hits(page).first()).toContainText('also in Pro');
    });
  });

  for (const colorMode of ['dark', 'light'] as const) {
    test(`has no serious accessibility violation, results and panel open, in ${colorMode} mode, on a desktop and a phone`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({width, height});
        await open(page, '/');
        await searchFor(page, 'pause menu');
        // The whole open modal, DocSearch's markup with this site's: its results, a withdrawn page's mark among them.
        await expect(modal(page).locator('.search-hit-mark--withdrawn').first()).toBeVisible();
        expect(await severeViolations(page, '.DocSearch-Container'), `results at ${width} px`).toEqual([]);
        await toggle(page).click();
        const panel = modal(page).getByRole('group', {name: 'My plugins'});
        await expect(panel).toBeVisible();
        expect(await severeViolations(page, '.DocSearch-Container'), `panel at ${width} px`).toEqual([]);
        const box = (await panel.boundingBox())!;
        expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('My plugins on the search page', () => {
  test('shares the modal’s choice and ranks the chosen product first, naming the twin', async ({page}) => {
    await open(page, `/search?q=${encodeURIComponent(twinQuery)}`);
    const results = page.locator('main ol li');
    await expect(results.first().getByRole('link').first()).toHaveAttribute('href', '/pro/tales-component/');
    const pageToggle = page.getByRole('button', {name: /^My plugins/});
    await pageToggle.click();
    await page.getByRole('checkbox', {name: 'Tales'}).check();
    await expect(results.first().getByRole('link').first()).toHaveAttribute('href', '/tales/tales-component/');
    expect(await severeViolations(page, 'main')).toEqual([]);
    await expect(results.first()).toContainText('also in Pro');
    await page.getByRole('button', {name: /^Search/}).click();
    await expect(toggle(page)).toHaveAccessibleName('My plugins: Tales');
  });
});

test.describe('withdrawn pages in search', () => {
  test('are marked as earlier versions in the modal, never first where a current page answers', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'pause menu');
    await expect(hits(page).first()).toHaveAttribute('data-url', '/pro/features/#pause-menu');
    await expect(hits(page).first()).not.toContainText('Earlier version');
    await expect(modal(page).locator('.DocSearch-Hit a[data-url="/pro/ui/pause-menu"]')).toContainText(
      "Earlier version (withdrawn during Pro 2.2), now Pro's Features",
    );
  });

  test('are marked on the search page, with a link to the page to read now', async ({page}) => {
    await open(page, '/search?q=pause%20menu');
    const withdrawn = page.locator('main ol li').filter({has: page.locator('a[href="/pro/ui/pause-menu"]')});
    await expect(withdrawn.first()).toContainText('Earlier version (withdrawn during Pro 2.2), now');
    await expect(withdrawn.first().getByRole('link', {name: "Pro's Features"})).toHaveAttribute(
      'href',
      '/pro/features/',
    );
    await expect(page.locator('main ol li').first()).not.toContainText('Earlier version');
  });
});
