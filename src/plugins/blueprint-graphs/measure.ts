/**
 * A node's geometry: each node is measured once, by the module of its shape
 * (shapes/), into the size and the place of every part it draws. Layout and
 * renderer both read that geometry, so a pin is drawn where its wires end
 * and a label where it was measured.
 */
import {measureBubble} from './bubbles';
import {shapeName} from './model';
import {badgeSize} from './shapes/badges';
import {compact} from './shapes/compact';
import {getter} from './shapes/getter';
import {knot} from './shapes/knot';
import {set} from './shapes/set';
import {standard} from './shapes/standard';
import type {GraphNode, NodeGeometry} from './types';

const shapes = {standard, compact, getter, knot, set} as const;

const measured = new WeakMap<GraphNode, NodeGeometry>();

/** A node's geometry, measured once by its shape's module, with its comment bubble. */
export function measureNode(node: GraphNode): NodeGeometry {
  let geometry = measured.get(node);
  if (!geometry) {
    const shape = shapeName(node);
    geometry = {...shapes[shape].measure(node), shape, ...(node.bubble ? {bubble: measureBubble(node.bubble)} : {})};
    measured.set(node, geometry);
  }
  return geometry;
}

/**
 * The room a node takes beyond its body, above it and right of it: its
 * comment bubble's, and the badges' that stand out of its corner.
 */
export function overhang({bubble, width, badges}: NodeGeometry): {top: number; right: number} {
  const marks = badges.map((place) => {
    const half = badgeSize(place.badge) / 2;
    return {top: half - place.y, right: place.x + half - width};
  });
  return {
    top: Math.max(0, bubble ? -bubble.y : 0, ...marks.map((mark) => mark.top)),
    right: Math.max(0, bubble ? bubble.x + bubble.width - width : 0, ...marks.map((mark) => mark.right)),
  };
}

/** A node's size. */
export function nodeSize(node: GraphNode): {width: number; height: number} {
  const {width, height} = measureNode(node);
  return {width, height};
}
