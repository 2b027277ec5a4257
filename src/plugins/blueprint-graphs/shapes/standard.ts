/**
 * The standard node (facts: editor-look.md, sections 2 to 4): a translucent
 * dark body with a soft shadow, and a header whose colour fades left to right
 * into a grey gloss, lighter at the top, with a highlight line and a dark glow
 * behind the bold title; the icon before the title, the subtitle under it in
 * the header's tint; pins in two columns under it. Events, functions, macros,
 * flow control, casts, function entries and returns.
 */
import {headerColour} from '../palette';
import {textWidth} from '../text';
import {el, type Element, type GraphNode, type NodeGeometry} from '../types';
import {badgePlaces} from './badges';
import {columnsWidth, measureColumns, placeOutputs} from './columns';
import {body, header} from './metrics';
import {drawExtras, drawPins, headerIcon, type GraphDefs, type Measured, type Shape} from './pins';
import {delegateSquare} from './pin-icons';

/** The event's delegate pin, which the editor draws as a square at the header's end: its index among the outputs. */
function headerPin(node: GraphNode): number | undefined {
  if (node.kind !== 'event' && node.kind !== 'custom-event') {
    return undefined;
  }
  const index = node.outputs.findIndex((pin) => pin.name === '' && pin.type.category === 'delegate');
  return index === -1 ? undefined : index;
}

/** Where the title starts: after the header icon, if the node has one. */
const titleX = (node: GraphNode) => (node.icon ? header.iconInset + header.icon + header.iconGap : header.titleInset);

function measure(node: GraphNode): Measured {
  const height = node.subtitle ? header.withSubtitle : header.plain;
  const inHeader = headerPin(node);
  const columns = measureColumns(node, {
    top: height + body.rowsTop,
    label: (pin) => pin.name,
    ...(inHeader === undefined ? {} : {inHeader}),
  });
  const x = titleX(node);
  const titleNeed = x + textWidth(node.title, 'title') + body.titleEnd;
  const subtitleNeed = node.subtitle
    ? x + header.subtitleIndent + textWidth(node.subtitle, 'subtitle') + body.titleEnd
    : 0;
  const band = node.developmentOnly ? textWidth('Development Only', 'label') + 2 * body.pinInset : 0;
  const width = Math.ceil(Math.max(body.minWidth, titleNeed, subtitleNeed, columnsWidth(columns), band));
  placeOutputs(columns, width, height);
  return {
    width,
    height: columns.height,
    header: height,
    title: node.title
      ? [{text: node.title, x, y: node.subtitle ? header.titleBaselineWithSubtitle : header.titleBaseline}]
      : [],
    ...(node.subtitle
      ? {subtitle: {text: node.subtitle, x: x + header.subtitleIndent, y: header.subtitleBaseline}}
      : {}),
    inputs: columns.inputs,
    outputs: columns.outputs,
    badges: badgePlaces(node, width),
    inputsWidth: columns.inputWidth + body.columnGap / 2,
    ...(columns.chevron ? {chevron: columns.chevron} : {}),
    ...(columns.divider === undefined ? {} : {divider: columns.divider}),
    ...(columns.addPin ? {addPin: columns.addPin} : {}),
    ...(columns.devBand === undefined ? {} : {devBand: columns.devBand}),
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
  const parts = [
    ...geometry.title.map((line) => ({line, className: 'bp-t', part: 'title'})),
    ...(geometry.subtitle ? [{line: geometry.subtitle, className: 'bp-s', part: 'subtitle'}] : []),
  ];
  return parts.map(({line, className, part}) => {
    const shown = cutLeft ? line.text.replace(/^(\.\.\.|…)/, '') : line.text;
    const x = cutLeft ? Math.max(line.x, visibleLeft - 2) : line.x;
    return el('text', {className, 'data-part': part, x, y: line.y}, shown);
  });
}

/** The header's outline: rounded at the top, square where it meets the body. */
const headerPath = (width: number, height: number) => {
  const r = body.radius;
  return `M1 ${height}V${r}Q1 1 ${r} 1H${width - r}Q${width - 1} 1 ${width - 1} ${r}V${height}Z`;
};

/** The header's layers: grey gloss, the colour fading to the right, the shading, the highlight line, the title's glow. */
function headerBand(node: GraphNode, geometry: NodeGeometry, defs: GraphDefs): Element[] {
  const colour = headerColour(node);
  if (!colour || geometry.header === 0) {
    return [];
  }
  const {width} = geometry;
  const d = headerPath(width, geometry.header);
  const ids = defs.header(colour.top);
  const title = geometry.title[0];
  const titleWidth = title ? textWidth(title.text, 'title') : 0;
  return [
    el('path', {fill: `url(#${defs.gloss})`, d}),
    el('path', {fill: `url(#${ids.ramp})`, d}),
    el('path', {fill: `url(#${defs.shading})`, d}),
    el('rect', {className: 'bp-hl', x: body.radius, y: 1, width: width - 2 * body.radius, height: 1}),
    el('rect', {
      fill: `url(#${ids.highlight})`,
      x: body.radius / 2,
      y: header.highlight,
      width: width - body.radius,
      height: 1,
    }),
    ...(title
      ? [
          el('ellipse', {
            fill: `url(#${defs.glow})`,
            cx: title.x + titleWidth * header.glowAlong,
            cy: header.plain * header.glowDown,
            rx: titleWidth * header.glowReach,
            ry: header.plain / 2,
          }),
        ]
      : []),
  ];
}

function draw(
  node: GraphNode,
  geometry: NodeGeometry,
  wired: Parameters<Shape['draw']>[2],
  defs: GraphDefs,
  visibleLeft: number,
): Element[] {
  const {width, height} = geometry;
  const inHeader = geometry.outputs.findIndex((slot) => slot.place === 'header');
  return [
    el('rect', {
      className: 'bp-b',
      filter: `url(#${defs.shadow})`,
      x: 0.5,
      y: 0.5,
      width: width - 1,
      height: height - 1,
      rx: body.radius,
    }),
    el('rect', {
      fill: `url(#${defs.band})`,
      x: 1,
      y: geometry.header,
      width: width - 2,
      height: Math.min(body.bandFade, height - geometry.header - body.radius),
    }),
    ...headerBand(node, geometry, defs),
    ...headerIcon(node),
    ...headerText(node, geometry, visibleLeft),
    ...(inHeader === -1
      ? []
      : [
          delegateSquare(
            geometry.outputs[inHeader]!.at.x,
            geometry.outputs[inHeader]!.at.y,
            wired.outputs.has(inHeader),
          ),
        ]),
    ...drawExtras(geometry, defs),
    ...drawPins(geometry.inputs, 'inputs', wired.inputs),
    ...drawPins(geometry.outputs, 'outputs', wired.outputs),
  ];
}

export const standard: Shape = {measure, draw};
