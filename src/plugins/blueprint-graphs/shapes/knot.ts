/**
 * A reroute knot (facts: editor-look.md, section 9): no body, only the icon
 * of the pin type its wires carry, in the wire's colour, its arrow turned the
 * way its wires run; an exec knot is a white ring. Filled where wires pass
 * through it, hollow where one ends there.
 */
import {pinColours} from '../palette';
import {el, type GraphNode} from '../types';
import {pins, wires} from './metrics';
import {dataArrow, pinForm, pinIcon} from './pin-icons';
import type {Measured, Shape} from './pins';

function measure(node: GraphNode): Measured {
  const centre = {x: wires.knotWidth / 2, y: wires.knotHeight / 2};
  const slot = (pin: GraphNode['inputs'][number]) => ({
    pin,
    at: {...centre},
    place: 'centre' as const,
    label: '',
    labelX: 0,
  });
  return {
    width: wires.knotWidth,
    height: wires.knotHeight,
    header: 0,
    title: [],
    inputs: node.inputs.map(slot),
    outputs: node.outputs.map(slot),
    badges: [],
    inputsWidth: wires.knotWidth,
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
    const {x, y} = geometry.inputs[0]?.at ?? geometry.outputs[0]!.at;
    const form = pinForm(pin);
    if (form !== 'data' && form !== 'exec') {
      return [el('g', {className: 'bp-knot'}, pinIcon(pin, x, y, through, false))];
    }
    const colour = pinColours[pin.type.category];
    const r = (pins.circle - pins.ring) / 2;
    const paint = {fill: through ? colour : 'var(--bp-hollow)', stroke: colour, strokeWidth: pins.ring};
    if (form === 'exec') {
      return [el('g', {className: 'bp-knot', 'data-pin': 'exec'}, el('circle', {cx: x, cy: y, r, ...paint}))];
    }
    return [
      el(
        'g',
        {className: 'bp-knot', 'data-pin': 'data'},
        el('circle', {cx: x, cy: y, r, ...paint}),
        dataArrow(x, y, colour, wired.backwards ? -1 : 1),
      ),
    ];
  },
};
