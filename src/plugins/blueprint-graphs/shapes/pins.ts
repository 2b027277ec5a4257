/**
 * What every shape draws the same way: pin shapes, an unwired input's
 * default in the editor's widget for its type, the pins' labels, badges, the
 * advanced chevron, "Add pin +" and the Development Only band.
 */
import {badgePaths, chevronPaths, headerIconPaths, type IconPaths} from '../icons';
import {pinColours} from '../palette';
import {fontSize, textWidth} from '../text';
import {el, type Element, type GraphNode, type NodeGeometry, type Pin, type PinSlot} from '../types';
import {metrics} from './metrics';

/** What a shape measures: its geometry without the shape's name and the bubble, which measure.ts adds. */
export type Measured = Omit<NodeGeometry, 'shape' | 'bubble'>;

/** Which pins of a node are wired, by index. */
export type Wired = {inputs: Set<number>; outputs: Set<number>};

export type Shape = {
  measure: (node: GraphNode) => Measured;
  /** The node's parts, from its top left; `visibleLeft` is how much of it a picture's left edge cuts off. */
  draw: (node: GraphNode, geometry: NodeGeometry, wired: Wired, shade: string, visibleLeft: number) => Element[];
};

/** An icon of the 16 px grid, drawn `size` px wide with its top left corner at (x, y). */
function icon(paths: IconPaths, x: number, y: number, size: number, attrs: Element['attrs']): Element {
  return el(
    'g',
    {className: 'bp-i', transform: `translate(${x} ${y}) scale(${size / 16})`, ...attrs},
    ...(paths.stroke ? [el('path', {d: paths.stroke})] : []),
    ...(paths.fill ? [el('path', {className: 'bp-if', d: paths.fill})] : []),
  );
}

export const headerIcon = (node: GraphNode, x: number, y: number): Element[] =>
  node.icon ? [icon(headerIconPaths[node.icon], x, y, metrics.icon, {'data-icon': node.icon})] : [];

/** The exec arrow of a pin centred at (x, y): hollow until wired, as in the editor. */
function execPin(x: number, y: number, wired: boolean): Element {
  return el('path', {
    'data-pin': 'exec',
    d: `M${x - 5} ${y - 5}h5l5 5-5 5h-5z`,
    fill: wired ? pinColours.exec : 'none',
    stroke: pinColours.exec,
  });
}

/** The editor's pin mark by type: a circle, a square for containers and delegates, a diamond by reference. */
function pinForm(pin: Pin): 'exec' | 'circle' | 'square' | 'diamond' {
  if (pin.type.category === 'exec') {
    return 'exec';
  }
  if (pin.type.container || pin.type.category === 'delegate') {
    return 'square';
  }
  return pin.reference ? 'diamond' : 'circle';
}

/** A pin's mark centred at (x, y), filled when wired; a data pin has the editor's small arrow on its right. */
export function pinShape(pin: Pin, x: number, y: number, wired: boolean, arrow = true): Element {
  const form = pinForm(pin);
  if (form === 'exec') {
    return execPin(x, y, wired);
  }
  const colour = pinColours[pin.type.category];
  const paint = {fill: wired ? colour : 'var(--bp-hollow)', stroke: colour, strokeWidth: 2};
  const mark =
    form === 'square'
      ? el('rect', {x: x - 4, y: y - 4, width: 8, height: 8, ...paint})
      : form === 'diamond'
        ? el('path', {d: `M${x} ${y - 5}l5 5-5 5-5-5z`, ...paint})
        : el('circle', {cx: x, cy: y, r: 4, ...paint});
  const parts = [mark];
  if (arrow) {
    parts.push(el('path', {className: 'bp-pa', d: `M${x + 7} ${y - 3}l3 3-3 3z`, fill: colour}));
  }
  return el('g', {'data-pin': form}, ...parts);
}

/** How an unwired input shows its default, as the editor's widget for the pin's type. */
export type DefaultLook = 'checkbox' | 'dropdown' | 'asset' | 'vector' | 'text' | 'box';

const pickers = ['object', 'class', 'soft-object', 'soft-class'];

