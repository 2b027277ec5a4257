/**
 * A getter (facts: editor-look.md, section 8): the editor's glass capsule,
 * tinted by the variable's type, without a title: its name is its output
 * pin's label, as the editor shows it. A getter
 * that reads another object's variable has its Target pin on the left. The
 * Self node is the same capsule, tinted pale green.
 */
import {textWidth} from '../text';
import type {GraphNode} from '../types';
import {badgePlaces} from './badges';
import {columnsWidth, measureColumns, placeOutputs} from './columns';
import {glassBody} from './glass';
import {body, glass, pins} from './metrics';
import {drawPins, type Measured, type Shape} from './pins';

/** The output's label: the variable's name, or the pin's own name when it is not the node's title. */
const outputLabel = (node: GraphNode) => {
  const pin = node.outputs[0]!;
  return pin.name && pin.name !== node.title ? pin.name : node.title;
};

function measure(node: GraphNode): Measured {
  const label = outputLabel(node);
  const rowHeight = pins.content + pins.rowPadding;
  const top = (glass.capsuleHeight - rowHeight) / 2;
  const columns = measureColumns(node, {
    top,
    label: (pin, side) => (side === 'outputs' ? label : pin.name),
  });
  const alone = glass.labelInset + textWidth(label, 'label') + pins.labelGap + pins.dataWidth + glass.pinEnd;
  const width = Math.ceil(Math.max(glass.capsuleMinWidth, alone, columnsWidth(columns) + glass.pinEnd - body.pinInset));
  placeOutputs(columns, width, 0);
  for (const slot of columns.outputs) {
    slot.at.x -= glass.pinEnd - body.pinInset;
    slot.labelX -= glass.pinEnd - body.pinInset;
  }
  return {
    width,
    height: Math.max(glass.capsuleHeight, columns.height),
    header: 0,
    title: [],
    inputs: columns.inputs,
    outputs: columns.outputs,
    badges: badgePlaces(node, width),
    inputsWidth: columns.inputWidth + body.columnGap / 2,
  };
}

export const getter: Shape = {
  measure,
  draw: (node, geometry, wired, defs) => {
    const tint = node.title === 'Self' && node.kind === 'other' ? 'self' : node.outputs[0]!.type.category;
    return [
      ...glassBody(geometry.width, geometry.height, glass.capsuleRadius, defs, tint),
      ...drawPins(geometry.outputs, 'outputs', wired.outputs),
      ...drawPins(geometry.inputs, 'inputs', wired.inputs),
    ];
  },
};
