/**
 * Every Mermaid diagram of the docs renders in the browser, at least once.
 * A diagram in a shared partial renders the same on each page that imports
 * it, so the test visits the fewest pages that together show every diagram
 * (a greedy cover), in a few tests spread over the workers.
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

/** Pages per test: a test loads its first page, then moves to the next ones as a reader would, inside the app. */
const pagesPerTest = 12;
const pages = cover(candidates);

test.describe.configure({mode: 'parallel'});

for (let first = 0; first < pages.length; first += pagesPerTest) {
  const batch = pages.slice(first, first + pagesPerTest);
  test(`the diagrams of ${batch[0]!.route} and ${batch.length - 1} more pages render`, async ({page}) => {
    test.setTimeout(batch.length * 10_000);
    for (const [index, {route, diagrams}] of batch.entries()) {
      if (index === 0) {
        await open(page, route);
      } else {
        // A client-side navigation: Mermaid and the page's shell stay loaded, only the page's own chunk loads.
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
      }
      // The canonical link changes once the new page has rendered, so the diagrams counted are its own.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(route)}/?$`));
      await expect(page.locator('.docusaurus-mermaid-container svg[id^="mermaid-svg"]'), route).toHaveCount(
        diagrams.length,
      );
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