/** The three numbers of a vector's or rotator's default (`0, 0, 1`, `X=0 Y=0 Z=1`), or undefined. */
function vectorParts(pin: Pin): string[] | undefined {
  if (pin.type.category !== 'vector' && pin.type.category !== 'rotator') {
    return undefined;
  }
  const numbers = pin.default?.match(/-?\d+(?:\.\d+)?/g);
  return numbers?.length === 3 ? numbers : undefined;
}

function defaultLook(pin: Pin): DefaultLook {
  const {category} = pin.type;
  if (category === 'bool' && (pin.default === 'true' || pin.default === 'false')) {
    return 'checkbox';
  }
  if (pin.default === 'self') {
    return 'box';
  }
  if (pickers.includes(category) && !pin.type.container) {
    return 'asset';
  }
  if (vectorParts(pin)) {
    return 'vector';
  }
  if (['enum', 'byte', 'struct'].includes(category)) {
    return 'dropdown';
  }
  return category === 'text' ? 'text' : 'box';
}

const boxWidth = (text: string) => Math.max(metrics.boxText, textWidth(text, fontSize.value)) + 2 * metrics.boxPadding;
const axes = ['X', 'Y', 'Z'];
const axisWidth = (value: string, index: number) => boxWidth(`${axes[index]} ${value}`);

/** Width of the default's widget (0 without one). */
export function defaultWidth(pin: Pin): number {
  if (pin.default === undefined) {
    return 0;
  }
  const look = defaultLook(pin);
  switch (look) {
    case 'checkbox':
      return metrics.checkbox;
    case 'vector':
      return vectorParts(pin)!.reduce((sum, value, index) => sum + axisWidth(value, index), 0) + 2 * metrics.buttonGap;
    case 'asset':
      return boxWidth(pin.default) + metrics.dropdownArrow + 2 * (metrics.buttonGap + metrics.button);
    case 'dropdown':
      return boxWidth(pin.default) + metrics.dropdownArrow;
    case 'text':
      return boxWidth(pin.default) + metrics.buttonGap + metrics.flag;
    default:
      return boxWidth(pin.default);
  }
}

/** The asset picker goes under its pin's label, as the editor lays it out; every other widget beside it. */
export const defaultUnderLabel = (pin: Pin) => pin.default !== undefined && defaultLook(pin) === 'asset';

const box = (x: number, y: number, width: number) =>
  el('rect', {className: 'bp-db', x, y: y - metrics.boxHeight / 2, width, height: metrics.boxHeight, rx: 3});
const valueText = (x: number, y: number, text: string) =>
  el('text', {className: 'bp-v', x: x + metrics.boxPadding, y: y + 4}, text);

/** The default of an unwired input, its widget's left end at x, on the centre line y. */
function drawDefault(pin: Pin, x: number, y: number): Element[] {
  const value = pin.default ?? '';
  const look = defaultLook(pin);
  if (look === 'checkbox') {
    const check = el('rect', {className: 'bp-db', x, y: y - 6, width: 12, height: 12, rx: 2});
    return value === 'true' ? [check, el('path', {className: 'bp-ck', d: `M${x + 3} ${y}l2 3 4-6`})] : [check];
  }
  if (look === 'vector') {
    let left = x;
    return vectorParts(pin)!.flatMap((part, index) => {
      const width = axisWidth(part, index);
      const drawn = [
        box(left, y, width),
        el(
          'text',
          {className: 'bp-v', x: left + metrics.boxPadding, y: y + 4},
          el('tspan', {className: 'bp-ax'}, `${axes[index]} `),
          part,
        ),
      ];
      left += width + metrics.buttonGap;
      return drawn;
    });
  }
  const width = boxWidth(value) + (look === 'dropdown' || look === 'asset' ? metrics.dropdownArrow : 0);
  const parts = [box(x, y, width), valueText(x, y, value)];
  if (look === 'dropdown' || look === 'asset') {
    const arrowX = x + width - metrics.dropdownArrow + 2;
    parts.push(el('path', {className: 'bp-ck', d: `M${arrowX} ${y - 2}l3 3 3-3`}));
  }
  if (look === 'asset') {
    // Use the asset selected in the Content Browser (an arrow), and browse to it (a magnifier).
    const use = x + width + metrics.buttonGap;
    const browse = use + metrics.button + metrics.buttonGap;
    parts.push(
      el(
        'g',
        {className: 'bp-btn', 'data-button': 'use-selected'},
        box(use, y, metrics.button),
        el('path', {d: `M${use + 13} ${y}H${use + 5}M${use + 8} ${y - 3}L${use + 5} ${y}L${use + 8} ${y + 3}`}),
      ),
      el(
        'g',
        {className: 'bp-btn', 'data-button': 'browse'},
        box(browse, y, metrics.button),
        el('circle', {cx: browse + 8, cy: y - 1, r: 3.5}),
        el('path', {d: `M${browse + 10.5} ${y + 1.5}L${browse + 13} ${y + 4}`}),
      ),
    );
  }
  if (look === 'text') {
    // The localization flag after a text's box.
    const flagX = x + width + metrics.buttonGap;
    parts.push(
      el('path', {
        className: 'bp-flag',
        'data-button': 'localize',
        d: `M${flagX + 2} ${y + 6}V${y - 6}M${flagX + 2} ${y - 5}H${flagX + 11}L${flagX + 9} ${y - 2}L${flagX + 11} ${y + 1}H${flagX + 2}`,
      }),
    );
  }
  return parts;
}

