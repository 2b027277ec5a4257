/**
 * A node's pins as the editor stacks them (facts: editor-look.md, sections
 * 2, 5 and 6): inputs down the left, outputs down the right, each column on
 * its own, each pin's row as tall as what it holds (a label, an exec arrow,
 * a widget beside the label or under it) plus padding, rows a fixed gap
 * apart. Then what sits under the pins: "Add pin ⊕", the advanced chevron,
 * the Development Only band.
 */
import {advancedDisplay, isHiddenPin, showsAddPin} from '../model';
import {textWidth} from '../text';
import type {GraphNode, NodeGeometry, Pin, PinSlot} from '../types';
import {badges, body, pins, widgets} from './metrics';
import {iconCentre, iconWidth} from './pin-icons';
import {widgetLook, widgetSize, widgetUnderLabel} from './widgets';

type Options = {
  /** Where the first row starts. */
  top: number;
  /** The label of a pin ('' for none). */
  label: (pin: Pin, side: 'inputs' | 'outputs') => string;
  /** An output drawn in the header instead of a row (an event's delegate square): its index. */
  inHeader?: number;
};

export type Columns = Pick<NodeGeometry, 'inputs' | 'outputs' | 'chevron' | 'divider' | 'addPin' | 'devBand'> & {
  /** The widest input (icon, label, widget) and output (label, icon), from the node's edge. */
  inputWidth: number;
  outputWidth: number;
  /** The node's height under its pins and what goes under them. */
  height: number;
};

/** The Switch's Default case: its last output, named Default. */
const isDefaultCase = (node: GraphNode, index: number) =>
  node.header === 'switch' && index === node.outputs.length - 1 && node.outputs[index]!.name === 'Default';

const labelWidth = (text: string) => (text ? textWidth(text, 'label') : 0);

type Stack = {slots: PinSlot[]; width: number; bottom: number; last?: number; divider?: number};

/** Stacks one side's pins from `top`: each row's height, its centre, and the place of its label and widget. */
function stack(node: GraphNode, side: 'inputs' | 'outputs', options: Options): Stack {
  let y = options.top;
  let width = 0;
  let last: number | undefined;
  let divider: number | undefined;
  const slots = node[side].map((pin, index): PinSlot => {
    const label = options.label(pin, side);
    if (side === 'outputs' && index === options.inHeader) {
      return {pin, at: {x: 0, y: 0}, place: 'header', label: '', labelX: 0};
    }
    if (isHiddenPin(node, side, index)) {
      return {pin, at: {x: 0, y: 0}, place: 'hidden', label, labelX: 0};
    }
    if (side === 'outputs' && isDefaultCase(node, index)) {
      divider = y - body.rowGap / 2;
    }
    const icon = iconWidth(pin);
    const labelX = body.pinInset + icon + (label ? pins.labelGap : 0);
    const look = side === 'inputs' ? widgetLook(pin) : undefined;
    const size = look && widgetSize(look, pin);
    const under = look && size ? widgetUnderLabel(look, labelWidth(label), label, size.width) : false;
    const plain = pin.type.category === 'exec' ? pins.execContent : pins.content;
    const content = !size
      ? plain
      : under
        ? pins.content + widgets.underGap + size.height
        : Math.max(plain, size.height);
    const height = content + pins.rowPadding;
    const top = y;
    const centre = top + height / 2;
    const slot: PinSlot = {
      pin,
      at: {x: body.pinInset + iconCentre(pin), y: centre},
      place: 'row',
      label,
      labelX,
      ...(side === 'outputs' && isDefaultCase(node, index) ? {italic: true} : {}),
    };
    let end = labelX + labelWidth(label);
    if (look && size) {
      const x = under ? labelX + widgets.underIndent : label ? end + widgets.gap : labelX;
      const widgetTop = under ? top + pins.rowPadding / 2 + pins.content + widgets.underGap : centre - size.height / 2;
      slot.widget = {look, value: pin.default ?? '', x, y: widgetTop, ...size};
      end = Math.max(end, x + size.width);
      if (under) {
        // The label heads the block the icon is centred on.
        slot.labelY = top + pins.rowPadding / 2 + pins.content / 2;
      }
    }
    width = Math.max(width, end);
    last = centre;
    y = top + height + body.rowGap;
    return slot;
  });
  return {slots, width, bottom: y - body.rowGap, last, divider};
}

