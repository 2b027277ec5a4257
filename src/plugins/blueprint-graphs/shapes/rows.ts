/**
 * Pins in rows under a header, inputs on the left and outputs on the right,
 * as the standard, SET and compact shapes lay them out: each row as tall as
 * its input's widgets, a hidden advanced pin at its side of the chevron strip.
 */
import {advancedDisplay, isHiddenPin, showsAddPin} from '../model';
import {fontSize, textWidth} from '../text';
import type {GraphNode, NodeGeometry, Pin, PinSlot, Point} from '../types';
import {metrics} from './metrics';
import {defaultUnderLabel, defaultWidth} from './pins';

type Options = {
  /** The header's height above the rows. */
  header: number;
  /** The label of a pin ('' for none). */
  label: (pin: Pin, side: 'inputs' | 'outputs') => string;
  /** The least number of rows. */
  minRows?: number;
  /** An output drawn in the header instead of a row (an event's delegate square): its index. */
  inHeader?: number;
};

export type Rows = Pick<
  NodeGeometry,
  'inputs' | 'outputs' | 'chevron' | 'divider' | 'addPin' | 'devBand' | 'height'
> & {
  /** The widest row's inputs, label and defaults, plus the gap to the outputs' column; and the whole row. */
  inputsWidth: number;
  columns: number;
};

/** The rows' part of a node's geometry, as every shape with rows hands it on. */
export function rowGeometry({height, inputs, outputs, inputsWidth, chevron, divider, addPin, devBand}: Rows) {
  return {
    height,
    inputs,
    outputs,
    inputsWidth,
    ...(chevron ? {chevron} : {}),
    ...(divider === undefined ? {} : {divider}),
    ...(addPin ? {addPin} : {}),
    ...(devBand === undefined ? {} : {devBand}),
  };
}

const labelWidth = (text: string) => textWidth(text, fontSize.label);

/** An input's width from the node's edge to the end of its label or default. */
function inputWidth(pin: Pin, label: string): number {
  const value = defaultWidth(pin);
  const labelEnd = metrics.labelInset + labelWidth(label);
  if (defaultUnderLabel(pin)) {
    return Math.max(labelEnd, metrics.labelInset + value);
  }
  return labelEnd + (label && value ? metrics.gap : 0) + value;
}

/** The Switch's Default case: its last output, named Default. */
const isDefaultCase = (node: GraphNode, index: number) =>
  node.header === 'switch' && index === node.outputs.length - 1 && node.outputs[index]!.name === 'Default';

/**
 * Measures the rows; the x of each output is set once the node's width is
 * known (`placeOutputs`).
 */
export function measureRows(node: GraphNode, options: Options): Rows {
  const slots = (side: 'inputs' | 'outputs') => {
    let row = 0;
    return node[side].map((pin, index) => {
      const place: PinSlot['place'] =
        side === 'outputs' && index === options.inHeader ? 'header' : isHiddenPin(node, side, index) ? 'hidden' : 'row';
      return {pin, place, row: place === 'row' ? row++ : -1, label: options.label(pin, side)};
    });
  };
  const inputs = slots('inputs');
  const outputs = slots('outputs');
  const rowCount = Math.max(
    options.minRows ?? 0,
    ...[inputs, outputs].map((side) => side.filter((slot) => slot.place === 'row').length),
  );
  const tops: number[] = [];
  let y = options.header + metrics.bodyPadding;
  let divider: number | undefined;
  let inputsWidth = 0;
  let columns = 0;
  for (let row = 0; row < rowCount; row++) {
    const input = inputs.find((slot) => slot.row === row);
    const output = outputs.find((slot) => slot.row === row);
    if (output && isDefaultCase(node, node.outputs.indexOf(output.pin))) {
      divider = y;
      y += metrics.bodyPadding;
    }
    tops.push(y);
    y += metrics.rowHeight + (input && defaultUnderLabel(input.pin) ? metrics.pickerRow : 0);
    const left = input ? inputWidth(input.pin, input.label) : 0;
    inputsWidth = Math.max(inputsWidth, left);
    columns = Math.max(
      columns,
      left + metrics.columnGap + (output ? metrics.labelInset + labelWidth(output.label) : 0),
    );
  }
  let addPin: Point | undefined;
  if (showsAddPin(node)) {
    addPin = {x: 0, y: y + metrics.rowHeight / 2};
    y += metrics.rowHeight;
    columns = Math.max(columns, metrics.labelInset + labelWidth('Add pin') + 16);
  }
  y += metrics.bodyPadding;
  const display = advancedDisplay(node);
  const chevron = display ? {state: display, y} : undefined;
  y += chevron ? metrics.chevronRow : 0;
  const devBand = node.developmentOnly ? y : undefined;
  y += devBand === undefined ? 0 : metrics.devBand;
  const height = y;
  const hiddenY = chevron ? chevron.y + metrics.chevronRow / 2 : height - metrics.bodyPadding;
  const slot =
    (side: 'inputs' | 'outputs') =>
    (entry: (typeof inputs)[number], index: number): PinSlot => {
      const rowY = entry.row >= 0 ? tops[entry.row]! + metrics.rowHeight / 2 : hiddenY;
      // A wire ends at the node's edge (its mark is drawn inside, at the pin's inset); an event's delegate, at its square.
      const at = {x: 0, y: entry.place === 'header' ? options.header / 2 : rowY};
      const pinSlot: PinSlot = {pin: entry.pin, at, place: entry.place, label: entry.label, labelX: metrics.labelInset};
      if (side === 'inputs' && entry.pin.default !== undefined && entry.place === 'row') {
        pinSlot.value = defaultUnderLabel(entry.pin)
          ? {x: metrics.labelInset, y: rowY + metrics.pickerRow}
          : {x: metrics.labelInset + (entry.label ? labelWidth(entry.label) + metrics.gap : 0), y: rowY};
      }
      if (side === 'outputs' && isDefaultCase(node, index)) {
        pinSlot.italic = true;
      }
      return pinSlot;
    };
  return {
    inputs: inputs.map(slot('inputs')),
    outputs: outputs.map(slot('outputs')),
    height,
    inputsWidth: inputsWidth + metrics.gap,
    columns,
    ...(chevron ? {chevron} : {}),
    ...(divider === undefined ? {} : {divider}),
    ...(addPin ? {addPin} : {}),
    ...(devBand === undefined ? {} : {devBand}),
  };
}

/**
 * Sets the x of the outputs and of "Add pin" once the node's width is known:
 * an output's wire end on the right edge, its label before its mark; an
 * event's delegate square at the header's end.
 */
export function placeOutputs(rows: Rows, width: number): void {
  rows.outputs.forEach((slot) => {
    slot.at.x = slot.place === 'header' ? width - metrics.pinInset : width;
    slot.labelX = width - metrics.labelInset;
  });
  if (rows.addPin) {
    rows.addPin.x = width - metrics.pinInset + 4;
  }
}
