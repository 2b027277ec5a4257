import {test, expect, open} from './fixtures';
import {readAllDocs} from '../tests/support/docs';

const docs = readAllDocs();
const byPath = new Map(docs.map((doc) => [doc.absolutePath, doc]));
const pagesWithDiagrams = docs.flatMap((doc) => {
  const diagrams = doc.mermaid.length + doc.imports.reduce((sum, file) => sum + (byPath.get(file)?.mermaid.length ?? 0), 0);
  return doc.route && diagrams > 0 ? [{route: doc.route, diagrams}] : [];
});

test('every Mermaid diagram of the docs renders', async ({page}) => {
  test.setTimeout(pagesWithDiagrams.length * 5_000);
  for (const {route, diagrams} of pagesWithDiagrams) {
    await open(page, route);
    await expect(page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]'), route).toHaveCount(diagrams);
  }
});
