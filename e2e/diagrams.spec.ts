/**
 * Every Mermaid diagram of the docs renders in the browser, at least once.
 * A diagram in a shared partial renders the same on each page that imports
 * it, so the test visits the fewest pages that together show every diagram
 * (a greedy cover), one test per page, spread over the workers.
 */
import {readAllDocs} from '../tests/support/docs';
import {test, expect, open} from './fixtures';

const docs = readAllDocs();
const byPath = new Map(docs.map((doc) => [doc.absolutePath, doc]));

/** Each page with its diagrams, named by the file that holds them and their line. */
const candidates = docs.flatMap((doc) => {
  const files = [doc, ...doc.imports.flatMap((file) => byPath.get(file) ?? [])];
  const diagrams = files.flatMap((file) => file.mermaid.map(({line}) => `${file.file}:${line}`));
  return doc.route && diagrams.length > 0 ? [{route: doc.route, diagrams}] : [];
});

function cover(pages: typeof candidates): typeof candidates {
  const uncovered = new Set(pages.flatMap((page) => page.diagrams));
  const chosen: typeof candidates = [];
  while (uncovered.size > 0) {
    const best = pages.reduce((a, b) =>
      b.diagrams.filter((d) => uncovered.has(d)).length > a.diagrams.filter((d) => uncovered.has(d)).length ? b : a,
    );
    chosen.push(best);
    best.diagrams.forEach((diagram) => uncovered.delete(diagram));
  }
  return chosen;
}

test.describe.configure({mode: 'parallel'});

for (const {route, diagrams} of cover(candidates)) {
  test(`the diagrams of ${route} render`, async ({page}) => {
    await open(page, route);
    await expect(page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]')).toHaveCount(diagrams.length);
  });
}
