/** The pages that render Mermaid diagrams, and the fewest of them that together show every diagram. */
import {readAllDocs} from './docs';

export type DiagramPage = {
  route: string;
  /** Each diagram the page renders, named by the file that holds it and its line. */
  diagrams: string[];
};

export function pagesWithDiagrams(): DiagramPage[] {
  const docs = readAllDocs();
  const byPath = new Map(docs.map((doc) => [doc.absolutePath, doc]));
  return docs.flatMap((doc) => {
    const files = [doc, ...doc.imports.flatMap((file) => byPath.get(file) ?? [])];
    const diagrams = files.flatMap((file) => file.mermaid.map(({line}) => `${file.file}:${line}`));
    return doc.route && diagrams.length > 0 ? [{route: doc.route, diagrams}] : [];
  });
}

/**
 * A diagram in a shared body renders the same on each page that imports it,
 * so a greedy cover of the pages shows every diagram at least once.
 */
export function coverOf(pages: DiagramPage[]): DiagramPage[] {
  const uncovered = new Set(pages.flatMap((page) => page.diagrams));
  const newOn = (page: DiagramPage) => page.diagrams.filter((diagram) => uncovered.has(diagram)).length;
  const chosen: DiagramPage[] = [];
  while (uncovered.size > 0) {
    const best = pages.reduce((a, b) => (newOn(b) > newOn(a) ? b : a));
    chosen.push(best);
    best.diagrams.forEach((diagram) => uncovered.delete(diagram));
  }
  return chosen;
}
