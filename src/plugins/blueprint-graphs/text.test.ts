/** Text widths come from the fonts the reader's browser draws, as the editor's do. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fontFaces, textStyles} from './fonts';
import {smallestScale, textFloor, textWidth, wrapText} from './text';

describe('textWidth', () => {
  it("measures a label in Roboto as the editor draws it (editor-look.md: 'Narrative Component' is 114 px)", () => {
    expect(textWidth('Narrative Component', 'label')).toBeCloseTo(114, 0);
  });

  it("reads the font's kerning, so a pair is narrower together than apart", () => {
    expect(textWidth('To', 'title')).toBeLessThan(textWidth('T', 'title') + textWidth('o', 'title'));
  });

  it('measures bold titles wider than regular labels, and a character the subset lacks as a wide letter', () => {
    expect(textWidth('Open Menu', 'title')).toBeGreaterThan(textWidth('Open Menu', 'label'));
    expect(textWidth('⨯', 'compact')).toBe(textWidth('W', 'compact'));
  });
});

describe('wrapText', () => {
  it('breaks between words, keeping each line within the width', () => {
    const lines = wrapText('Grant a skill point when we level up', 200, 'comment');
    expect(lines.join(' ')).toBe('Grant a skill point when we level up');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.filter((candidate) => candidate.includes(' '))) {
      expect(textWidth(line, 'comment')).toBeLessThanOrEqual(200);
    }
  });
});

describe('the fonts', () => {
  it('are the files the stylesheet gives the browser, in the families the drawing asks for', () => {
    const css = readFileSync(path.join(__dirname, 'blueprint.css'), 'utf8');
    const declared = [...css.matchAll(/url\('(@fontsource\/[^']+)'\)/g)].map((match) => match[1]);
    expect(declared.sort()).toEqual(
      Object.values(fontFaces)
        .map((face) => face.file)
        .sort(),
    );
  });

  it('lets a graph shrink only until its smallest text reaches the floor', () => {
    const smallest = Math.min(...Object.values(textStyles).map((style) => style.size));
    expect(smallest * smallestScale).toBeCloseTo(textFloor, 5);
  });
});