/**
 * The drawn pins of a side of a node `width` wide: mark (in a row, at the
 * pin's inset from the edge where its wires end), label, and an unwired
 * input's default.
 */
export function drawPins(
  slots: PinSlot[],
  side: 'inputs' | 'outputs',
  wired: Set<number>,
  width: number,
  arrows = true,
): Element[] {
  return slots.flatMap((slot, index) => {
    if (slot.place === 'hidden') {
      return [];
    }
    const markX = slot.place !== 'row' ? slot.at.x : side === 'inputs' ? metrics.pinInset : width - metrics.pinInset;
    const parts = [pinShape(slot.pin, markX, slot.at.y, wired.has(index), arrows && slot.place === 'row')];
    if (slot.label) {
      const className = `bp-l${side === 'outputs' ? ' bp-r' : ''}${slot.italic ? ' bp-it' : ''}`;
      parts.push(el('text', {className, 'data-part': 'pin', x: slot.labelX, y: slot.at.y + 4}, slot.label));
    }
    if (slot.value && !wired.has(index)) {
      parts.push(...drawDefault(slot.pin, slot.value.x, slot.value.y));
    }
    return parts;
  });
}

/** The badges, the chevron, "Add pin +" and the Development Only band, where the geometry has them. */
export function drawExtras(node: GraphNode, geometry: NodeGeometry): Element[] {
  const parts: Element[] = [];
  node.badges?.forEach((badge, index) => {
    const {x, y} = geometry.badges[index]!;
    parts.push(icon(badgePaths[badge], x, y, metrics.badge, {'data-badge': badge}));
  });
  if (geometry.divider !== undefined) {
    const y = geometry.divider;
    parts.push(
      el('path', {className: 'bp-div', d: `M${metrics.bodyPadding} ${y}H${geometry.width - metrics.bodyPadding}`}),
    );
  }
  if (geometry.addPin) {
    const {x, y} = geometry.addPin;
    parts.push(
      el('text', {className: 'bp-l bp-r', 'data-part': 'add-pin', x: x - 16, y: y + 4}, 'Add pin'),
      el('path', {className: 'bp-plus', d: `M${x - 10} ${y}H${x - 2}M${x - 6} ${y - 4}V${y + 4}`}),
    );
  }
  if (geometry.chevron) {
    const {state, y} = geometry.chevron;
    const transform = `translate(${geometry.width / 2 - 8} ${y})`;
    parts.push(el('path', {className: 'bp-chevron', 'data-advanced': state, d: chevronPaths[state], transform}));
  }
  if (geometry.devBand !== undefined) {
    const y = geometry.devBand;
    const {width} = geometry;
    const r = metrics.radius;
    parts.push(
      el(
        'g',
        {className: 'bp-dev', 'data-part': 'development-only'},
        el('path', {
          d: `M0 ${y}H${width}V${y + metrics.devBand - r}Q${width} ${y + metrics.devBand} ${width - r} ${y + metrics.devBand}H${r}Q0 ${y + metrics.devBand} 0 ${y + metrics.devBand - r}z`,
        }),
        el('text', {x: width / 2, y: y + 13}, 'Development Only'),
      ),
    );
  }
  return parts;
}
