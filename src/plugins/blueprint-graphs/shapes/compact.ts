/**
 * Compact nodes (facts: editor-look.md, section 7), on the editor's glass
 * body: an operator or a compact function, its title large in the middle
 * (+, ==, SIN) or, a name of several words (a subsystem's getter), one word
 * a line from the left; its inputs stacked on the left with room kept
 * before the title, so a value box never covers it; its output centred on
 * the right. A conversion is a short capsule with a dot between its pins.
 */
import {textWidth} from '../text';
import {el, type GraphNode, type PinSlot, type TextPart} from '../types';
import {measureColumns, placeOutputs} from './columns';
import {glassBody} from './glass';
import {body, compactNode, glass, pins} from './metrics';
import {drawExtras, drawPins, type Measured, type Shape} from './pins';
import {textStyles} from '../fonts';

/** A name of several words is drawn a word a line. */
const titleLines = (title: string) => (title.includes(' ') && title.length > 3 ? title.split(/\s+/) : [title]);

/** Moves a column's rows so they are evenly spread over the node's height, centred. */
function spread(slots: PinSlot[], height: number): void {
  const shown = slots.filter((slot) => slot.place === 'row');
  const first = height / 2 - ((shown.length - 1) * compactNode.inputPitch) / 2;
  shown.forEach((slot, index) => {
    const dy = first + index * compactNode.inputPitch - slot.at.y;
    slot.at.y += dy;
    if (slot.widget) {
      slot.widget.y += dy;
    }
  });
}

function measureConversion(node: GraphNode): Measured {
  const {conversionWidth: width, conversionHeight: height} = compactNode;
  const columns = measureColumns(node, {top: 0, label: () => ''});
  placeOutputs(columns, width, 0);
  spread(columns.inputs, height);
  spread(columns.outputs, height);
  return {
    width,
    height,
    header: 0,
    title: [],
    inputs: columns.inputs,
    outputs: columns.outputs,
    badges: [],
    inputsWidth: width / 2,
  };
}

function measure(node: GraphNode): Measured {
  if (node.kind === 'conversion') {
    return measureConversion(node);
  }
  const lines = titleLines(node.title);
  const columns = measureColumns(node, {top: 0, label: () => ''});
  const words = Math.max(0, ...lines.map((line) => textWidth(line, 'compact')));
  const sides = Math.max(columns.inputWidth, columns.outputWidth) + compactNode.symbolGap;
  const width = Math.ceil(
    lines.length > 1
      ? Math.max(compactNode.minWidth, compactNode.titleInset + words + compactNode.titleEnd + columns.outputWidth)
      : Math.max(compactNode.minWidth, 2 * sides + words),
  );
  const shownInputs = columns.inputs.filter((slot) => slot.place === 'row').length;
  const rowsHeight = Math.max(
    compactNode.minHeight,
    2 * compactNode.inputMargin + Math.max(0, shownInputs - 1) * compactNode.inputPitch,
    lines.length * compactNode.titleLine + (compactNode.titleLine - textStyles.compact.size),
  );
  placeOutputs(columns, width, 0);
  spread(columns.inputs, rowsHeight);
  spread(columns.outputs, rowsHeight);
  // "Add pin ⊕" goes under the rows, as on a standard node.
  const addPinRow = pins.content + pins.rowPadding;
  if (columns.addPin) {
    columns.addPin.y = rowsHeight + addPinRow / 2;
  }
  const height = rowsHeight + (columns.addPin ? addPinRow + body.rowsBottom : 0);
  const baseline = (line: number) =>
    rowsHeight / 2 + (line - (lines.length - 1) / 2) * compactNode.titleLine + textStyles.compact.size * 0.35;
  const title: TextPart[] = lines.map((text, index) =>
    lines.length > 1
      ? {text, x: compactNode.titleInset, y: baseline(index)}
      : {text, x: width / 2, y: baseline(index), anchor: 'middle'},
  );
  return {
    width,
    height,
    header: 0,
    title,
    inputs: columns.inputs,
    outputs: columns.outputs,
    badges: [],
    inputsWidth: columns.inputWidth + compactNode.symbolGap,
    ...(columns.addPin ? {addPin: columns.addPin} : {}),
  };
}

export const compact: Shape = {
  measure,
  draw: (node, geometry, wired, defs) => {
    const {width, height} = geometry;
    const conversion = node.kind === 'conversion';
    return [
      ...glassBody(width, height, conversion ? glass.capsuleRadius : glass.capsuleRadius / 2, defs),
      ...(conversion
        ? [el('circle', {className: 'bp-dot', cx: width / 2, cy: height / 2, r: compactNode.dot / 2})]
        : geometry.title.map((line) =>
            el(
              'text',
              {className: line.anchor ? 'bp-op bp-m' : 'bp-op', 'data-part': 'title', x: line.x, y: line.y},
              line.text,
            ),
          )),
      ...drawExtras(geometry, defs),
      ...drawPins(geometry.inputs, 'inputs', wired.inputs, conversion),
      ...drawPins(geometry.outputs, 'outputs', wired.outputs, conversion),
    ];
  },
};
