import {test, expect, open} from './fixtures';
import {pagesWithDiagrams} from './diagramPages';

const pages = pagesWithDiagrams();

test('every Mermaid diagram of the docs renders', async ({page}) => {
  test.setTimeout(pages.length * 5_000);
  for (const {route, diagrams} of pages) {
    await open(page, route);
    await expect(page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]'), route).toHaveCount(diagrams);
  }
});
