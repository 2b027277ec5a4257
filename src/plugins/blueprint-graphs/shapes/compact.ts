/**
 * The compact shapes without a header: an operator titled by its symbol
 * (+, ==, AND), shown large in the middle between unlabelled pins, and a
 * conversion, a small pill with a dot between its two pins.
 */
import {fontSize, textWidth} from '../text';
import {el, type GraphNode} from '../types';
import {metrics} from './metrics';
import {drawExtras, drawPins, type Measured, type Shape} from './pins';
import {measureRows, placeOutputs, rowGeometry} from './rows';

function measure(node: GraphNode): Measured {
  const rows = measureRows(node, {header: 0, label: () => '', minRows: 1});
  const width =
    node.kind === 'conversion'
      ? metrics.conversionWidth
      : Math.max(
          metrics.operatorWidth,
          rows.columns,
          2 * metrics.labelInset + textWidth(node.title, fontSize.operator),
        );
  placeOutputs(rows, width);
  return {
    width,
    ...rowGeometry(rows),
    header: 0,
    ...(node.kind === 'operator'
      ? {title: {text: node.title, x: width / 2, y: rows.height / 2 + fontSize.operator / 3, anchor: 'middle' as const}}
      : {}),
    badges: [],
  };
}

export const compact: Shape = {
  measure,
  draw: (node, geometry, wired) => {
    const {width, height, title} = geometry;
    return [
      el('rect', {className: 'bp-b', width, height, rx: node.kind === 'conversion' ? height / 2 : metrics.radius}),
      title
        ? el('text', {className: 'bp-op', 'data-part': 'title', x: title.x, y: title.y}, title.text)
        : el('circle', {className: 'bp-dot', cx: width / 2, cy: height / 2, r: 3}),
      ...drawExtras(node, geometry),
      ...drawPins(geometry.inputs, 'inputs', wired.inputs, width, false),
      ...drawPins(geometry.outputs, 'outputs', wired.outputs, width, false),
    ];
  },
};
