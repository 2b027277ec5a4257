/**
 * Mermaid diagrams are drawn at build time: every page that shows one holds
 * its SVG in the HTML, in both colour modes and with Mermaid's theme of each
 * (the spec: 'default' in light mode, 'dark' in dark mode), under ids no
 * other element of the page has; and no script of the site is Mermaid's.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPage} from '@narrative-docs/test-support/build';
import {readAllDocs} from '@narrative-docs/test-support/docs';
import {pagesWithDiagrams} from '@narrative-docs/test-support/diagramPages';

const pages = pagesWithDiagrams();

/** The main background of each Mermaid theme, which every kind of diagram draws with (as the minified page writes it). */
const themeColours = {light: '#ececff', dark: '#1f2020'};

describe('Mermaid diagrams in the built pages', () => {
  it('are on the pages that show the docs’ diagrams', () => {
    const sources = readAllDocs().flatMap((doc) =>
      doc.mermaid.map(({code, line}) => ({where: `${doc.file}:${line}`, code})),
    );
    const drawn = new Set(pages.flatMap((page) => page.diagrams));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter(({code}) => !drawn.has(code)).map(({where}) => `${where} is drawn on no page`)).toEqual([]);
  });

  it.each(pages)('$route holds each diagram drawn in both colour modes', ({route, diagrams}) => {
    const $ = load(readFileSync(builtPage(route), 'utf8'));
    const figures = $('figure[data-visual="mermaid-diagram"]').toArray();
    expect(figures).toHaveLength(diagrams.length);
    for (const figure of figures) {
      for (const [mode, colour] of Object.entries(themeColours)) {
        const drawing = $(figure).find(`svg.mermaid-drawing--${mode}`);
        expect(drawing, `${route}: a diagram has no ${mode} drawing`).toHaveLength(1);
        expect(
          drawing.children('style').text().toLowerCase(),
          `${route}: the ${mode} drawing is not in its theme`,
        ).toContain(colour);
      }
    }
    const ids = $('[id]')
      .toArray()
      .map((element) => element.attribs.id!);
    const drawingIds = $('figure[data-visual="mermaid-diagram"] [id]')
      .toArray()
      .map((element) => element.attribs.id!);
    expect(drawingIds.filter((id) => ids.indexOf(id) !== ids.lastIndexOf(id))).toEqual([]);
  });

  it('are drawn by no script of the site: Mermaid never loads in the browser', () => {
    const scriptsDir = path.join(buildDir, 'assets/js');
    const mermaidScripts = readdirSync(scriptsDir).filter((file) =>
      readFileSync(path.join(scriptsDir, file), 'utf8').includes('mermaidAPI'),
    );
    expect(mermaidScripts).toEqual([]);
  });
});
