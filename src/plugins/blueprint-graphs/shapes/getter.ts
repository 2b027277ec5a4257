/**
 * A getter whose one data output only repeats its title (a variable, `self`,
 * a subsystem): the editor's rounded capsule, its title in regular weight
 * beside the pin, badges (a replicated variable's two balls) before the pin.
 */
import {fontSize, textWidth} from '../text';
import {el, type GraphNode} from '../types';
import {metrics} from './metrics';
import {drawExtras, drawPins, type Measured, type Shape} from './pins';

const inset = 14;

function measure(node: GraphNode): Measured {
  const pin = node.outputs[0]!;
  const label = pin.name === node.title ? '' : pin.name;
  const height = metrics.capsule;
  const badges = (node.badges ?? []).length * (metrics.badge + metrics.badgeGap);
  const labelWidth = label ? textWidth(label, fontSize.label) + metrics.gap : 0;
  const width = Math.max(
    metrics.minWidth,
    inset + textWidth(node.title, fontSize.label) + metrics.gap + badges + labelWidth + metrics.labelInset,
  );
  const y = height / 2;
  const badgesRight = width - metrics.labelInset - labelWidth;
  return {
    width,
    height,
    header: 0,
    title: {text: node.title, x: inset, y: y + 4},
    inputs: [],
    outputs: [{pin, at: {x: width, y}, place: 'row', label, labelX: width - metrics.labelInset}],
    badges: (node.badges ?? []).map((_, index, all) => ({
      x: badgesRight - (all.length - index) * (metrics.badge + metrics.badgeGap),
      y: (height - metrics.badge) / 2,
    })),
    inputsWidth: 0,
  };
}

export const getter: Shape = {
  measure,
  draw: (node, geometry, wired) => {
    const {width, height, title} = geometry;
    return [
      el('rect', {className: 'bp-b bp-cap', width, height, rx: height / 2}),
      el('text', {className: 'bp-t bp-gt', 'data-part': 'title', x: title!.x, y: title!.y}, title!.text),
      ...drawExtras(node, geometry),
      ...drawPins(geometry.outputs, 'outputs', wired.outputs, width),
    ];
  },
};
