/**
 * The geometry of a node as the editor draws it: its size, the parts of its
 * header, the place of each pin. Layout and renderer both read it here, so a
 * pin is drawn where its wires end.
 */
import {fontSize, textWidth} from './text';
import type {GraphNode, Pin, Point} from './types';

export const metrics = {
  /** Header: title line, then the subtitle line when there is one. */
  titleBaseline: 17,
  subtitleBaseline: 32,
  headerPlain: 24,
  headerWithSubtitle: 40,
  /** The title's start without a header icon; the icon's start, size and gap before the title. */
  titleInset: 10,
  iconInset: 7,
  icon: 14,
  iconGap: 5,
  /** The badges at the header's right end, and the gap after each. */
  badge: 14,
  badgeGap: 3,
  rowHeight: 24,
  bodyPadding: 6,
  /** Pin shape centre, and where its label starts, from the node's edge. */
  pinInset: 11,
  labelInset: 22,
  /** Between a pin's label and its default box, and between the two columns. */
  gap: 6,
  columnGap: 16,
  boxPadding: 5,
  boxHeight: 18,
  /** The least width of the text in a default's box: an empty one stays visible. */
  boxText: 20,
  checkbox: 12,
  dropdownArrow: 12,
  minWidth: 80,
  /** The strip under the pins that holds the advanced-pins chevron. */
  chevronRow: 16,
  /** A conversion node: its two pins and the dot between them. */
  conversionWidth: 48,
  /** A reroute knot, and the least width of an operator. */
  knot: 14,
  operatorWidth: 64,
  radius: 5,
} as const;

/** Around and between what a picture holds. */
export const picture = {
  padding: 12,
  /** Room around the nodes of a comment box, and the height of one line of its text. */
  commentInset: 10,
  commentLine: 16,
  commentMinWidth: 220,
  /** The straight run of a wire from its stand-in to the picture's edge, where the wire continues beyond it. */
  edgeRun: 48,
} as const;

/** How an unwired input shows its default, as in the editor. */
export type DefaultLook = 'checkbox' | 'dropdown' | 'box';

export function defaultLook(pin: Pin): DefaultLook {
  if (pin.type.category === 'bool' && (pin.default === 'true' || pin.default === 'false')) {
    return 'checkbox';
  }
  return pin.default !== 'self' && ['enum', 'class', 'object', 'byte', 'struct'].includes(pin.type.category)
    ? 'dropdown'
    : 'box';
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
  const text = Math.max(metrics.boxText, textWidth(pin.default, fontSize.value));
  return text + 2 * metrics.boxPadding + (look === 'dropdown' ? metrics.dropdownArrow : 0);
}

/**
 * Drawn compact, without a header, as the editor draws them: a conversion, an
 * operator, a reroute knot, and a getter (a variable, `self`, a subsystem)
 * whose one data output would only repeat the node's title. A getter that
 * reads another object's variable keeps its header, as its Target input takes the row.
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

/** The label drawn beside a pin: none on an operator or a knot, nor on a compact node's output that repeats its title. */
export function pinLabel(node: GraphNode, pin: Pin): string {
  if (node.kind === 'operator' || node.kind === 'knot') {
    return '';
  }
  return isCompact(node) && pin.name === node.title ? '' : pin.name;
}

export function headerHeight(node: GraphNode): number {
  if (isCompact(node)) {
    return 0;
  }
  return node.subtitle ? metrics.headerWithSubtitle : metrics.headerPlain;
}

/** The advanced-pins chevron's state: the writer's, else hidden when the node has advanced pins, as the editor starts. */
export function advancedDisplay(node: GraphNode): 'hidden' | 'shown' | undefined {
  const advanced = [...node.inputs, ...node.outputs].some((pin) => pin.advanced);
  return node.advanced ?? (advanced ? 'hidden' : undefined);
}

/** The event's delegate pin, which the editor draws as a square at the header's end: the index among the outputs, or -1. */
function headerPin(node: GraphNode): number {
  if ((node.kind !== 'event' && node.kind !== 'custom-event') || isCompact(node)) {
    return -1;
  }
  return node.outputs.findIndex((pin) => pin.name === '' && pin.type.category === 'delegate');
}

/** Where each pin of a side is drawn: its row under the header, in the header, or not at all (a hidden advanced pin). */
export function pinRows(node: GraphNode, side: 'inputs' | 'outputs'): (number | 'header' | 'hidden')[] {
  const hideAdvanced = advancedDisplay(node) === 'hidden';
  const inHeader = side === 'outputs' ? headerPin(node) : -1;
  let row = 0;
  return node[side].map((pin, index) => {
    if (index === inHeader) {
      return 'header';
    }
    return pin.advanced && hideAdvanced ? 'hidden' : row++;
  });
}

const rowCount = (node: GraphNode) =>
  Math.max(
    ...[pinRows(node, 'inputs'), pinRows(node, 'outputs')].map(
      (rows) => rows.filter((row) => typeof row === 'number').length,
    ),
    isCompact(node) ? 1 : 0,
  );

