/**
 * Axe over the diagrams of every page that renders a Mermaid diagram, in dark
 * mode and then in light mode, each time once the diagrams are drawn in that
 * mode's colours (config/mermaid.ts). WCAG A and AA rules; no rule is
 * disabled. The rest of a page is checked by a11y.spec.ts on representative
 * pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {pagesWithDiagrams} from './diagramPages';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe.configure({mode: 'parallel'});

const diagramStyles = (page: Page) =>
  page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"] > style').allTextContents();

async function severeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).include('[data-mermaid-source]').withTags(tags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`).join('; ')}`);
}

for (const {route, diagrams} of pagesWithDiagrams()) {
  test(`${route}: its diagrams pass axe in dark and light mode`, async ({page}) => {
    // Two renderings and two axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await open(page, route);
    await expect(page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]')).toHaveCount(diagrams);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await severeViolations(page), 'dark mode').toEqual([]);

    const darkStyles = await diagramStyles(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Every diagram is drawn again in the light theme's colours.
    await expect.poll(async () => (await diagramStyles(page)).filter((style, index) => style !== darkStyles[index]).length).toBe(diagrams);
    expect(await severeViolations(page), 'light mode').toEqual([]);
  });
}
