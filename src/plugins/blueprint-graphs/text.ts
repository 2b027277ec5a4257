/**
 * Font sizes and text widths. There is no DOM at build time, so widths are
 * estimated from character counts on the wide side (DejaVu Sans, the widest
 * font the stylesheet may fall back to): a label never overflows its node.
 */

/** The smallest text the site draws, in CSS px, at any zoom of a graph. */
export const textFloor = 11;

/** Font sizes in CSS px (blueprint.css sets the same); a graph may be drawn smaller down to `textFloor`. */
export const fontSize = {title: 13, subtitle: 12, label: 12, value: 12, comment: 12, operator: 20} as const;

/** How far Full view may scale a graph down: its smallest text lands on the floor. */
export const smallestScale = textFloor / Math.min(...Object.values(fontSize));

// cspell:disable-next-line
const narrow = new Set("iljfrtI.,:;'|!()[] ");
const wide = new Set('mwMW@%');

/** Width in px of a text at a font size; bold text runs about 12 % wider. */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0;
  for (const character of text) {
    if (narrow.has(character)) {
      ems += 0.36;
    } else if (wide.has(character)) {
      ems += 1;
    } else if (/[A-Z]/.test(character)) {
      ems += 0.76;
    } else {
      ems += 0.64;
    }
  }
  return Math.ceil(ems * size * (bold ? 1.12 : 1));
}

/** Splits a text into lines no wider than `width` at a font size, word by word. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** A comment's text in lines that fit a width, as comment boxes draw it. */
export const commentLines = (text: string, width: number) => wrapText(text, width, fontSize.comment, true);
