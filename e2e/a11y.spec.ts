import {test, expect, open} from './fixtures';
import {severeViolations} from './axe';
import {deepPage, home, productPage} from '../tests/support/pages';

// /plugin-upgrades shows code blocks, whose token colours must pass in both themes.
for (const path of [home, productPage, deepPage, '/roadmap/', '/plugin-upgrades']) {
  for (const colorMode of ['dark', 'light'] as const) {
    test(`${path} in ${colorMode} mode has no serious or critical accessibility violation`, async ({page}) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      await open(page, path);
      expect(await severeViolations(page)).toEqual([]);
    });
  }
}
