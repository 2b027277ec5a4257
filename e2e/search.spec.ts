// cspell:ignore xqzvbnm (a query that matches nothing)
import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';
import {maxQueryLength} from '@narrative-docs/search';
import {followRequests} from '@narrative-docs/test-support/pageAtRest';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('#docsearch-input');
const searchButton = (page: Page) => page.getByRole('button', {name: /^Search/});
const hits = (page: Page) => modal(page).locator('.DocSearch-Hit');

async function openModal(page: Page) {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

async function searchFor(page: Page, query: string) {
  await openModal(page);
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

test.describe('the search modal', () => {
  test('opens with the button, shows the start screen and closes with Escape, giving focus back', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', String(maxQueryLength));
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`opens with ${shortcut}`, async ({page}) => {
      await open(page, '/tales/');
      await page.keyboard.press(shortcut);
      await expect(input(page)).toBeFocused();
    });
  }

  for (const {device, width, height} of [
    {device: 'a desktop', width: 1280, height: 800},
    {device: 'a phone', width: 390, height: 844},
  ]) {
    test(`lies above the sticky navbar on ${device}, its search box and first results in full view`, async ({page}) => {
      await page.setViewportSize({width, height});
      await open(page, '/tales/');
      await searchFor(page, 'quest');
      const covered = await page.evaluate(() =>
        [document.querySelector('nav.navbar'), document.querySelector('.DocSearch-Input')].flatMap((element) => {
          const box = element!.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top?.closest('.DocSearch-Container') ? [] : [`${element!.className}: under ${top?.className}`];
        }),
      );
      expect(covered).toEqual([]);
    });
  }

  test('"/" types into a field instead of opening the modal', async ({page}) => {
    await open(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search the docs'});
    await field.click();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('a letter typed on the focused button opens the modal with that letter', async ({page}) => {
    await open(page, '/');
    await searchButton(page).focus();
    await page.keyboard.press('q');
    await expect(input(page)).toHaveValue('q');
  });

  test('groups results by product, with highlighted matches', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'minimap');
    const sections = await modal(page).locator('.DocSearch-Hit-source').allTextContents();
    expect(sections).toEqual(expect.arrayContaining(['Navigator', 'Pro']));
    expect(new Set(sections).size).toBe(sections.length);
    await expect(hits(page).first().locator('mark').first()).toHaveText(/minimap/i);
  });

  for (const [width, words] of [
    [1200, 10],
    [700, 5],
  ] as const) {
    test(`snippets hold at most ${words} words at ${width} px wide`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await open(page, '/');
      // Words found in running text, so the hits show snippets of it.
      await searchFor(page, 'right-click drawer');
      const titles = await hits(page).locator('.DocSearch-Hit-title').allTextContents();
      const counts = titles.map((title) => title.replace(/…/g, ' ').match(/[\p{L}\p{N}_]+/gu)?.length ?? 0);
      expect(Math.max(...counts)).toBeLessThanOrEqual(words);
      expect(Math.max(...counts)).toBeGreaterThan(words - 3);
    });
  }

  test('ArrowDown and ArrowUp move through the results and wrap around', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'compass');
    const selected = modal(page).locator('.DocSearch-Hit[aria-selected="true"]');
    const count = await hits(page).count();
    await expect(selected).toHaveCount(1);
    const first = await selected.textContent();
    await page.keyboard.press('ArrowUp');
    await expect(selected).not.toHaveText(first!);
    await expect(hits(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveText(first!);
  });

  test('Enter opens the result inside the app and adds it to the recent searches', async ({page}) => {
    await open(page, '/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await searchFor(page, 'faction');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pro\/factions\//);
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

    await openModal(page);
    const recent = modal(page).locator('.DocSearch-Hit');
    await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
    await expect(recent).toHaveCount(1);
    // The recent entry keeps the result's snippet, not the page's first paragraphs.
    const line = await recent.locator('.DocSearch-Hit-path, .DocSearch-Hit-title').allTextContents();
    expect(Math.max(...line.map((text) => text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0))).toBeLessThanOrEqual(10);
  });

  test('a click on a result opens its page inside the app and closes the modal', async ({page}) => {
    await open(page, '/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await searchFor(page, 'faction');
    await hits(page).first().click();
    await expect(page).toHaveURL(/\/pro\/factions\//);
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('Ctrl+Enter opens the result in a new tab', async ({page, context}) => {
    await open(page, '/');
    await searchFor(page, 'faction');
    const [newTab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(newTab).toHaveURL(/\/pro\/factions\//);
    await newTab.close();
  });

  test('a recent search can be saved as a favorite and removed', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'loot table');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await openModal(page);
    await modal(page).getByRole('button', {name: 'Save this search'}).click();
    await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
    await modal(page).getByRole('button', {name: 'Remove this search from favorites'}).click();
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
  });

  test('a query without results says so and suggests other searches', async ({page}) => {
    await open(page, '/');
    // DocSearch suggests the sections of the reader's earlier results.
    await searchFor(page, 'quest');
    await input(page).fill('xqzvbnm');
    const noResults = modal(page).locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('xqzvbnm');
    await expect(noResults.getByText('Try searching for')).toBeVisible();
    await expect(noResults.locator('.DocSearch-NoResults-Prefill-List li').first()).toBeVisible();
    await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      'https://discord.gg/qyVJmpQ2Pn',
    );
  });

  test('a query the docs do not cover says there is no close match and lists the nearest topics, keys and all', async ({
    page,
  }) => {
    await open(page, '/');
    await searchFor(page, 'crafting');
    const group = modal(page).locator('.DocSearch-Hits');
    await expect(group).toHaveCount(1);
    await expect(group.locator('.DocSearch-Hit-source')).toHaveText('No close match · nearest topics');
    const topics = group.locator('.DocSearch-Hit');
    expect(await topics.count()).toBeGreaterThan(1);
    expect(await topics.count()).toBeLessThanOrEqual(5);
    // The nearest topics are pages, each once, reached with DocSearch's keys like any hits.
    const urls = await topics.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('data-url')));
    expect(urls.every((url) => !url!.includes('#'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    await input(page).press('ArrowDown');
    await expect(topics.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === urls[1]);
  });

  test('a query the docs answer shows its results by product, with no "no close match" group', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'quest branches');
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).not.toHaveText(/No close match/);
  });

  test('odd queries never break the modal or inject markup', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    for (const query of ['(*[', '<img src=x onerror=alert(1)>', '🗺️🧭', '任务 クエスト', '     ', 'q'.repeat(80)]) {
      await input(page).fill(query);
      await expect(modal(page).locator('.DocSearch-Dropdown')).toBeVisible();
      expect(await modal(page).locator('img[src="x"]').count()).toBe(0);
    }
    await expect(input(page)).toHaveValue('q'.repeat(maxQueryLength));
  });

  test('"See all results" leads to the search page with the query', async ({page}) => {
    await open(page, '/');
    await searchFor(page, 'quest');
    await modal(page)
      .getByRole('link', {name: /See all \d+ results/})
      .click();
    await expect(page).toHaveURL(/\/search\?q=quest$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “quest”');
  });
});

test.describe('when the index cannot be loaded', () => {
  test.use({expectedConsoleErrors: /500|RetryError|Unreachable hosts/});

  test('the modal shows the error screen, and the next query tries again', async ({page}) => {
    await open(page, '/');
    await page.route('**/search-index/**', (route) => route.fulfill({status: 500, body: 'down'}));
    await openModal(page);
    await input(page).fill('quest');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();

    await page.unroute('**/search-index/**');
    await input(page).fill('quests');
    await expect(hits(page).first()).toBeVisible();
  });

  test('the search page shows the error with a way to try again', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.fulfill({status: 500, body: 'down'}));
    await open(page, '/search?q=quest');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await page.unroute('**/search-index/**');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText(/\d+ results for/)).toBeVisible();
  });
});

