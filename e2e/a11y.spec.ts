import {test, expect, open} from './fixtures';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {deepPage, home, productPage} from '@narrative-docs/test-support/pages';

// /plugin-upgrades shows code blocks, whose token colours must pass in both themes.
// The product page shows video facades, /tales/quest-journal/ a blueprintue.com graph facade.
// The not-found page and the standalone Markdown page are built outside the docs.
const notFound = '/no-such-page';
const pages = [
  home,
  productPage,
  deepPage,
  '/tales/quest-journal/',
  '/roadmap/',
  '/plugin-upgrades',
  '/markdown-page',
  notFound,
];

for (const path of pages) {
  // The not-found page comes with its 404 status, which the browser logs.
  test.describe(() => {
    test.use({expectedConsoleErrors: path === notFound ? /404/ : null});
    for (const colorMode of ['dark', 'light'] as const) {
      test(`${path} in ${colorMode} mode has no serious or critical accessibility violation on a desktop or a phone`, async ({
        page,
      }) => {
        await page.setViewportSize({width: 1280, height: 800});
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
        await open(page, path);
        expect(await severeViolations(page), 'at 1280 px').toEqual([]);
        // The same page narrowed to a phone's width: the navbar folds into its menu button.
        await page.setViewportSize({width: 390, height: 844});
        await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
        expect(await severeViolations(page), 'at 390 px').toEqual([]);
      });
    }
  });
}
