/**
 * A node in the editor's look: a header with its gradient, icon and title;
 * badges; pins with their shapes, labels and defaults in their boxes; the
 * advanced-pins chevron; the compact shapes (getter, conversion, operator,
 * reroute knot).
 */
import {badgePaths, chevronPaths, headerIconPaths, type IconPaths} from './icons';
import {
  advancedDisplay,
  badgePoint,
  defaultLook,
  defaultWidth,
  headerHeight,
  isCompact,
  metrics,
  pinLabel,
  pinRows,
  titleX,
} from './measure';
import {headerColour, pinColours} from './palette';
import {fontSize, textWidth} from './text';
import {el, type Element, type Pin, type PlacedNode} from './types';

/** An icon of the 16 px grid, drawn `size` px wide with its top left corner at (x, y). */
function icon(paths: IconPaths, x: number, y: number, size: number, attrs: Element['attrs']): Element {
  return el(
    'g',
    {className: 'bp-i', transform: `translate(${x} ${y}) scale(${size / 16})`, ...attrs},
    ...(paths.stroke ? [el('path', {d: paths.stroke})] : []),
    ...(paths.fill ? [el('path', {className: 'bp-if', d: paths.fill})] : []),
  );
}

/** The exec arrow of a pin centred at (x, y): hollow until wired, as in the editor. */
function execPin(x: number, y: number, wired: boolean): Element {
  return el('path', {
    d: `M${x - 5} ${y - 5}h5l5 5-5 5h-5z`,
    fill: wired ? pinColours.exec : 'none',
    stroke: pinColours.exec,
  });
}

/** A data pin: a circle, a square for containers, a diamond when passed by reference; filled when wired. */
function dataPin(pin: Pin, x: number, y: number, wired: boolean): Element {
  const colour = pinColours[pin.type.category];
  const paint = {fill: wired ? colour : 'var(--bp-hollow)', stroke: colour, strokeWidth: 2};
  if (pin.type.container) {
    return el('rect', {x: x - 4, y: y - 4, width: 8, height: 8, ...paint});
  }
  return pin.reference
    ? el('path', {className: 'bp-ref', d: `M${x} ${y - 5}l5 5-5 5-5-5z`, ...paint})
    : el('circle', {cx: x, cy: y, r: 4, ...paint});
}

function pinShape(pin: Pin, x: number, y: number, wired: boolean): Element {
  return pin.type.category === 'exec' ? execPin(x, y, wired) : dataPin(pin, x, y, wired);
}

/** The default of an unwired input, in its box, drawn from x on row centre y. */
function defaultValue(pin: Pin, x: number, y: number): Element[] {
  const value = pin.default ?? '';
  const look = defaultLook(pin);
  if (look === 'checkbox') {
    const box = el('rect', {className: 'bp-db', x, y: y - 6, width: 12, height: 12, rx: 2});
    return value === 'true' ? [box, el('path', {className: 'bp-ck', d: `M${x + 3} ${y}l2 3 4-6`})] : [box];
  }
  const width = defaultWidth(pin);
  const box = el('rect', {
    className: 'bp-db',
    x,
    y: y - metrics.boxHeight / 2,
    width,
    height: metrics.boxHeight,
    rx: 3,
  });
  const text = el('text', {className: 'bp-v', x: x + metrics.boxPadding, y: y + 4}, value);
  const arrowX = x + width - metrics.dropdownArrow + 2;
  return look === 'dropdown'
    ? [box, text, el('path', {className: 'bp-ck', d: `M${arrowX} ${y - 2}l3 3 3-3`})]
    : [box, text];
}

/** The header: its colour fading to the right (`shade` names the gradient), the icon, title, subtitle and badges. */
function drawHeader(placed: PlacedNode, shade: string): Element[] {
  const {node, width} = placed;
  const colour = headerColour(node);
  const h = headerHeight(node);
  const r = metrics.radius;
  const outline = `M0 ${h}V${r}Q0 0 ${r} 0H${width - r}Q${width} 0 ${width} ${r}V${h}z`;
  const parts: Element[] = colour
    ? [el('path', {fill: colour, d: outline}), el('path', {className: 'bp-hs', fill: `url(#${shade})`, d: outline})]
    : [];
  const headerIcon = node.icon;
  if (headerIcon) {
    const y = (metrics.headerPlain - metrics.icon) / 2;
    parts.push(icon(headerIconPaths[headerIcon], metrics.iconInset, y, metrics.icon, {'data-icon': headerIcon}));
  }
  // A node cut by the picture's top edge has its header outside the picture: no text there.
  if (!node.cropped?.includes('top')) {
    const x = titleX(node);
    if (node.title) {
      parts.push(el('text', {className: 'bp-t', 'data-part': 'title', x, y: metrics.titleBaseline}, node.title));
    }
    if (node.subtitle) {
      const y = metrics.subtitleBaseline;
      parts.push(el('text', {className: 'bp-s', 'data-part': 'subtitle', x, y}, node.subtitle));
    }
  }
  return parts;
}

