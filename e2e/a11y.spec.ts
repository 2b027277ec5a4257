import {test, expect, open} from './fixtures';
import {severeViolations} from '../tests/support/axe';
import {deepPage, home, productPage} from '../tests/support/pages';

// /plugin-upgrades shows code blocks, whose token colours must pass in both themes.
// The not-found page and the standalone Markdown page are built outside the docs.
const notFound = '/no-such-page';
const pages = [home, productPage, deepPage, '/roadmap/', '/plugin-upgrades', '/markdown-page', notFound];

for (const path of pages) {
  // The not-found page comes with its 404 status, which the browser logs.
  test.describe(() => {
    test.use({expectedConsoleErrors: path === notFound ? /404/ : null});
    for (const colorMode of ['dark', 'light'] as const) {
      for (const [device, viewport] of [
        ['desktop', {width: 1280, height: 800}],
        ['phone', {width: 390, height: 844}],
      ] as const) {
        test(`${path} in ${colorMode} mode on a ${device} has no serious or critical accessibility violation`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
          await open(page, path);
          expect(await severeViolations(page)).toEqual([]);
        });
      }
    }
  });
}
