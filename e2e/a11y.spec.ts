import AxeBuilder from '@axe-core/playwright';
import {test, expect, open} from './fixtures';
import {deepPage, home, productPage} from '../tests/support/pages';

// WCAG 2.x A and AA rules; no rule is disabled.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of [home, productPage, deepPage, '/roadmap/']) {
  for (const colorMode of ['dark', 'light'] as const) {
    test(`${path} in ${colorMode} mode has no serious or critical accessibility violation`, async ({page}) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      await open(page, path);
      const {violations} = await new AxeBuilder({page}).withTags(tags).analyze();
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      expect(severe).toEqual([]);
    });
  }
}
