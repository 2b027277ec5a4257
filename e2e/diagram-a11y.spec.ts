/**
 * Axe over every page that renders a Mermaid diagram, in dark mode and then in
 * light mode, each time once the diagrams are drawn in that mode's colours
 * (config/mermaid.ts). WCAG A and AA rules; no rule is disabled. The page
 * chrome around the article is checked by a11y.spec.ts.
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
  const {violations} = await new AxeBuilder({page}).include('article').withTags(tags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`).join('; ')}`);
}

for (const {route, diagrams} of pagesWithDiagrams()) {
  test(`${route}: its diagrams pass axe in dark and light mode`, async ({page}) => {
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
