/**
 * What every shape draws the same way: its pins (icon, label, an unwired
 * input's widget), and what sits under them (the Switch's divider, "Add pin
 * ⊕", the advanced chevron, the Development Only band), from the geometry
 * the shape measured.
 */
import {headerIconPaths} from '../icons';
import {el, type Element, type GraphNode, type NodeGeometry, type PinSlot} from '../types';
import {badges, body, compactNode, header} from './metrics';
import {pinIcon} from './pin-icons';
import {drawWidget} from './widgets';

/** What a shape measures: its geometry without the shape's name and the bubble, which measure.ts adds. */
export type Measured = Omit<NodeGeometry, 'shape' | 'bubble'>;

/** Which pins of a node are wired, by index; `backwards` when its wires leave it to the left (a knot turned back). */
export type Wired = {inputs: Set<number>; outputs: Set<number>; backwards?: boolean};

export type Shape = {
  measure: (node: GraphNode) => Measured;
  /** The node's parts, from its top left; `visibleLeft` is how much of it a picture's left edge cuts off. */
  draw: (node: GraphNode, geometry: NodeGeometry, wired: Wired, defs: GraphDefs, visibleLeft: number) => Element[];
};

/** The ids of the gradients and filters a graph defines once for all its nodes (draw.ts). */
export type GraphDefs = {
  shadow: string;
  gloss: string;
  shading: string;
  glow: string;
  band: string;
  glass: string;
  glassLower: string;
  /** A header colour's ramp and highlight, by the colour's top. */
  header: (top: string) => {ramp: string; highlight: string};
  /** A glass node's tint, by pin colour. */
  tint: (colour: string) => string;
  bubble: string;
  devStripes: string;
};

/** The header icon, in the editor's white, at (x, y). */
export function headerIcon(node: GraphNode, x = header.iconInset, y = header.iconTop): Element[] {
  if (!node.icon) {
    return [];
  }
  const paths = headerIconPaths[node.icon];
  // The editor's ƒ is light blue on a call and light green on a pure call; every other icon is white.
  const tint = node.icon === 'function' ? (node.kind === 'pure-function' ? ' bp-fp' : ' bp-fc') : '';
  return [
    el(
      'g',
      {className: `bp-i${tint}`, 'data-icon': node.icon, transform: `translate(${x} ${y}) scale(${header.icon / 16})`},
      ...(paths.stroke ? [el('path', {d: paths.stroke})] : []),
      ...(paths.fill ? [el('path', {className: 'bp-if', d: paths.fill})] : []),
    ),
  ];
}

/** A pin's label, starting at x (an input's) or ending there (an output's). */
function label(slot: PinSlot, side: 'inputs' | 'outputs'): Element[] {
  if (!slot.label) {
    return [];
  }
  const className = `bp-l${side === 'outputs' ? ' bp-r' : ''}${slot.italic ? ' bp-it' : ''}`;
  return [el('text', {className, 'data-part': 'pin', x: slot.labelX, y: (slot.labelY ?? slot.at.y) + 4}, slot.label)];
}

/**
 * The drawn pins of a side: icon, label, and an unwired input's widget.
 * `arrows` keeps the data pins' arrows (a compact node's pins have none).
 */
export function drawPins(slots: PinSlot[], side: 'inputs' | 'outputs', wired: Set<number>, arrows = true): Element[] {
  return slots.flatMap((slot, index) => {
    if (slot.place === 'hidden' || slot.place === 'header') {
      return [];
    }
    const parts = [pinIcon(slot.pin, slot.at.x, slot.at.y, wired.has(index), arrows), ...label(slot, side)];
    const {widget} = slot;
    if (widget && !wired.has(index)) {
      parts.push(...drawWidget(widget.look, slot.pin, widget.x, widget.y, widget.width, widget.height));
    }
    return parts;
  });
}

/** The circled plus after "Add pin". */
function addPinControl(x: number, y: number): Element[] {
  const r = compactNode.addPinPlus / 2;
  const centre = x - r;
  return [
    el('text', {className: 'bp-l bp-r', 'data-part': 'add-pin', x: centre - r - 4, y: y + 4}, 'Add pin'),
    el('circle', {className: 'bp-plus', cx: centre, cy: y, r: r - 1}),
    el('path', {className: 'bp-plus', d: `M${centre - 4} ${y}H${centre + 4}M${centre} ${y - 4}V${y + 4}`}),
  ];
}

/** The Switch's divider, "Add pin ⊕", the chevron and the Development Only band, where the geometry has them. */
export function drawExtras(geometry: NodeGeometry, defs: GraphDefs): Element[] {
  const parts: Element[] = [];
  const {width} = geometry;
  if (geometry.divider !== undefined) {
    parts.push(el('path', {className: 'bp-div', d: `M${body.pinInset} ${geometry.divider}H${width - body.pinInset}`}));
  }
  if (geometry.addPin) {
    parts.push(...addPinControl(geometry.addPin.x, geometry.addPin.y));
  }
  if (geometry.chevron) {
    const {state, y} = geometry.chevron;
    const w = badges.chevronWidth / 2;
    const h = (state === 'hidden' ? 1 : -1) * (badges.chevronHeight / 2);
    parts.push(
      el('path', {
        className: 'bp-chevron',
        'data-advanced': state,
        d: `M${width / 2 - w} ${y - h}L${width / 2} ${y + h}L${width / 2 + w} ${y - h}`,
      }),
    );
  }
  if (geometry.devBand !== undefined) {
    const y = geometry.devBand;
    const r = body.radius;
    const bottom = y + badges.devBand;
    parts.push(
      el(
        'g',
        {className: 'bp-dev', 'data-part': 'development-only'},
        el('path', {
          fill: `url(#${defs.devStripes})`,
          d: `M1 ${y}H${width - 1}V${bottom - r}Q${width - 1} ${bottom - 1} ${width - r} ${bottom - 1}H${r}Q1 ${bottom - 1} 1 ${bottom - r}Z`,
        }),
        el('text', {x: width / 2, y: y + badges.devBand / 2 + 4}, 'Development Only'),
      ),
    );
  }
  return parts;
}
