import {test, expect, open} from './fixtures';
import {deepPage, deepPageBreadcrumbs, deepPageTitle} from '@narrative-docs/test-support/pages';

test('a deep page shows breadcrumbs and marks its sidebar link active', async ({page}) => {
  await open(page, deepPage);
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs).toBeVisible();
  await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(breadcrumbs.locator('li')).toHaveCount(deepPageBreadcrumbs);
  await expect(breadcrumbs.locator('li').last()).toHaveText(deepPageTitle);

  const active = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveAttribute('href', deepPage);
});

test('the table of contents lists only h2 and h3 headings', async ({page}) => {
  await open(page, deepPage);
  const toc = page.locator('.table-of-contents').first();
  const tocTargets = await toc
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
  expect(tocTargets.length).toBeGreaterThan(0);
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), tocTargets);
  expect(new Set(levels)).toEqual(new Set(levels.filter((tag) => tag === 'H2' || tag === 'H3')));
  const h2AndH3 = await page.locator('article :is(h2, h3)[id]').count();
  expect(tocTargets).toHaveLength(h2AndH3);
});

test('internal links route inside the app, without a reload', async ({page}) => {
  await open(page, '/');
  await page.evaluate(() => Object.assign(window, {stillTheSameDocument: true}));
  await page.getByRole('article').getByRole('link', {name: 'Narrative Tales'}).click();
  await expect(page).toHaveURL(/\/tales\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Narrative Tales Documentation');
  expect(await page.evaluate(() => (window as unknown as {stillTheSameDocument?: boolean}).stillTheSameDocument)).toBe(
    true,
  );
});

test('external links open in a new tab with rel noopener', async ({page}) => {
  await open(page, '/');
  const external = page.getByRole('article').locator('a[href^="https://discord.gg"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const footerExternal = page.getByRole('contentinfo').getByRole('link', {name: /YouTube/});
  await expect(footerExternal).toHaveAttribute('target', '_blank');
  await expect(footerExternal).toHaveAttribute('rel', /noopener/);
});

for (const path of [`${deepPage}.html`, '/tales/quests/index.html']) {
  test(`${path} reaches the page`, async ({page}) => {
    await open(page, path);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test.describe('an unknown path', () => {
  test.use({expectedConsoleErrors: /404/});

  test('shows the not-found page with search and the products', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
    for (const product of ['Common UI', 'Interaction', 'Inventory', 'Navigator', 'Pro', 'Tales']) {
      await expect(page.getByRole('main').getByRole('link', {name: product, exact: true})).toBeVisible();
    }
  });

  test('is also what the client router shows for an unknown link', async ({page}) => {
    await open(page, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/still/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

/**
 * Tells the page that the reader saves data, which turns link prefetching
 * off, and counts in `window.connectionChecks` how often the page asked: it
 * asks each time it would prefetch a link (Docusaurus's `prefetch`).
 */
async function saveData(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const connection = {saveData: true, effectiveType: '4g'};
    const counted = window as unknown as {connectionChecks: number};
    counted.connectionChecks = 0;
    Object.defineProperty(navigator, 'connection', {
      get: () => {
        counted.connectionChecks += 1;
        return connection;
      },
    });
  });
}

test('pages are prefetched when their links are visible, but not when the reader saves data', async ({
  page,
  browser,
}) => {
  const prefetched = (target: import('@playwright/test').Page) => target.locator('link[rel="prefetch"]').count();
  await open(page, '/');
  await expect.poll(() => prefetched(page)).toBeGreaterThan(0);

  const saver = await browser.newPage();
  await saveData(saver);
  await open(saver, '/');
  // Once the page has asked whether the reader saves data, it has decided about the links in view.
  await expect
    .poll(() => saver.evaluate(() => (window as unknown as {connectionChecks: number}).connectionChecks))
    .toBeGreaterThan(0);
  expect(await prefetched(saver)).toBe(0);
  await saver.close();
});

test('the progress bar shows when a navigation takes over 200 ms', async ({page}) => {
  await saveData(page);
  await open(page, '/');
  // Throttle: every script chunk requested from now on arrives after a second.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('article').getByRole('link', {name: 'Narrative Pro'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Narrative Pro Documentation', {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
