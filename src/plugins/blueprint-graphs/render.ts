/**
 * Turns a laid-out graph into static markup: a figure holding a scrollable,
 * aria-hidden SVG in the editor's look, a visually hidden ordered list that
 * reads the graph in execution order, a "Full view" checkbox and the caption.
 */
import {defaultLook, defaultWidth, fontSize, headerHeight, isCompact, metrics, pinLabel, textWidth} from './measure';
import {wirePath} from './wires';
import {headerColour, pinColours} from './palette';
import {
  offscreen,
  type Element,
  type Graph,
  type GraphLayout,
  type GraphNode,
  type Pin,
  type PlacedNode,
  type PlacedComment,
  type PlacedWire,
} from './types';

const el = (tag: string, attrs: Element['attrs'] = {}, ...children: (Element | string)[]): Element => ({
  tag,
  attrs,
  children,
});

const kindNames: Record<GraphNode['kind'], string> = {
  event: 'event',
  'custom-event': 'custom event',
  function: 'function',
  'pure-function': 'pure function',
  macro: 'macro',
  'flow-control': 'flow control',
  cast: 'cast',
  conversion: 'conversion',
  'variable-get': 'get variable',
  'variable-set': 'set variable',
  'function-entry': 'function entry',
  'function-return': 'function return',
  'anim-node': 'animation node',
  operator: 'operator',
  knot: 'reroute node',
  other: 'node',
};

/** The exec arrow of a pin centred at (x, y): hollow until wired, as in the editor. */
function execPin(x: number, y: number, wired: boolean): Element {
  return el('path', {
    d: `M${x - 5} ${y - 5}h5l5 5-5 5h-5z`,
    fill: wired ? pinColours.exec : 'none',
    stroke: pinColours.exec,
  });
}

/** A data pin: a circle, a square for containers; filled when wired. */
function dataPin(pin: Pin, x: number, y: number, wired: boolean): Element {
  const colour = pinColours[pin.type.category];
  const fill = wired ? colour : 'var(--bp-hollow)';
  return pin.type.container
    ? el('rect', {x: x - 4, y: y - 4, width: 8, height: 8, fill, stroke: colour, strokeWidth: 2})
    : el('circle', {cx: x, cy: y, r: 4, fill, stroke: colour, strokeWidth: 2});
}

function pinShape(pin: Pin, x: number, y: number, wired: boolean): Element {
  return pin.type.category === 'exec' ? execPin(x, y, wired) : dataPin(pin, x, y, wired);
}

/** The default of an unwired input, drawn from x on row centre y. */
function defaultValue(pin: Pin, x: number, y: number): Element[] {
  const value = pin.default ?? '';
  const look = defaultLook(pin);
  if (look === 'checkbox') {
    const box = el('rect', {className: 'bp-db', x, y: y - 6, width: 12, height: 12, rx: 2});
    return value === 'true' ? [box, el('path', {className: 'bp-ck', d: `M${x + 3} ${y}l2 3 4-6`})] : [box];
  }
  const textX = look === 'self' ? x : x + metrics.boxPadding;
  const text = el('text', {className: 'bp-v', x: textX, y: y + 4}, value);
  if (look === 'self') {
    return [text];
  }
  const width = defaultWidth(pin);
  const box = el('rect', {
    className: 'bp-db',
    x,
    y: y - metrics.boxHeight / 2,
    width,
    height: metrics.boxHeight,
    rx: 3,
  });
  const arrowX = x + width - metrics.dropdownArrow + 2;
  return look === 'dropdown'
    ? [box, text, el('path', {className: 'bp-ck', d: `M${arrowX} ${y - 2}l3 3 3-3`})]
    : [box, text];
}

