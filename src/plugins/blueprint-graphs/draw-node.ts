/**
 * A placed node in the editor's look, drawn by its shape's module (shapes/)
 * from the geometry measure.ts measured: nothing is measured again here.
 */
import {compact} from './shapes/compact';
import {getter} from './shapes/getter';
import {knot} from './shapes/knot';
import type {GraphDefs, Shape, Wired} from './shapes/pins';
import {set} from './shapes/set';
import {standard} from './shapes/standard';
import {el, type Element, type PlacedNode} from './types';

const shapes: Record<PlacedNode['geometry']['shape'], Shape> = {standard, compact, getter, knot, set};

export function drawNode(placed: PlacedNode, wired: Wired, defs: GraphDefs): Element {
  const {node, geometry} = placed;
  return el(
    'g',
    {'data-visual': 'blueprint-node', 'data-shape': geometry.shape, transform: `translate(${placed.x} ${placed.y})`},
    ...shapes[geometry.shape].draw(node, geometry, wired, defs, Math.max(0, -placed.x)),
  );
}
