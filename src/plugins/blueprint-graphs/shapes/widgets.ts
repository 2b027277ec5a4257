/**
 * An unwired input's default, in the editor's widget for its type (facts:
 * editor-look.md, section 6): a text box, the read-only "self" box, a
 * checkbox, an enum's dropdown, a class or asset picker with its two round
 * buttons, a vector's three boxes. Measured here, where it sits too: beside
 * the pin's label, or under it when the two would be wider than the editor
 * allows on one line.
 */
import {textWidth} from '../text';
import {el, type Element, type Pin, type WidgetLook} from '../types';
import {widgets} from './metrics';

const pickers = ['object', 'class', 'soft-object', 'soft-class', 'interface'];

/** The three numbers of a vector's or rotator's default (`0, 0, 1`, `X=0 Y=0 Z=1`), or undefined. */
function vectorParts(pin: Pin): string[] | undefined {
  if (pin.type.category !== 'vector' && pin.type.category !== 'rotator') {
    return undefined;
  }
  const numbers = pin.default?.match(/-?\d+(?:\.\d+)?/g);
  return numbers?.length === 3 ? numbers : undefined;
}

/** The widget the editor shows for a pin's default, or undefined where it shows none. */
export function widgetLook(pin: Pin): WidgetLook | undefined {
  const {category, container} = pin.type;
  if (pin.default === undefined) {
    return undefined;
  }
  if (category === 'bool' && (pin.default === 'true' || pin.default === 'false')) {
    return 'checkbox';
  }
  if (pin.default === 'self') {
    return 'self';
  }
  if (pickers.includes(category) && !container) {
    return 'asset';
  }
  if (vectorParts(pin)) {
    return 'vector';
  }
  return ['enum', 'byte', 'struct'].includes(category) ? 'dropdown' : 'box';
}

const boxWidth = (text: string) => widgets.boxPadding + textWidth(text, 'value') + widgets.boxPaddingEnd;
const axes = ['X', 'Y', 'Z'];

/** The widths of a vector's three parts, each an axis letter and its number box. */
const vectorWidths = (parts: string[]) =>
  parts.map((part, index) => textWidth(`${axes[index]} `, 'value') + boxWidth(part));

const pickerWidth = (value: string) =>
  Math.max(widgets.pickerMinWidth, widgets.pickerTextInset + textWidth(value, 'value') + 2 * widgets.chevron);

/** A widget's size. */
export function widgetSize(look: WidgetLook, pin: Pin): {width: number; height: number} {
  const value = pin.default ?? '';
  switch (look) {
    case 'checkbox':
      return {width: widgets.checkbox, height: widgets.checkbox};
    case 'self':
      return {width: widgets.selfBox, height: widgets.boxHeight};
    case 'dropdown':
      return {
        width: Math.max(
          widgets.comboMinWidth,
          widgets.comboTextInset + textWidth(value, 'value') + widgets.comboTextInset + widgets.chevron,
        ),
        height: widgets.comboHeight,
      };
    case 'asset':
      return {
        width: pickerWidth(value) + 2 * (widgets.pickerButtonGap + widgets.pickerButton),
        height: widgets.pickerHeight,
      };
    case 'vector': {
      const widths = vectorWidths(vectorParts(pin)!);
      return {
        width: widths.reduce((sum, width) => sum + width, 0) + (widths.length - 1) * widgets.axisGap,
        height: widgets.boxHeight,
      };
    }
    case 'box':
      return {
        width: boxWidth(value) + (pin.type.category === 'text' ? widgets.flagGap + widgets.flag : 0),
        height: widgets.boxHeight,
      };
  }
}

/**
 * Whether the widget goes under the label: dropdowns, pickers and vectors
 * always; another when label and widget together are wider than the editor
 * keeps on one line, unless the label is a single letter (A, B).
 */
export function widgetUnderLabel(look: WidgetLook, labelWidth: number, label: string, width: number): boolean {
  if (look === 'dropdown' || look === 'asset' || look === 'vector') {
    return true;
  }
  return label.length > 1 && labelWidth + width > widgets.wrapWidth;
}

const textAt = (x: number, centre: number, text: string, className = 'bp-v') =>
  el('text', {className, x, y: centre + 4}, text);