function drawNode(placed: PlacedNode, wiredInputs: Set<number>, wiredOutputs: Set<number>): Element {
  const {node, width, height} = placed;
  const children: Element[] = [el('rect', {className: 'bp-b', width, height, rx: metrics.radius})];
  const header = headerColour(node);
  if (header && !isCompact(node)) {
    const h = headerHeight(node);
    const r = metrics.radius;
    children.push(el('path', {fill: header, d: `M0 ${h}V${r}Q0 0 ${r} 0H${width - r}Q${width} 0 ${width} ${r}V${h}z`}));
  }
  if (node.kind === 'conversion') {
    children.push(el('circle', {className: 'bp-dot', cx: width / 2, cy: height / 2, r: 3}));
  } else if (isCompact(node)) {
    children.push(
      el('text', {className: 'bp-t', 'data-part': 'title', x: metrics.labelInset - 10, y: height / 2 + 4}, node.title),
    );
  } else {
    if (node.title) {
      children.push(el('text', {className: 'bp-t', 'data-part': 'title', x: 10, y: metrics.titleBaseline}, node.title));
    }
    if (node.subtitle) {
      children.push(
        el('text', {className: 'bp-s', 'data-part': 'subtitle', x: 10, y: metrics.subtitleBaseline}, node.subtitle),
      );
    }
  }
  node.inputs.forEach((pin, row) => {
    const y = placed.inputs[row]!.y - placed.y;
    const wired = wiredInputs.has(row);
    children.push(pinShape(pin, metrics.pinInset, y, wired));
    const label = pinLabel(node, pin);
    if (label) {
      children.push(el('text', {className: 'bp-l', 'data-part': 'pin', x: metrics.labelInset, y: y + 4}, label));
    }
    if (!wired && pin.default !== undefined) {
      const x = metrics.labelInset + (label ? textWidth(label, fontSize.label) + metrics.gap : 0);
      children.push(...defaultValue(pin, x, y));
    }
  });
  node.outputs.forEach((pin, row) => {
    const y = placed.outputs[row]!.y - placed.y;
    children.push(pinShape(pin, width - metrics.pinInset, y, wiredOutputs.has(row)));
    const label = pinLabel(node, pin);
    if (label) {
      children.push(
        el('text', {className: 'bp-l bp-r', 'data-part': 'pin', x: width - metrics.labelInset, y: y + 4}, label),
      );
    }
  });
  return el('g', {'data-visual': 'blueprint-node', transform: `translate(${placed.x} ${placed.y})`}, ...children);
}

function drawComment(placed: PlacedComment): Element {
  return el(
    'g',
    {className: 'bp-c'},
    el('rect', {x: placed.x, y: placed.y, width: placed.width, height: placed.height, rx: 3}),
    ...placed.lines.map((line, index) => el('text', {x: placed.textX, y: placed.y + 22 + index * 16}, line)),
  );
}

/** Nodes in execution order: a node comes after every node wired into it, ties in the author's order. */
export function executionOrder(graph: Graph): GraphNode[] {
  const pending = new Map(graph.nodes.map((node) => [node.id, new Set<string>()]));
  for (const wire of graph.wires) {
    if (wire.from.node !== wire.to.node && wire.from.node !== offscreen) {
      pending.get(wire.to.node)?.add(wire.from.node);
    }
  }
  const order: GraphNode[] = [];
  while (order.length < graph.nodes.length) {
    // A loop of wires (a ForEach body feeding back) is cut at its first node.
    const next =
      graph.nodes.find((node) => !order.includes(node) && pending.get(node.id)!.size === 0) ??
      graph.nodes.find((node) => !order.includes(node))!;
    order.push(next);
    pending.forEach((sources) => sources.delete(next.id));
  }
  return order;
}

function nameOf(node: GraphNode): string {
  if (node.title) {
    return node.title;
  }
  const [input, output] = [node.inputs[0], node.outputs[0]];
  return node.kind === 'conversion' && input && output
    ? `${input.type.label} to ${output.type.label}`
    : `Untitled ${kindNames[node.kind]}`;
}
const pinName = (pin: Pin) => pin.name || pin.type.label;
/** The editor shows an unset asset or class picker as "Select Asset" or "Select Class": a prompt, not a value. */
const isPlaceholder = (value: string) => /^Select (Asset|Class)$/.test(value);

/** The name of each node in the text alternative: nodes that share a title are numbered in the list's order. */
function listNames(order: GraphNode[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of order) {
    const sharing = order.filter((other) => nameOf(other) === nameOf(node));
    names.set(node.id, sharing.length > 1 ? `${nameOf(node)} ${sharing.indexOf(node) + 1}` : nameOf(node));
  }
  return names;
}