/**
 * Measures a node's pin columns; the x of each output is set once the node's
 * width is known (`placeOutputs`).
 */
export function measureColumns(node: GraphNode, options: Options): Columns {
  const inputs = stack(node, 'inputs', options);
  const outputs = stack(node, 'outputs', options);
  let bottom = Math.max(options.top, inputs.bottom, outputs.bottom);
  const lastCentre = Math.max(inputs.last ?? options.top, outputs.last ?? options.top);
  let addPin: Columns['addPin'];
  if (showsAddPin(node)) {
    const height = pins.content + pins.rowPadding;
    addPin = {x: 0, y: bottom + body.rowGap + height / 2};
    bottom += body.rowGap + height;
  }
  const display = advancedDisplay(node);
  let chevron: Columns['chevron'];
  if (display) {
    chevron = {state: display, y: Math.max(bottom, lastCentre + badges.chevronRow)};
    bottom = chevron.y + badges.chevronHeight / 2 + body.rowsBottom * 2;
  }
  let devBand: number | undefined;
  if (node.developmentOnly) {
    devBand = Math.max(bottom, lastCentre + badges.devBandBelow);
    bottom = devBand + badges.devBand;
  } else {
    bottom += body.rowsBottom;
  }
  // A hidden pin ends its wires at its side of the chevron.
  const hiddenY = chevron?.y ?? bottom;
  for (const slot of [...inputs.slots, ...outputs.slots].filter((candidate) => candidate.place === 'hidden')) {
    slot.at.y = hiddenY;
  }
  return {
    inputs: inputs.slots,
    outputs: outputs.slots,
    inputWidth: inputs.width,
    outputWidth: outputs.width,
    height: bottom,
    ...(chevron ? {chevron} : {}),
    ...(outputs.divider === undefined ? {} : {divider: outputs.divider}),
    ...(addPin ? {addPin} : {}),
    ...(devBand === undefined ? {} : {devBand}),
  };
}

/** The width the pins need: the two columns side by side, the gap between them, the insets. */
export function columnsWidth({inputWidth, outputWidth}: Columns): number {
  if (inputWidth === 0) {
    return outputWidth === 0 ? 0 : body.outputOnlyInset + outputWidth;
  }
  return inputWidth + (outputWidth > 0 ? body.columnGap + outputWidth : body.pinInset);
}

/**
 * Sets the x of the outputs and of "Add pin" once the node's width is known:
 * an output's icon ends at the right inset, its label before it; an event's
 * delegate square sits at the header's end.
 */
export function placeOutputs(columns: Columns, width: number, headerHeight: number): void {
  for (const slot of columns.outputs) {
    if (slot.place === 'header') {
      slot.at = {x: width - pins.delegateInset - pins.delegate / 2, y: headerHeight / 2};
      continue;
    }
    const icon = iconWidth(slot.pin);
    slot.at.x = width - body.pinInset - icon + iconCentre(slot.pin);
    slot.labelX = width - body.pinInset - icon - (slot.label ? pins.labelGap : 0);
  }
  for (const slot of columns.inputs.filter((candidate) => candidate.place === 'hidden')) {
    slot.at.x = width / 2;
  }
  for (const slot of columns.outputs.filter((candidate) => candidate.place === 'hidden')) {
    slot.at.x = width / 2;
  }
  if (columns.addPin) {
    columns.addPin.x = width - body.pinInset;
  }
}