/** A box with its text, its top left at (x, y). */
const valueBox = (x: number, y: number, width: number, value: string): Element[] => [
  el('rect', {
    className: 'bp-box',
    x: x + 0.5,
    y: y + 0.5,
    width: width - 1,
    height: widgets.boxHeight - 1,
    rx: widgets.boxRadius,
  }),
  textAt(x + widgets.boxPadding, y + widgets.boxHeight / 2, value),
];

/** The chevron of a dropdown or picker whose right end is at x, on the centre line y. */
const chevron = (x: number, y: number) =>
  el('path', {
    className: 'bp-drop',
    d: `M${x - widgets.chevron} ${y - 2}l${widgets.chevron / 2} 4l${widgets.chevron / 2} -4`,
  });

/** A picker's round button, centred at (x, y), with its mark. */
function pickerButton(x: number, y: number, name: 'use-selected' | 'browse'): Element {
  const r = widgets.pickerButton / 2;
  const mark =
    name === 'use-selected'
      ? el('path', {d: `M${x + 3} ${y}H${x - 3}M${x - 0.5} ${y - 2.5}L${x - 3} ${y}L${x - 0.5} ${y + 2.5}`})
      : el('path', {
          d: `M${x + 0.8} ${y - 0.8}m-2.6 0a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0M${x + 2.6} ${y + 1}L${x + 4.2} ${y + 2.6}`,
        });
  return el('g', {className: 'bp-pb', 'data-button': name}, el('circle', {cx: x, cy: y, r}), mark);
}

/** Draws a widget measured by `widgetSize`, its box's top left at (x, y). */
export function drawWidget(look: WidgetLook, pin: Pin, x: number, y: number, width: number, height: number): Element[] {
  const value = pin.default ?? '';
  const centre = y + height / 2;
  switch (look) {
    case 'checkbox': {
      const box = el('rect', {
        className: 'bp-field',
        x: x + 0.5,
        y: y + 0.5,
        width: width - 1,
        height: height - 1,
        rx: 2,
      });
      return value === 'true'
        ? [box, el('path', {className: 'bp-tick', d: `M${x + 4} ${centre}l3.5 4l6.5 -8`})]
        : [box];
    }
    case 'self':
      return valueBox(x, y, width, value);
    case 'box': {
      if (pin.type.category !== 'text') {
        return valueBox(x, y, width, value);
      }
      // A text's box, then the flag of its localization options.
      const box = width - widgets.flagGap - widgets.flag;
      const flagX = x + box + widgets.flagGap;
      return [
        ...valueBox(x, y, box, value),
        el('path', {
          className: 'bp-flag',
          'data-button': 'localize',
          d: `M${flagX + 1} ${centre + 6}V${centre - 6}H${flagX + 11}L${flagX + 8.5} ${centre - 3}L${flagX + 11} ${centre}H${flagX + 1}`,
        }),
      ];
    }
    case 'dropdown':
      return [
        el('rect', {
          className: 'bp-field',
          x: x + 0.5,
          y: y + 0.5,
          width: width - 1,
          height: height - 1,
          rx: widgets.comboRadius,
        }),
        textAt(x + widgets.comboTextInset, centre, value),
        chevron(x + width - widgets.comboTextInset / 2, centre),
      ];
    case 'asset': {
      const combo = pickerWidth(value);
      const r = widgets.pickerButton / 2;
      const use = x + combo + widgets.pickerButtonGap + r;
      return [
        el('rect', {className: 'bp-picker', x, y, width: combo, height, rx: widgets.boxRadius}),
        textAt(x + widgets.pickerTextInset, centre, value, 'bp-v bp-pv'),
        chevron(x + combo - widgets.chevron / 2, centre),
        pickerButton(use, centre, 'use-selected'),
        pickerButton(use + widgets.pickerButtonGap + widgets.pickerButton, centre, 'browse'),
      ];
    }
    case 'vector': {
      const parts = vectorParts(pin)!;
      const widths = vectorWidths(parts);
      let left = x;
      return parts.flatMap((part, index) => {
        const axis = textWidth(`${axes[index]} `, 'value');
        const drawn = [
          textAt(left, centre, axes[index]!, 'bp-v bp-ax'),
          ...valueBox(left + axis, y, widths[index]! - axis, part),
        ];
        left += widths[index]! + widgets.axisGap;
        return drawn;
      });
    }
  }
}
