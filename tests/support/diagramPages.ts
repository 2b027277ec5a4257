/**
 * The pages that render Mermaid diagrams, read from the last build: a shared
 * body can show a diagram to one product only, so the built pages, not the
 * sources, say which diagrams a page draws.
 */
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {builtPage} from './build';
import {routes} from './routes';
import {diagramKind} from '../../src/plugins/mermaid-diagrams/kinds';

export type DiagramPage = {
  route: string;
  /** The source of each diagram the page renders (kept in the server-rendered page for its Markdown version). */
  diagrams: string[];
};

let read: DiagramPage[] | undefined;

/** The pages with diagrams, in route order: every built page is read once per process. */
export function pagesWithDiagrams(): DiagramPage[] {
  read ??= routes.flatMap((route) => {
    const html = readFileSync(builtPage(route), 'utf8');
    // Parsing is the cost: only the pages that name a diagram (quoted or not, as the minifier left it) are parsed.
    if (!/data-visual="?mermaid-diagram/.test(html)) {
      return [];
    }
    const $ = load(html);
    const diagrams = $('figure[data-visual="mermaid-diagram"] > pre')
      .map((_index, element) => $(element).text())
      .get();
    return diagrams.length > 0 ? [{route, diagrams}] : [];
  });
  return read;
}

/** The pages that draw the most diagrams, most first: wide and tall flows among them. */
export const busiestDiagramPages = (count: number): DiagramPage[] =>
  [...pagesWithDiagrams()].sort((a, b) => b.diagrams.length - a.diagrams.length).slice(0, count);

/**
 * A diagram in a shared body renders the same on each page that shows it,
 * so a greedy cover of the pages shows every diagram at least once.
 */
export function coverOf(pages: DiagramPage[]): DiagramPage[] {
  const uncovered = new Set(pages.flatMap((page) => page.diagrams));
  const newOn = (page: DiagramPage) => new Set(page.diagrams.filter((diagram) => uncovered.has(diagram))).size;
  const chosen: DiagramPage[] = [];
  while (uncovered.size > 0) {
    const best = pages.reduce((a, b) => (newOn(b) > newOn(a) ? b : a));
    chosen.push(best);
    best.diagrams.forEach((diagram) => uncovered.delete(diagram));
  }
  return chosen;
}

/** What a diagram's colours depend on: its kind's theme, or, when it sets styles of its own, the diagram itself. */
const looksOwn = (source: string) => /^\s*(classDef|style|linkStyle)\s|:::/m.test(source);

/** A page for each look of diagram: the first of `pages` that shows each kind, and each diagram with its own styles. */
export function pagePerLook(pages: DiagramPage[]): {kind: string; page: DiagramPage}[] {
  const byLook = new Map<string, {kind: string; page: DiagramPage}>();
  for (const page of pages) {
    for (const source of page.diagrams) {
      const look = looksOwn(source) ? source : diagramKind(source);
      if (!byLook.has(look)) {
        byLook.set(look, {kind: diagramKind(source), page});
      }
    }
  }
  return [...byLook.values()];
}

/**
 * The pages in runs of at most `size`, in order: a sweep over every page
 * runs as one test per run, so that the browser tests' workers share it.
 */
export function runsOf(pages: DiagramPage[], size: number): DiagramPage[][] {
  return Array.from({length: Math.ceil(pages.length / size)}, (_, index) =>
    pages.slice(index * size, (index + 1) * size),
  );
}
