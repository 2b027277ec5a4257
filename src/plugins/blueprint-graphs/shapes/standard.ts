/**
 * The standard node: a header band in the kind's colour fading to the right,
 * with the icon, title, subtitle and badges; pins in rows under it. Events,
 * functions, macros, flow control, casts, function entries and returns, and a
 * getter that reads another object's variable.
 */
import {headerColour} from '../palette';
import {fontSize, textWidth} from '../text';
import {el, type Element, type GraphNode, type NodeGeometry} from '../types';
import {metrics} from './metrics';
import {drawExtras, drawPins, headerIcon, type Measured, type Shape} from './pins';
import {measureRows, placeOutputs, rowGeometry} from './rows';

/** The event's delegate pin, which the editor draws as a square at the header's end: its index among the outputs. */
function headerPin(node: GraphNode): number | undefined {
  if (node.kind !== 'event' && node.kind !== 'custom-event') {
    return undefined;
  }
  const index = node.outputs.findIndex((pin) => pin.name === '' && pin.type.category === 'delegate');
  return index === -1 ? undefined : index;
}

/** Where the title starts: after the header icon, if the node has one. */
const titleX = (node: GraphNode) =>
  node.icon ? metrics.iconInset + metrics.icon + metrics.iconGap : metrics.titleInset;

const badgesWidth = (node: GraphNode) => (node.badges?.length ?? 0) * (metrics.badge + metrics.badgeGap);

function measure(node: GraphNode): Measured {
  const header = node.subtitle ? metrics.headerWithSubtitle : metrics.headerPlain;
  const inHeader = headerPin(node);
  const rows = measureRows(node, {header, label: (pin) => pin.name, ...(inHeader === undefined ? {} : {inHeader})});
  // The header's right end keeps room for the badges, before the delegate square or the corner.
  const badgesEnd = inHeader === undefined ? metrics.iconInset : 2 * metrics.pinInset;
  const headerEnd = node.badges?.length || inHeader !== undefined ? badgesEnd + badgesWidth(node) : metrics.titleInset;
  const x = titleX(node);
  const headerWidth =
    x +
    Math.max(textWidth(node.title, fontSize.title), node.subtitle ? textWidth(node.subtitle, fontSize.subtitle) : 0) +
    metrics.gap +
    headerEnd;
  const band = node.developmentOnly ? textWidth('Development Only', fontSize.subtitle) + 2 * metrics.titleInset : 0;
  const width = Math.max(metrics.minWidth, rows.columns, headerWidth, band);
  placeOutputs(rows, width);
  const after = (index: number) => (node.badges?.length ?? 0) - 1 - index;
  return {
    width,
    ...rowGeometry(rows),
    header,
    ...(node.title ? {title: {text: node.title, x, y: metrics.titleBaseline}} : {}),
    ...(node.subtitle ? {subtitle: {text: node.subtitle, x, y: metrics.subtitleBaseline}} : {}),
    badges: (node.badges ?? []).map((_, index) => ({
      x: width - badgesEnd - metrics.badge - after(index) * (metrics.badge + metrics.badgeGap),
      y: (metrics.headerPlain - metrics.badge) / 2,
    })),
  };
}

/**
 * The title and subtitle. A node cut by the picture's top edge has its header
 * outside the picture: no text there. One cut by the left edge shows the end
 * of its title from that edge: the writer wrote what the picture shows of it
 * (`...to Viewport`), drawn cut at the edge.
 */
function headerText(node: GraphNode, geometry: NodeGeometry, visibleLeft: number): Element[] {
  if (node.cropped?.includes('top')) {
    return [];
  }
  const cutLeft = node.cropped?.includes('left') && visibleLeft > 0;
  return (['title', 'subtitle'] as const).flatMap((part) => {
    const text = geometry[part];
    if (!text) {
      return [];
    }
    const shown = cutLeft ? text.text.replace(/^(\.\.\.|…)/, '') : text.text;
    const x = cutLeft ? Math.max(text.x, visibleLeft - 2) : text.x;
    return [el('text', {className: part === 'title' ? 'bp-t' : 'bp-s', 'data-part': part, x, y: text.y}, shown)];
  });
}

function draw(
  node: GraphNode,
  geometry: NodeGeometry,
  wired: Parameters<Shape['draw']>[2],
  shade: string,
  visibleLeft: number,
): Element[] {
  const {width, height, header} = geometry;
  const colour = headerColour(node);
  const r = metrics.radius;
  const outline = `M0 ${header}V${r}Q0 0 ${r} 0H${width - r}Q${width} 0 ${width} ${r}V${header}z`;
  return [
    el('rect', {className: 'bp-b', width, height, rx: r}),
    ...(colour
      ? [el('path', {fill: colour, d: outline}), el('path', {className: 'bp-hs', fill: `url(#${shade})`, d: outline})]
      : []),
    ...headerIcon(node, metrics.iconInset, (metrics.headerPlain - metrics.icon) / 2),
    ...headerText(node, geometry, visibleLeft),
    ...drawExtras(node, geometry),
    ...drawPins(geometry.inputs, 'inputs', wired.inputs, width),
    ...drawPins(geometry.outputs, 'outputs', wired.outputs, width),
  ];
}

export const standard: Shape = {measure, draw};
