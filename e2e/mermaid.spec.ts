import {test, expect, open} from './fixtures';
import {diagramPage} from '../tests/support/pages';

test('Mermaid diagrams render and follow the colour mode', async ({page}) => {
  await open(page, diagramPage());
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const darkStyle = await diagram.locator('style').first().textContent();

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(async () => diagram.locator('style').first().textContent()).not.toBe(darkStyle);
  const lightStyle = await diagram.locator('style').first().textContent();

  // Mermaid's "dark" and "default" themes differ in their main background colour.
  expect(darkStyle).toContain('#1f2020');
  expect(lightStyle).toContain('#ECECFF');
});
