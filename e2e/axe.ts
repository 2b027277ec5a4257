/** Runs axe with the WCAG 2.x A and AA rules (none disabled) and returns the serious and critical findings, readable. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function severeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).withTags(tags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
