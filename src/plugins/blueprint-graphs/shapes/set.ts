/** A variable's SET node: no header band, "SET" centred over its pins, as the editor draws it. */
import {fontSize, textWidth} from '../text';
import {el, type GraphNode} from '../types';
import {metrics} from './metrics';
import {drawExtras, drawPins, type Measured, type Shape} from './pins';
import {measureRows, placeOutputs, rowGeometry} from './rows';

const title = 'SET';

function measure(node: GraphNode): Measured {
  const header = metrics.headerPlain;
  const rows = measureRows(node, {header, label: (pin) => pin.name});
  const width = Math.max(metrics.minWidth, rows.columns, textWidth(title, fontSize.title) + 2 * metrics.titleInset);
  placeOutputs(rows, width);
  return {
    width,
    ...rowGeometry(rows),
    header: 0,
    title: {text: title, x: width / 2, y: metrics.titleBaseline, anchor: 'middle'},
    badges: [],
  };
}

export const set: Shape = {
  measure,
  draw: (node, geometry, wired) => [
    el('rect', {className: 'bp-b', width: geometry.width, height: geometry.height, rx: metrics.radius}),
    el('text', {className: 'bp-t bp-m', 'data-part': 'title', x: geometry.title!.x, y: geometry.title!.y}, title),
    ...drawExtras(node, geometry),
    ...drawPins(geometry.inputs, 'inputs', wired.inputs, geometry.width),
    ...drawPins(geometry.outputs, 'outputs', wired.outputs, geometry.width),
  ],
};