test.describe('the search page', () => {
  test('/search?q=quest lists results grouped by product, and the query box updates the address', async ({page}) => {
    await open(page, '/search?q=quest');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('quest');
    await expect(page.getByText(/\d+ results for/)).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Tales'})).toBeVisible();
    await expect(page.getByRole('main').locator('ol li a').first()).toHaveAttribute('href', /^\/(tales|pro)\//);

    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('minimap');
    await expect(page).toHaveURL(/\/search\?q=minimap$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Navigator'})).toBeVisible();
  });

  test('pages through many results', async ({page}) => {
    await open(page, '/search?q=quest');
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    const firstPage = await page.getByRole('main').locator('ol li a').first().getAttribute('href');
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect(page.getByRole('main').locator('ol li a').first()).not.toHaveAttribute('href', firstPage!);
  });

  test('says when nothing matches closely, and lists the nearest topics', async ({page}) => {
    await open(page, '/search?q=crafting');
    await expect(page.getByText(/No close match for “crafting”/)).toBeVisible();
    const topics = page.getByRole('main').locator('ol li a');
    expect(await topics.count()).toBeGreaterThan(1);
    expect(await topics.count()).toBeLessThanOrEqual(5);
    await expect(page.getByText(/\d+ results? for/)).toHaveCount(0);
  });

  test('says when nothing matches', async ({page}) => {
    await open(page, '/search?q=xqzvbnm');
    await expect(page.getByText('No results for')).toBeVisible();
  });
});

test.describe('loading', () => {
  test('no search code or index loads with a page, and no request leaves the site', async ({page, baseURL}) => {
    const followed = followRequests(page);
    await open(page, '/tales/');
    await followed.atRest();
    const requests = () => followed.all.map((request) => request.url());
    expect(requests().filter((url) => url.includes('/search-index/'))).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const loaded = await Promise.all(
      scripts.filter((url) => url.endsWith('.js')).map(async (url) => (await page.request.get(url)).text()),
    );
    expect(loaded.some((source) => source.includes('DocSearch-Modal'))).toBe(false);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);

    await searchFor(page, 'quest');
    expect(requests().some((url) => url.includes('/search-index/manifest.json'))).toBe(true);
    expect(requests().filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  });
});

test.describe("the search button's key hint", () => {
  for (const {platform, modifier} of [
    {platform: 'Linux x86_64', modifier: 'Ctrl'},
    {platform: 'MacIntel', modifier: '⌘'},
  ]) {
    for (const theme of ['dark', 'light']) {
      test(`fits ${modifier} and K inside their key caps, in ${theme} mode`, async ({page}) => {
        await page.setViewportSize({width: 1280, height: 800});
        await page.addInitScript(
          ({platform, theme}) => {
            Object.defineProperty(navigator, 'platform', {get: () => platform});
            localStorage.setItem('theme', theme);
          },
          {platform, theme},
        );
        await open(page, '/');
        const keys = page.locator('.DocSearch-Button-Key');
        await expect(keys).toHaveText([modifier, 'K']);
        // The text's own box, against the key cap drawn around it, with a pixel of room on each side.
        const fits = await keys.evaluateAll((elements) =>
          elements.map((key) => {
            const range = document.createRange();
            range.selectNodeContents(key);
            const text = range.getBoundingClientRect();
            const cap = key.getBoundingClientRect();
            return {
              key: key.textContent,
              fits: text.left >= cap.left + 1 && text.right <= cap.right - 1 && key.scrollWidth <= key.clientWidth,
            };
          }),
        );
        expect(fits).toEqual([
          {key: modifier, fits: true},
          {key: 'K', fits: true},
        ]);
      });
    }
  }
});