/** The node's own shape where it has no header: a conversion's dot, an operator's symbol, a getter's title, a knot. */
function drawCompact(placed: PlacedNode): Element[] {
  const {node, width, height} = placed;
  switch (node.kind) {
    case 'conversion':
      return [el('circle', {className: 'bp-dot', cx: width / 2, cy: height / 2, r: 3})];
    case 'knot':
      return [];
    case 'operator':
      return [
        el(
          'text',
          {className: 'bp-op', 'data-part': 'title', x: width / 2, y: height / 2 + fontSize.operator / 3},
          node.title,
        ),
      ];
    default:
      return [
        el(
          'text',
          {className: 'bp-t', 'data-part': 'title', x: metrics.labelInset - 10, y: height / 2 + 4},
          node.title,
        ),
      ];
  }
}

/** A reroute knot: a dot in its wires' colour. */
function drawKnot(placed: PlacedNode): Element {
  const category = (placed.node.inputs[0] ?? placed.node.outputs[0])?.type.category ?? 'wildcard';
  const colour = category === 'exec' ? 'var(--bp-exec)' : pinColours[category];
  return el(
    'g',
    {'data-visual': 'blueprint-node', transform: `translate(${placed.x} ${placed.y})`},
    el('rect', {className: 'bp-knot', width: placed.width, height: placed.height, rx: placed.width / 2, fill: colour}),
  );
}

/** The drawn inputs: each pin's shape, its label, and its default while unwired. */
function drawInputs({node, inputs, y: top}: PlacedNode, wired: Set<number>): Element[] {
  const rows = pinRows(node, 'inputs');
  return node.inputs.flatMap((pin, index) => {
    if (rows[index] === 'hidden') {
      return [];
    }
    const y = inputs[index]!.y - top;
    const label = pinLabel(node, pin);
    const parts = [pinShape(pin, metrics.pinInset, y, wired.has(index))];
    if (label) {
      parts.push(el('text', {className: 'bp-l', 'data-part': 'pin', x: metrics.labelInset, y: y + 4}, label));
    }
    if (!wired.has(index) && pin.default !== undefined) {
      parts.push(
        ...defaultValue(pin, metrics.labelInset + (label ? textWidth(label, fontSize.label) + metrics.gap : 0), y),
      );
    }
    return parts;
  });
}

/** The drawn outputs: each pin's shape and label, and an event's delegate as the square at its header's end. */
function drawOutputs({node, outputs, x: left, y: top, width}: PlacedNode, wired: Set<number>): Element[] {
  const rows = pinRows(node, 'outputs');
  return node.outputs.flatMap((pin, index) => {
    const x = outputs[index]!.x - left;
    const y = outputs[index]!.y - top;
    if (rows[index] === 'hidden') {
      return [];
    }
    if (rows[index] === 'header') {
      const fill = wired.has(index) ? pinColours.delegate : 'var(--bp-hollow)';
      return [
        el('rect', {className: 'bp-dg', x: x - 4, y: y - 4, width: 8, height: 8, fill, stroke: pinColours.delegate}),
      ];
    }
    const label = pinLabel(node, pin);
    const parts = [pinShape(pin, width - metrics.pinInset, y, wired.has(index))];
    if (label) {
      const labelX = width - metrics.labelInset;
      parts.push(el('text', {className: 'bp-l bp-r', 'data-part': 'pin', x: labelX, y: y + 4}, label));
    }
    return parts;
  });
}

export function drawNode(
  placed: PlacedNode,
  wiredInputs: Set<number>,
  wiredOutputs: Set<number>,
  shade: string,
): Element {
  const {node, width, height} = placed;
  if (node.kind === 'knot') {
    return drawKnot(placed);
  }
  const children: Element[] = [el('rect', {className: 'bp-b', width, height, rx: metrics.radius})];
  children.push(...(isCompact(node) ? drawCompact(placed) : drawHeader(placed, shade)));
  node.badges?.forEach((badge, index) => {
    const {x, y} = badgePoint(node, index);
    children.push(icon(badgePaths[badge], x, y, metrics.badge, {'data-badge': badge}));
  });
  children.push(...drawInputs(placed, wiredInputs), ...drawOutputs(placed, wiredOutputs));
  const advanced = advancedDisplay(node);
  if (advanced) {
    const transform = `translate(${width / 2 - 8} ${height - metrics.chevronRow})`;
    children.push(
      el('path', {className: 'bp-chevron', 'data-advanced': advanced, d: chevronPaths[advanced], transform}),
    );
  }
  return el('g', {'data-visual': 'blueprint-node', transform: `translate(${placed.x} ${placed.y})`}, ...children);
}
