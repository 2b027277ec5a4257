/** Runs axe with the WCAG 2.x A and AA rules (none disabled) and returns the serious and critical findings, readable. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `within` limits the check to the elements a selector matches (the whole page by default). */
export async function severeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(wcagTags);
  const {violations} = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
