/**
 * The SVG of a laid-out graph: comment boxes, wires, nodes (draw-node.ts)
 * and comment bubbles. Static markup: the stylesheet gives the colours that
 * follow the site's colour mode.
 */
import {drawNode} from './draw-node';
import {drawComment} from './shapes/comment';
import {bubbleMetrics} from './bubbles';
import {pinColours} from './palette';
import {smallestScale} from './text';
import {el, type Element, type GraphLayout, type PlacedBubble, type PlacedWire} from './types';
import {wirePath} from './wires';

/** A node's comment bubble: a rounded box above the node, its tail pointing down at it. */
function drawBubble(placed: PlacedBubble): Element {
  const {x, y, width, height} = placed;
  const tailX = x + Math.min(16, width / 2);
  return el(
    'g',
    {className: 'bp-bb'},
    el('path', {
      d: `M${x + 3} ${y}H${x + width - 3}Q${x + width} ${y} ${x + width} ${y + 3}V${y + height - 3}Q${x + width} ${y + height} ${x + width - 3} ${y + height}H${tailX + 6}L${tailX} ${y + height + bubbleMetrics.tail}L${tailX - 6} ${y + height}H${x + 3}Q${x} ${y + height} ${x} ${y + height - 3}V${y + 3}Q${x} ${y} ${x + 3} ${y}z`,
    }),
    ...placed.lines.map((line, index) =>
      el('text', {x: x + bubbleMetrics.padding, y: y + bubbleMetrics.padding + 12 + index * bubbleMetrics.line}, line),
    ),
  );
}

function drawWire(placed: PlacedWire): Element {
  const exec = placed.category === 'exec';
  return el('path', {
    'data-visual': 'blueprint-wire',
    className: exec ? 'bp-w bp-we' : 'bp-w',
    ...(exec ? {} : {stroke: pinColours[placed.category]}),
    d: wirePath(placed.runs),
  });
}

/** A short id for the graph's header gradient, the same for the same graph on every build. */
function shadeId(key: string): string {
  let hash = 2166136261;
  for (const character of key) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  }
  return `bp-shade-${(hash >>> 0).toString(36)}`;
}

/**
 * The drawing. `key` tells the graph apart from the others of its page (its caption).
 * Its natural width and the least width Full view may scale it to go to the stylesheet.
 */
export function drawGraph(layout: GraphLayout, key: string): Element {
  const wiredInputs = new Map<string, Set<number>>();
  const wiredOutputs = new Map<string, Set<number>>();
  const mark = (map: Map<string, Set<number>>, id: string, index: number) =>
    map.set(id, (map.get(id) ?? new Set()).add(index));
  for (const {wire, fromPin, toPin} of layout.wires) {
    mark(wiredOutputs, wire.from.node, fromPin);
    mark(wiredInputs, wire.to.node, toPin);
  }
  const shade = shadeId(key);
  return el(
    'svg',
    {
      width: layout.width,
      height: layout.height,
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      'aria-hidden': 'true',
      style: `--bp-width:${layout.width}px;--bp-fit:${Math.ceil(layout.width * smallestScale)}px;--bp-aspect:${(layout.width / layout.height).toFixed(4)}`,
    },
    el(
      'defs',
      {},
      el(
        'linearGradient',
        {id: shade},
        el('stop', {offset: 0, className: 'bp-hs0'}),
        el('stop', {offset: 1, className: 'bp-hs1'}),
      ),
    ),
    ...layout.comments.map(drawComment),
    ...layout.wires.map(drawWire),
    ...layout.nodes.map((placed) =>
      drawNode(
        placed,
        {inputs: wiredInputs.get(placed.node.id) ?? new Set(), outputs: wiredOutputs.get(placed.node.id) ?? new Set()},
        shade,
      ),
    ),
    ...layout.bubbles.map(drawBubble),
  );
}
