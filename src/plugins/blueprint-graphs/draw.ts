/**
 * The SVG of a laid-out graph, in the editor's drawing order: comment boxes,
 * wires (under the nodes, ending at the pins' icons), nodes (draw-node.ts),
 * the badges on their corners and their comment bubbles. The gradients,
 * pattern and shadow every node shares are defined once per graph. Static
 * markup: the stylesheet gives the rest of the look.
 */
import {drawBubble} from './bubbles';
import {drawNode} from './draw-node';
import {colours, pinColours} from './palette';
import {drawBadge} from './shapes/badges';
import {drawComment} from './shapes/comment';
import {badges, glass, shadow} from './shapes/metrics';
import type {GraphDefs} from './shapes/pins';
import {smallestScale} from './text';
import {el, type Element, type GraphLayout, type PlacedWire} from './types';
import {wirePath} from './wires';

function drawWire(placed: PlacedWire): Element {
  const exec = placed.category === 'exec';
  return el('path', {
    'data-visual': 'blueprint-wire',
    className: exec ? 'bp-w bp-we' : 'bp-w',
    ...(exec ? {} : {stroke: pinColours[placed.category]}),
    d: wirePath(placed.runs),
  });
}

/** A short, stable id prefix for the graph's definitions. */
function idPrefix(key: string): string {
  let hash = 2166136261;
  for (const character of key) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  }
  return `bp${(hash >>> 0).toString(36)}`;
}

type Stop = [offset: number, colour: string, opacity?: number];

const stops = (list: Stop[]) =>
  list.map(([offset, colour, opacity]) =>
    el('stop', {offset, stopColor: colour, ...(opacity === undefined ? {} : {stopOpacity: opacity})}),
  );

const vertical = {x1: 0, y1: 0, x2: 0, y2: 1};

