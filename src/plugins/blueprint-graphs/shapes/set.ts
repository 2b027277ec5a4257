/**
 * A variable's SET node (facts: editor-look.md, section 8): the editor's
 * glass body tinted by the variable's type, "SET" in bold over the exec pins
 * of its first row, the variable's input and its unlabelled output under it.
 */
import {el, type GraphNode} from '../types';
import {columnsWidth, measureColumns, placeOutputs} from './columns';
import {glassBody} from './glass';
import {body, glass, pins} from './metrics';
import {drawExtras, drawPins, type Measured, type Shape} from './pins';
import {textWidth} from '../text';

const title = 'SET';

/** The variable's type: its first data pin's. */
const variable = (node: GraphNode) => [...node.inputs, ...node.outputs].find((pin) => pin.type.category !== 'exec');

function measure(node: GraphNode): Measured {
  const columns = measureColumns(node, {
    top: glass.setExecRow - (pins.execContent + pins.rowPadding) / 2,
    label: (pin) => pin.name,
  });
  const lastCentre = Math.max(
    glass.setExecRow,
    ...[...columns.inputs, ...columns.outputs].filter((slot) => slot.place === 'row').map((slot) => slot.at.y),
  );
  const width = Math.ceil(
    Math.max(glass.capsuleMinWidth, columnsWidth(columns), textWidth(title, 'set') + 2 * body.pinInset),
  );
  placeOutputs(columns, width, 0);
  return {
    width,
    height: Math.max(columns.height, lastCentre + glass.setBottom),
    header: 0,
    title: [{text: title, x: width / 2, y: glass.setTitleBand / 2 + 4, anchor: 'middle'}],
    inputs: columns.inputs,
    outputs: columns.outputs,
    badges: [],
    inputsWidth: columns.inputWidth + body.columnGap / 2,
    ...(columns.chevron ? {chevron: columns.chevron} : {}),
  };
}

export const set: Shape = {
  measure,
  draw: (node, geometry, wired, defs) => [
    ...glassBody(geometry.width, geometry.height, body.radius, defs, variable(node)?.type.category),
    el(
      'text',
      {className: 'bp-set bp-m', 'data-part': 'title', x: geometry.title[0]!.x, y: geometry.title[0]!.y},
      title,
    ),
    ...drawExtras(geometry, defs),
    ...drawPins(geometry.inputs, 'inputs', wired.inputs),
    ...drawPins(geometry.outputs, 'outputs', wired.outputs),
  ],
};
