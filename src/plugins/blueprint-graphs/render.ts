/**
 * Turns a laid-out graph into static markup: a figure holding a scrollable,
 * aria-hidden SVG in the editor's look, a visually hidden ordered list that
 * reads the graph in execution order, the "Full view" and "Whole graph"
 * checkboxes and the caption.
 */
import {drawGraph} from './draw';
import {
  el,
  offscreen,
  type Element,
  type Graph,
  type GraphLayout,
  type GraphNode,
  type NodeBadge,
  type Pin,
  type PlacedWire,
} from './types';

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

/** What a badge tells a reader: where the node runs, and how. */
const badgeNames: Record<NodeBadge, string> = {
  authority: 'authority only',
  cosmetic: 'cosmetic',
  latent: 'latent',
  replicated: 'replicated',
  interface: 'from an interface',
};

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
    // A title cut by the picture's edge (`...to Viewport`) is read as the end of a title.
    return node.cropped ? node.title.replace(/^(\.\.\.|…)\s*/, '… ') : node.title;
  }
  const [input, output] = [node.inputs[0], node.outputs[0]];
  if (node.kind === 'conversion' && input && output) {
    return `${input.type.label} to ${output.type.label}`;
  }
  // A node whose header the picture cuts off: its title is not shown, not missing.
  return node.cropped?.includes('top')
    ? `${kindNames[node.kind]} with its title outside the picture`
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

/**
 * The wires that feed input `index` of a node, traced back through reroute
 * knots to the pins they start from: a knot only bends a wire, so the text
 * alternative names what the wire carries, not the knot.
 */
function feeding(
  graph: Graph,
  wires: PlacedWire[],
  node: string,
  index: number,
  seen = new Set<string>(),
): PlacedWire[] {
  return wires
    .filter(({wire, toPin}) => wire.to.node === node && toPin === index)
    .flatMap((placed) => {
      const source = graph.nodes.find((other) => other.id === placed.wire.from.node);
      if (source?.kind !== 'knot' || seen.has(source.id)) {
        return [placed];
      }
      seen.add(source.id);
      return feeding(graph, wires, source.id, 0, seen);
    });
}

/** One list item per node: title, kind, subtitle, what feeds each input, then the outputs whose wires leave the picture. */
function describeNode(graph: Graph, wires: PlacedWire[], names: Map<string, string>, node: GraphNode): string {
  const feeds = node.inputs.map((pin, index) => {
    const sources = feeding(graph, wires, node.id, index).map(({wire, fromPin}) => {
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
    if (pin.default === '') {
      return `${pinName(pin)} empty`;
    }
    return pin.default === undefined ? `${pinName(pin)} not connected` : `${pinName(pin)} = ${pin.default}`;
  });
  const leaving = node.outputs
    .filter((_, index) =>
      wires.some(({wire, fromPin}) => wire.from.node === node.id && fromPin === index && wire.to.node === offscreen),
    )
    .map((pin) => `${pinName(pin)} continues beyond the picture`);
  const about = [
    kindNames[node.kind],
    node.subtitle,
    ...(node.badges ?? []).map((badge) => badgeNames[badge]),
    node.cropped && 'partly outside the picture',
    node.developmentOnly && 'development only',
  ].filter(Boolean);
  const head = `${names.get(node.id)} (${about.join(', ')})`;
  const clauses = [...feeds, ...leaving];
  const item = clauses.length > 0 ? `${head}: ${clauses.join('; ')}.` : `${head}.`;
  return node.bubble ? `${item} Comment bubble: ${node.bubble}` : item;
}

export function renderGraph(graph: Graph, layout: GraphLayout): Element {
  const order = executionOrder(graph);
  const names = listNames(order);
  const svg = drawGraph(layout, graph.caption);
  // A comment names the nodes it holds as the list does, without the knots the list leaves out.
  const comments = graph.comments.map((comment) => {
    const held = comment.nodes
      .map((id) => graph.nodes.find((node) => node.id === id)!)
      .filter((node) => node.kind !== 'knot');
    return `Comment${held.length > 0 ? ` on ${held.map(nameOf).join(', ')}` : ''}: ${comment.text}`;
  });

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
      ...order
        .filter((node) => node.kind !== 'knot')
        .map((node) => el('li', {}, describeNode(graph, layout.wires, names, node))),
      ...comments.map((comment) => el('li', {}, comment)),
    ),
    // Shown while the graph overflows; checked, the stylesheet spreads the figure over the window.
    el(
      'div',
      {className: 'bp-views', 'data-llms-ignore': ''},
      el('label', {className: 'bp-full'}, el('input', {type: 'checkbox'}), 'Full view'),
      // In Full view only: the whole graph on screen, however small its text, as an overview.
      el('label', {className: 'bp-whole'}, el('input', {type: 'checkbox'}), 'Whole graph'),
    ),
    el('figcaption', {}, graph.caption),
    // A pasted graph's text, with Copy to Unreal, for the reader to take back into the editor.
    ...(graph.source === undefined ? [] : [el(editorTextName, {source: graph.source})]),
  );
}

/** The component a page imports for the text of a graph pasted from the editor (EditorText.tsx). */
export const editorTextName = 'BlueprintEditorText';
