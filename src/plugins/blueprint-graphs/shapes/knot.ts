/**
 * A reroute knot, as the editor draws it: the mark of the pin type its wires
 * carry (a circle, a container's square, a by-reference diamond), filled in
 * the wire's colour where wires pass through it, hollow where one ends there.
 */
import {el, type GraphNode} from '../types';
import {metrics} from './metrics';
import {pinShape, type Measured, type Shape} from './pins';

function measure(node: GraphNode): Measured {
  const size = metrics.knot;
  const centre = {x: size / 2, y: size / 2};
  const slot = (pin: GraphNode['inputs'][number]) => ({
    pin,
    at: {...centre},
    place: 'centre' as const,
    label: '',
    labelX: 0,
  });
  return {
    width: size,
    height: size,
    header: 0,
    inputs: node.inputs.map(slot),
    outputs: node.outputs.map(slot),
    badges: [],
    inputsWidth: size,
  };
}

export const knot: Shape = {
  measure,
  draw: (node, geometry, wired) => {
    const pin = node.inputs[0] ?? node.outputs[0];
    if (!pin) {
      return [];
    }
    const through = wired.inputs.size > 0 && wired.outputs.size > 0;
    // An exec knot is a white dot; a data knot, its pin's mark.
    const mark =
      pin.type.category === 'exec'
        ? el('circle', {
            cx: geometry.width / 2,
            cy: geometry.height / 2,
            r: 4,
            fill: through ? 'var(--bp-exec)' : 'var(--bp-hollow)',
            stroke: 'var(--bp-exec)',
            strokeWidth: 2,
          })
        : pinShape(pin, geometry.width / 2, geometry.height / 2, through, false);
    return [el('g', {className: 'bp-knot'}, mark)];
  },
};