/** The y of pin row `row`, from the node's top. */
const rowY = (node: GraphNode, row: number) =>
  headerHeight(node) + metrics.bodyPadding + metrics.rowHeight * row + metrics.rowHeight / 2;

/** The centre of a pin's shape, from the node's top left corner (a hidden pin: its side of the chevron strip). */
export function pinPoint(node: GraphNode, side: 'inputs' | 'outputs', index: number): Point {
  const {width, height} = nodeSize(node);
  if (node.kind === 'knot') {
    return {x: width / 2, y: height / 2};
  }
  const row = pinRows(node, side)[index];
  const x = side === 'inputs' ? 0 : width;
  if (row === 'header') {
    return {x: width - metrics.pinInset, y: headerHeight(node) / 2};
  }
  return row === 'hidden' || row === undefined ? {x, y: height - metrics.chevronRow / 2} : {x, y: rowY(node, row)};
}

/** Where the title starts: after the header icon, if the node has one. */
export function titleX(node: GraphNode): number {
  return node.icon ? metrics.iconInset + metrics.icon + metrics.iconGap : metrics.titleInset;
}

const badgesWidth = (node: GraphNode) => (node.badges?.length ?? 0) * (metrics.badge + metrics.badgeGap);

/** Where the badges end, from the node's right edge: before the delegate square, a compact node's pin, or the corner. */
function badgesEnd(node: GraphNode): number {
  if (isCompact(node)) {
    return metrics.labelInset;
  }
  return headerPin(node) === -1 ? metrics.iconInset : 2 * metrics.pinInset;
}

/** The room the header's right end keeps for the badges and the delegate square. */
function headerEnd(node: GraphNode): number {
  return node.badges?.length || headerPin(node) !== -1 ? badgesEnd(node) + badgesWidth(node) : metrics.titleInset;
}

/** The top left corner of badge `index`, the badges in their written order, at the header's end or before a compact node's pin. */
export function badgePoint(node: GraphNode, index: number): Point {
  const {width, height} = nodeSize(node);
  const after = (node.badges?.length ?? 0) - 1 - index;
  return {
    x: width - badgesEnd(node) - metrics.badge - after * (metrics.badge + metrics.badgeGap),
    y: ((isCompact(node) ? height : metrics.headerPlain) - metrics.badge) / 2,
  };
}

const visiblePins = (node: GraphNode, side: 'inputs' | 'outputs') =>
  node[side].filter((_, index) => typeof pinRows(node, side)[index] === 'number');

/** An input's row from the node's edge to the end of its label or default. */
function inputWidth(node: GraphNode, pin: Pin): number {
  const label = pinLabel(node, pin);
  const value = defaultWidth(pin);
  return metrics.labelInset + textWidth(label, fontSize.label) + (label && value ? metrics.gap : 0) + value;
}

/** The width of the inputs' column: what a picture cut on the right still shows of the node. */
export function inputsWidth(node: GraphNode): number {
  return Math.max(0, ...visiblePins(node, 'inputs').map((pin) => inputWidth(node, pin))) + metrics.gap;
}

export function nodeSize(node: GraphNode): {width: number; height: number} {
  if (node.kind === 'knot') {
    return {width: metrics.knot, height: metrics.knot};
  }
  const [inputs, outputs] = [visiblePins(node, 'inputs'), visiblePins(node, 'outputs')];
  const outputWidth = (pin: Pin) => metrics.labelInset + textWidth(pinLabel(node, pin), fontSize.label);
  const rows = rowCount(node);
  let columns = 0;
  for (let row = 0; row < rows; row++) {
    const input = inputs[row];
    const output = outputs[row];
    columns = Math.max(
      columns,
      (input ? inputWidth(node, input) : 0) + metrics.columnGap + (output ? outputWidth(output) : 0),
    );
  }
  // A compact node shows its title in the row of its output pin; an operator, in the middle.
  const compactTitle =
    node.kind === 'operator'
      ? Math.max(metrics.operatorWidth, 2 * metrics.labelInset + textWidth(node.title, fontSize.operator, true))
      : 2 * metrics.labelInset + textWidth(node.title, fontSize.label, true) + badgesWidth(node);
  const header =
    titleX(node) +
    Math.max(
      textWidth(node.title, fontSize.title, true),
      node.subtitle ? textWidth(node.subtitle, fontSize.subtitle) : 0,
    ) +
    metrics.gap +
    headerEnd(node);
  return {
    width:
      node.kind === 'conversion'
        ? metrics.conversionWidth
        : Math.max(metrics.minWidth, columns, isCompact(node) ? compactTitle : header),
    height:
      headerHeight(node) +
      2 * metrics.bodyPadding +
      rows * metrics.rowHeight +
      (advancedDisplay(node) ? metrics.chevronRow : 0),
  };
}
