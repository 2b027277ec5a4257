/**
 * Sizes of nodes and the place of each pin row, from character counts: there
 * is no DOM at build time, so widths are estimated on the wide side (DejaVu
 * Sans, the widest font the stylesheet may fall back to) and a label never
 * overflows its node.
 */
import type {GraphNode, Pin} from './types';

/** Font sizes in CSS px; the smallest is the 11 px floor the site promises. */
export const fontSize = {title: 13, subtitle: 11, label: 12, value: 11} as const;

export const metrics = {
  /** Header: title line, then the subtitle line when there is one. */
  titleBaseline: 17,
  subtitleBaseline: 31,
  headerPlain: 24,
  headerWithSubtitle: 38,
  rowHeight: 24,
  bodyPadding: 6,
  /** Pin shape centre, and where its label starts, from the node's edge. */
  pinInset: 11,
  labelInset: 22,
  /** Between a pin's label and its default box, and between the two columns. */
  gap: 6,
  columnGap: 24,
  boxPadding: 5,
  boxHeight: 17,
  checkbox: 12,
  dropdownArrow: 12,
  minWidth: 80,
  /** A conversion node: its two pins and the dot between them. */
  conversionWidth: 48,
  radius: 5,
} as const;

/** Around and between what a picture holds. */
export const picture = {
  padding: 16,
  /** Room around the nodes of a comment box, and the height of one line of its text. */
  commentInset: 10,
  commentLine: 16,
  commentMinWidth: 220,
  /** The straight run of a wire from its stand-in to the picture's edge, where the wire continues beyond it. */
  edgeRun: 48,
} as const;

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

/** How an unwired input shows its default, as in the editor. */
export type DefaultLook = 'checkbox' | 'dropdown' | 'self' | 'box';

export function defaultLook(pin: Pin): DefaultLook {
  if (pin.default === 'self') {
    return 'self';
  }
  if (pin.type.category === 'bool' && (pin.default === 'true' || pin.default === 'false')) {
    return 'checkbox';
  }
  return ['enum', 'class', 'object', 'byte', 'struct'].includes(pin.type.category) ? 'dropdown' : 'box';
}

/** Width of the default shown beside an input's label (0 without one). */
export function defaultWidth(pin: Pin): number {
  if (pin.default === undefined) {
    return 0;
  }
  const look = defaultLook(pin);
  if (look === 'checkbox') {
    return metrics.checkbox;
  }
  const text = textWidth(pin.default, fontSize.value);
  return look === 'self' ? text : text + 2 * metrics.boxPadding + (look === 'dropdown' ? metrics.dropdownArrow : 0);
}

/**
 * Drawn compact, without a header, as the editor draws them: a conversion, and
 * a getter (a variable, `self`, a subsystem) whose one data output would only
 * repeat the node's title. A getter that reads another object's variable keeps
 * its header, as its Target input takes the row.
 */
export function isCompact(node: GraphNode): boolean {
  if (node.kind === 'conversion' || node.kind === 'operator' || node.kind === 'knot') {
    return true;
  }
  const [output, ...others] = node.outputs;
  if (node.inputs.length > 0 || !output || others.length > 0 || output.type.category === 'exec') {
    return false;
  }
  return node.kind === 'variable-get' || output.name === '' || output.name === node.title;
}

/** The label drawn beside a pin; a compact node's single output repeats its title, so it goes unlabelled. */
export function pinLabel(node: GraphNode, pin: Pin): string {
  return isCompact(node) && pin.name === node.title ? '' : pin.name;
}

export function headerHeight(node: GraphNode): number {
  if (isCompact(node)) {
    return 0;
  }
  return node.subtitle ? metrics.headerWithSubtitle : metrics.headerPlain;
}

/** The y of pin row `index`, from the node's top. */
export function rowY(node: GraphNode, index: number): number {
  return headerHeight(node) + metrics.bodyPadding + metrics.rowHeight * index + metrics.rowHeight / 2;
}

export function nodeSize(node: GraphNode): {width: number; height: number} {
  const inputWidth = (pin: Pin) => {
    const label = pinLabel(node, pin);
    const value = defaultWidth(pin);
    return metrics.labelInset + textWidth(label, fontSize.label) + (label && value ? metrics.gap : 0) + value;
  };
  const outputWidth = (pin: Pin) => metrics.labelInset + textWidth(pinLabel(node, pin), fontSize.label);
  const rows = Math.max(node.inputs.length, node.outputs.length, isCompact(node) ? 1 : 0);
  let columns = 0;
  for (let row = 0; row < rows; row++) {
    const input = node.inputs[row];
    const output = node.outputs[row];
    columns = Math.max(
      columns,
      (input ? inputWidth(input) : 0) + metrics.columnGap + (output ? outputWidth(output) : 0),
    );
  }
  // A compact node shows its title in the row of its output pin.
  const compactTitle = isCompact(node) ? 2 * metrics.labelInset + textWidth(node.title, fontSize.label, true) : 0;
  const header = Math.max(
    textWidth(node.title, fontSize.title, true),
    node.subtitle ? textWidth(node.subtitle, fontSize.subtitle) : 0,
  );
  return {
    width:
      node.kind === 'conversion'
        ? metrics.conversionWidth
        : Math.max(metrics.minWidth, columns, compactTitle, isCompact(node) ? 0 : header + 2 * metrics.labelInset),
    height: headerHeight(node) + 2 * metrics.bodyPadding + rows * metrics.rowHeight,
  };
}
/** Splits a comment into lines that fit a width, by the same estimate as node labels. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize.label, true) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
