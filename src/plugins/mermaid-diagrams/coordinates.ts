/**
 * Mermaid writes coordinates with up to 17 digits. A hundredth of a pixel
 * draws the same, and makes a drawing a fifth lighter (two fifths gzipped:
 * random digits hardly compress).
 */

/** Attributes that hold coordinates and sizes. */
const geometry = /\s(d|points|transform|viewBox|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height)="([^"]*)"/g;

/** An SVG's markup, its coordinates rounded to hundredths. */
export function roundCoordinates(svg: string): string {
  return svg.replace(geometry, (_match, name: string, value: string) => ` ${name}="${roundNumbers(value)}"`);
}

/**
 * Rounds each number of three decimals or more in an attribute's value. Path
 * data may run numbers together, the dot or the sign alone parting them
 * (`.202.038`, `1-.5`): a rounded number keeps its dot and its sign, so that
 * it stays apart from its neighbors.
 */
export function roundNumbers(value: string): string {
  return value.replace(/-?\d*\.\d{3,}/g, (number) => {
    const digits = String(Math.abs(Math.round(Number(number) * 100) / 100));
    const decimal = digits.includes('.') ? digits.replace(/^0\./, '.') : `${digits}.0`.replace(/^0\.0$/, '.0');
    return `${number.startsWith('-') ? '-' : ''}${decimal}`;
  });
}
