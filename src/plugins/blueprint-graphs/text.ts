/**
 * Text widths, measured at build time with the fonts the reader's browser
 * draws (fonts.ts): each string is laid out by fontkit with Roboto's own
 * advances and kerning, so a node fits its text as tightly as the editor's
 * does. A character Roboto's Latin subset lacks (⨯, an accented capital of
 * another script) is measured as a W, the widest Latin letter, since the
 * browser draws it in a fallback font.
 */
import {createRequire} from 'node:module';
import * as fontkit from 'fontkit';
import {fontFaces, textStyles, type FaceName, type TextKind} from './fonts';

/** The smallest text the site draws, in CSS px, at any zoom of a graph. */
export const textFloor = 11;

/** The smallest font size of the drawing's texts. */
const smallestText = Math.min(...Object.values(textStyles).map(({size}) => size));

/** How far a graph may be drawn smaller than its natural size: its smallest text lands on the floor. */
export const smallestScale = textFloor / smallestText;

const require = createRequire(__filename);
const fonts = new Map<FaceName, fontkit.Font>();
const widths = new Map<string, number>();

function font(face: FaceName): fontkit.Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    loaded = fontkit.openSync(require.resolve(fontFaces[face].file)) as fontkit.Font;
    fonts.set(face, loaded);
  }
  return loaded;
}

/** Width in px of a text in one of the drawing's text styles. */
export function textWidth(text: string, kind: TextKind): number {
  const {face, size} = textStyles[kind];
  return measure(text, face) * size;
}

/** Width of a text in ems of a face. */
function measure(text: string, face: FaceName): number {
  const key = `${face}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const loaded = font(face);
    const shown = [...text]
      .map((character) => (loaded.hasGlyphForCodePoint(character.codePointAt(0)!) ? character : 'W'))
      .join('');
    width = loaded.layout(shown).advanceWidth / loaded.unitsPerEm;
    widths.set(key, width);
  }
  return width;
}

/** Splits a text into lines no wider than `width`, word by word, in a text style. */
export function wrapText(text: string, width: number, kind: TextKind): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, kind) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
