/**
 * The sizes of a drawing, and a node's geometry: each node is measured once,
 * by the module of its shape (shapes/), into the size and the place of every
 * part it draws. Layout and renderer both read that geometry, so a pin is
 * drawn where its wires end and a label where it was measured.
 */
import {measureBubble} from './bubbles';
import {shapeName} from './model';
import {compact} from './shapes/compact';
import {getter} from './shapes/getter';
import {knot} from './shapes/knot';
import {set} from './shapes/set';
import {standard} from './shapes/standard';
import type {GraphNode, NodeGeometry} from './types';

export {picture} from './shapes/metrics';

const shapes = {standard, compact, getter, knot, set} as const;

const measured = new WeakMap<GraphNode, NodeGeometry>();

/** A node's geometry, measured once by its shape's module, with its comment bubble. */
export function measureNode(node: GraphNode): NodeGeometry {
  let geometry = measured.get(node);
  if (!geometry) {
    const shape = shapeName(node);
    const measuredShape = shapes[shape].measure(node);
    geometry = {
      ...measuredShape,
      shape,
      ...(node.bubble ? {bubble: measureBubble(node.bubble, measuredShape.width)} : {}),
    };
    measured.set(node, geometry);
  }
  return geometry;
}

/** A node's size. */
export function nodeSize(node: GraphNode): {width: number; height: number} {
  const {width, height} = measureNode(node);
  return {width, height};
}
