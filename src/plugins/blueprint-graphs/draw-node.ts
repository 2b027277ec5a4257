/**
 * A node in the editor's look: a header with its gradient, icon and title;
 * badges; pins with their shapes, labels and defaults in their boxes; the
 * advanced-pins chevron; the compact shapes (getter, conversion, operator,
 * reroute knot).
 */
import {badgePaths, chevronPaths, headerIconPaths, iconOf, type IconPaths} from './icons';
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
  const headerIcon = iconOf(node);
  if (headerIcon) {
    const y = (metrics.headerPlain - metrics.icon) / 2;
    parts.push(icon(headerIconPaths[headerIcon], metrics.iconInset, y, metrics.icon, {'data-icon': headerIcon}));
  }
  // A node cut by the picture's top edge has its header outside the picture: its title is not shown.
  if (node.title && !node.cropped?.includes('top')) {
    const x = titleX(node);
    parts.push(el('text', {className: 'bp-t', 'data-part': 'title', x, y: metrics.titleBaseline}, node.title));
  }
  if (node.subtitle) {
    const x = titleX(node);
    parts.push(el('text', {className: 'bp-s', 'data-part': 'subtitle', x, y: metrics.subtitleBaseline}, node.subtitle));
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

export function drawNode(
  placed: PlacedNode,
  wiredInputs: Set<number>,
  wiredOutputs: Set<number>,
  shade: string,
): Element {
  const {node, width, height} = placed;
  if (node.kind === 'knot') {
    const category = (node.inputs[0] ?? node.outputs[0])?.type.category ?? 'wildcard';
    const colour = category === 'exec' ? 'var(--bp-exec)' : pinColours[category];
    return el(
      'g',
      {'data-visual': 'blueprint-node', transform: `translate(${placed.x} ${placed.y})`},
      el('rect', {className: 'bp-knot', width, height, rx: width / 2, fill: colour}),
    );
  }
  const children: Element[] = [el('rect', {className: 'bp-b', width, height, rx: metrics.radius})];
  children.push(...(isCompact(node) ? drawCompact(placed) : drawHeader(placed, shade)));
  node.badges?.forEach((badge, index) => {
    const {x, y} = badgePoint(node, index);
    children.push(icon(badgePaths[badge], x, y, metrics.badge, {'data-badge': badge}));
  });
  const inputRows = pinRows(node, 'inputs');
  node.inputs.forEach((pin, index) => {
    if (inputRows[index] === 'hidden') {
      return;
    }
    const y = placed.inputs[index]!.y - placed.y;
    const wired = wiredInputs.has(index);
    children.push(pinShape(pin, metrics.pinInset, y, wired));
    const label = pinLabel(node, pin);
    if (label) {
      children.push(el('text', {className: 'bp-l', 'data-part': 'pin', x: metrics.labelInset, y: y + 4}, label));
    }
    if (!wired && pin.default !== undefined) {
      const x = metrics.labelInset + (label ? textWidth(label, fontSize.label) + metrics.gap : 0);
      children.push(...defaultValue(pin, x, y));
    }
  });
  const outputRows = pinRows(node, 'outputs');
  node.outputs.forEach((pin, index) => {
    const row = outputRows[index];
    if (row === 'hidden') {
      return;
    }
    const {x, y} = placed.outputs[index]!;
    if (row === 'header') {
      // The event's delegate: a small square at the header's end.
      const paint = {
        fill: wiredOutputs.has(index) ? pinColours.delegate : 'var(--bp-hollow)',
        stroke: pinColours.delegate,
      };
      children.push(
        el('rect', {className: 'bp-dg', x: x - placed.x - 4, y: y - placed.y - 4, width: 8, height: 8, ...paint}),
      );
      return;
    }
    children.push(pinShape(pin, width - metrics.pinInset, y - placed.y, wiredOutputs.has(index)));
    const label = pinLabel(node, pin);
    if (label) {
      children.push(
        el(
          'text',
          {className: 'bp-l bp-r', 'data-part': 'pin', x: width - metrics.labelInset, y: y - placed.y + 4},
          label,
        ),
      );
    }
  });
  const advanced = advancedDisplay(node);
  if (advanced) {
    const y = height - metrics.chevronRow;
    const transform = `translate(${width / 2 - 8} ${y})`;
    children.push(el('path', {className: 'bp-chev', 'data-advanced': advanced, d: chevronPaths[advanced], transform}));
  }
  return el('g', {'data-visual': 'blueprint-node', transform: `translate(${placed.x} ${placed.y})`}, ...children);
}