/** One list item per node: title, kind, subtitle, what feeds each input, then the outputs whose wires leave the picture. */
function describeNode(graph: Graph, wires: PlacedWire[], names: Map<string, string>, node: GraphNode): string {
  const feeds = node.inputs.map((pin, index) => {
    const sources = wires
      .filter(({wire, toPin}) => wire.to.node === node.id && toPin === index)
      .map(({wire, fromPin}) => {
        if (wire.from.node === offscreen) {
          return 'beyond the picture';
        }
        const source = graph.nodes.find((other) => other.id === wire.from.node)!;
        const output = source.outputs[fromPin]!.name;
        // An unnamed pin, or a getter's pin named like the getter, adds nothing to the node's name.
        return output === '' || output === source.title ? names.get(source.id) : `${names.get(source.id)} ${output}`;
      });
    if (sources.length > 0) {
      return `${pinName(pin)} from ${sources.join(' and ')}`;
    }
    if (pin.default !== undefined && isPlaceholder(pin.default)) {
      return `${pinName(pin)} not set`;
    }
    return pin.default === undefined ? `${pinName(pin)} not connected` : `${pinName(pin)} = ${pin.default}`;
  });
  const leaving = node.outputs
    .filter((_, index) =>
      wires.some(({wire, fromPin}) => wire.from.node === node.id && fromPin === index && wire.to.node === offscreen),
    )
    .map((pin) => `${pinName(pin)} continues beyond the picture`);
  const about = [kindNames[node.kind], node.subtitle, node.cropped && 'partly outside the picture'].filter(Boolean);
  const head = `${names.get(node.id)} (${about.join(', ')})`;
  const clauses = [...feeds, ...leaving];
  return clauses.length > 0 ? `${head}: ${clauses.join('; ')}.` : `${head}.`;
}

export function renderGraph(graph: Graph, layout: GraphLayout): Element {
  const wiredInputs = new Map<string, Set<number>>();
  const wiredOutputs = new Map<string, Set<number>>();
  const mark = (map: Map<string, Set<number>>, id: string, index: number) =>
    map.set(id, (map.get(id) ?? new Set()).add(index));
  for (const {wire, fromPin, toPin} of layout.wires) {
    mark(wiredOutputs, wire.from.node, fromPin);
    mark(wiredInputs, wire.to.node, toPin);
  }
  const order = executionOrder(graph);
  const names = listNames(order);

  const svg = el(
    'svg',
    {
      width: layout.width,
      height: layout.height,
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      'aria-hidden': 'true',
    },
    ...layout.comments.map(drawComment),
    ...layout.wires.map((placed) =>
      el('path', {
        'data-visual': 'blueprint-wire',
        className: placed.category === 'exec' ? 'bp-w bp-we' : 'bp-w',
        ...(placed.category === 'exec' ? {} : {stroke: pinColours[placed.category]}),
        d: wirePath(placed.runs),
      }),
    ),
    ...layout.nodes.map((placed) =>
      drawNode(placed, wiredInputs.get(placed.node.id) ?? new Set(), wiredOutputs.get(placed.node.id) ?? new Set()),
    ),
  );
  const comments = graph.comments.map(
    (comment) =>
      `Comment${comment.nodes.length > 0 ? ` on ${comment.nodes.map((id) => nameOf(graph.nodes.find((node) => node.id === id)!)).join(', ')}` : ''}: ${comment.text}`,
  );

  return el(
    'figure',
    {className: 'bp', 'data-visual': 'blueprint-graph'},
    el(
      'div',
      {className: 'bp-scroll', tabIndex: 0, role: 'region', 'aria-label': `Blueprint graph: ${graph.caption}`},
      svg,
    ),
    el(
      'ol',
      {className: 'bp-sr'},
      ...order.map((node) => el('li', {}, describeNode(graph, layout.wires, names, node))),
      ...comments.map((comment) => el('li', {}, comment)),
    ),
    // Shown while the graph overflows; checked, the stylesheet spreads the figure over the window.
    el('label', {className: 'bp-full', 'data-llms-ignore': ''}, el('input', {type: 'checkbox'}), 'Full view'),
    el('figcaption', {}, graph.caption),
    // A pasted graph's text, with Copy to Unreal, for the reader to take back into the editor.
    ...(graph.source === undefined ? [] : [el(editorTextName, {source: graph.source})]),
  );
}

/** The component a page imports for the text of a graph pasted from the editor (EditorText.tsx). */
export const editorTextName = 'BlueprintEditorText';