/** `#rrggbb` as channels. */
const channels = (hex: string) => [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
const hexOf = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour spill's opacity along a header, as the editor fades it (editor-look.md, section 3). */
const headerRamp: [number, number][] = [
  [0, 1],
  [0.15, 1],
  [0.2, 0.95],
  [0.3, 0.88],
  [0.4, 0.76],
  [0.5, 0.63],
  [0.6, 0.5],
  [0.7, 0.33],
  [0.8, 0.14],
  [0.88, 0],
];

/**
 * The graph's shared definitions, made as the nodes ask for them: each is
 * defined once, and only those the graph uses.
 */
function graphDefs(prefix: string): {ids: GraphDefs; elements: () => Element[]} {
  const made = new Map<string, Element>();
  const define = (id: string, make: () => Element) => {
    if (!made.has(id)) {
      made.set(id, make());
    }
    return id;
  };
  const gradient = (id: string, attrs: Element['attrs'], list: Stop[]) =>
    define(id, () => el('linearGradient', {id, ...attrs}, ...stops(list)));
  const ids: GraphDefs = {
    shadow: `${prefix}-shadow`,
    gloss: `${prefix}-gloss`,
    shading: `${prefix}-shading`,
    glow: `${prefix}-glow`,
    band: `${prefix}-band`,
    glass: `${prefix}-glass`,
    glassLower: `${prefix}-glass-lower`,
    bubble: `${prefix}-bubble`,
    devStripes: `${prefix}-dev`,
    header: (top) => {
      const key = top.slice(1);
      const [r, g, b] = channels(top);
      return {
        ramp: gradient(
          `${prefix}-h${key}`,
          {},
          headerRamp.map(([offset, opacity]): Stop => [offset, top, opacity]),
        ),
        highlight: gradient(`${prefix}-l${key}`, {}, [
          [0, hexOf([r!, g!, b!].map((value) => value + (255 - value) * 0.45))],
          [1, colours.highlightEnd],
        ]),
      };
    },
    tint: (colour) =>
      gradient(`${prefix}-t${colour.replace(/\W/g, '')}`, {}, [
        [glass.tintFrom, colour, 0],
        [0.5, colour, 0.33],
        [glass.tintTo, colour, 0],
      ]),
  };
  // The shared ones every drawing with a node needs are defined up front, in a fixed order.
  const shared = () => [
    el(
      'filter',
      {id: ids.shadow, x: '-10%', y: '-10%', width: '120%', height: '130%'},
      el('feDropShadow', {
        dx: shadow.dx,
        dy: shadow.dy,
        stdDeviation: shadow.blur,
        floodColor: '#000',
        floodOpacity: 0.6,
      }),
    ),
    el(
      'linearGradient',
      {id: ids.gloss, ...vertical},
      ...stops([
        [0, colours.glossTop],
        [1, colours.glossBottom],
      ]),
    ),
    el(
      'linearGradient',
      {id: ids.shading, ...vertical},
      ...stops([
        [0, '#ffffff', 0.1],
        [0.5, '#ffffff', 0],
        [0.5, '#000000', 0],
        [1, '#000000', 0.08],
      ]),
    ),
    el(
      'radialGradient',
      {id: ids.glow},
      ...stops([
        [0, '#000000', 0.5],
        [1, '#000000', 0],
      ]),
    ),
    el(
      'linearGradient',
      {id: ids.band, ...vertical},
      ...stops([
        [0, '#ffffff', 0.05],
        [1, '#ffffff', 0],
      ]),
    ),
    el(
      'linearGradient',
      {id: ids.glass, ...vertical, gradientUnits: 'userSpaceOnUse', y2: glass.glossHeight + 1},
      ...stops([
        [0, colours.glassHighlight],
        [1 / (glass.glossHeight + 1), colours.glassHighlight],
        [1 / (glass.glossHeight + 1), colours.glassTop],
        [0.999, colours.glassBottom],
        [1, colours.glassBottom, 0],
      ]),
    ),
    el(
      'linearGradient',
      {id: ids.glassLower, ...vertical},
      ...stops([
        [0, colours.glassLower],
        [1, colours.glassLowerEnd],
      ]),
    ),
    el(
      'linearGradient',
      {id: ids.bubble, ...vertical},
      ...stops([
        [0, colours.bubbleTop],
        [1, colours.bubbleBottom],
      ]),
    ),
    el(
      'pattern',
      {
        id: ids.devStripes,
        patternUnits: 'userSpaceOnUse',
        width: badges.devStripe / Math.SQRT2,
        height: badges.devStripe / Math.SQRT2,
        patternTransform: 'rotate(45)',
      },
      el('rect', {
        width: badges.devStripe / Math.SQRT2 / 2,
        height: badges.devStripe / Math.SQRT2,
        fill: colours.devStripe,
      }),
    ),
  ];
  return {ids, elements: () => [...shared(), ...made.values()]};
}

/**
 * The drawing. `key` tells the graph apart from the others of its page (its caption).
 * Its natural width and the least width it may be scaled to go to the stylesheet.
 */
export function drawGraph(layout: GraphLayout, key: string): Element {
  const wiredInputs = new Map<string, Set<number>>();
  const wiredOutputs = new Map<string, Set<number>>();
  const backwards = new Set<string>();
  const mark = (map: Map<string, Set<number>>, id: string, index: number) =>
    map.set(id, (map.get(id) ?? new Set()).add(index));
  for (const {wire, fromPin, toPin, from, to} of layout.wires) {
    mark(wiredOutputs, wire.from.node, fromPin);
    mark(wiredInputs, wire.to.node, toPin);
    if (to.x < from.x) {
      backwards.add(wire.from.node);
    }
  }
  const {ids, elements} = graphDefs(idPrefix(`${key}\n${layout.width}x${layout.height}`));
  const nodes = layout.nodes.map((placed) =>
    drawNode(
      placed,
      {
        inputs: wiredInputs.get(placed.node.id) ?? new Set(),
        outputs: wiredOutputs.get(placed.node.id) ?? new Set(),
        backwards: backwards.has(placed.node.id),
      },
      ids,
    ),
  );
  const scale = Math.min(smallestScale, 1);
  return el(
    'svg',
    {
      width: layout.width,
      height: layout.height,
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      'aria-hidden': 'true',
      style: `--bp-width:${layout.width}px;--bp-fit:${Math.ceil(layout.width * scale)}px;--bp-aspect:${(layout.width / layout.height).toFixed(4)}`,
    },
    el('defs', {}, ...elements()),
    ...layout.comments.map(drawComment),
    ...layout.wires.map(drawWire),
    ...nodes,
    ...layout.nodes.flatMap((placed) => placed.geometry.badges.map((place) => drawBadge(place, placed.x, placed.y))),
    ...layout.bubbles.map((bubble) => drawBubble(bubble, ids.bubble)),
  );
}
