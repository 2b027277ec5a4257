/**
 * Places the nodes of a graph with elkjs's layered algorithm, left to right:
 * each pin is an elk port at the height of its row (inputs on the west side,
 * outputs on the east), so elk orders the layers by execution and puts data
 * nodes beside the pins they feed. Wires are the editor's cubic curves from
 * pin centre to pin centre; comment boxes wrap their nodes after placement.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {fontSize, nodeSize, rowY, textWidth} from './measure';
import type {Graph, GraphLayout, Note, PlacedNode, PlacedNote, Point} from './types';
import type {ResolvedWire} from './validate';

const elk = new ELK();

const padding = 16;
/** Room around the nodes of a comment box, and the height of one line of its text. */
const commentInset = 10;
const commentLine = 16;
const commentMinWidth = 220;

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '56',
  'elk.spacing.componentComponent': '40',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  // Ties keep the author's order, which is the execution order.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': `[top=${padding},left=${padding},bottom=${padding},right=${padding}]`,
};

/** Splits a note into lines that fit a width, by the same estimate as node labels. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize.label, true) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

export function bezier(from: Point, to: Point): string {
  const pull = Math.max(30, Math.abs(to.x - from.x) / 2);
  const r = Math.round;
  return `M${r(from.x)} ${r(from.y)}C${r(from.x + pull)} ${r(from.y)} ${r(to.x - pull)} ${r(to.y)} ${r(to.x)} ${r(to.y)}`;
}

export async function layoutGraph(graph: Graph, wires: ResolvedWire[]): Promise<GraphLayout> {
  // A node inside a comment is laid out with the comment's margins and header,
  // so no other node lands under the comment's text.
  // Every node of a comment reserves the text's width above it, because the
  // text goes above whichever of them elk places highest.
  const linesOf = new Map<Note, string[]>();
  const textWidthOf = new Map<Note, number>();
  // A node in two comments makes room for the first one's text.
  const noteOf = new Map<string, Note>();
  const widthOf = (id: string) => nodeSize(graph.nodes.find((node) => node.id === id)!).width;
  for (const note of graph.notes.filter((note) => note.nodes.length > 0)) {
    const widest = Math.max(...note.nodes.map(widthOf));
    const textWidth = Math.max(commentMinWidth, widest + 2 * commentInset) - 2 * commentInset;
    textWidthOf.set(note, textWidth);
    linesOf.set(note, wrapText(note.text, textWidth));
    note.nodes.filter((id) => !noteOf.has(id)).forEach((id) => noteOf.set(id, note));
  }
  const marginOf = (id: string) => {
    const note = noteOf.get(id);
    return note
      ? {
          top: linesOf.get(note)!.length * commentLine + 2 * commentInset,
          side: Math.max(commentInset, Math.ceil((textWidthOf.get(note)! + 2 * commentInset - widthOf(id)) / 2)),
        }
      : {top: 0, side: 0};
  };

  const root: ElkNode = {
    id: 'root',
    layoutOptions,
    children: graph.nodes.map((node) => {
      const {width, height} = nodeSize(node);
      const margin = marginOf(node.id);
      const port = (side: 'WEST' | 'EAST', index: number) => ({
        id: `${node.id}.${side === 'WEST' ? 'i' : 'o'}${index}`,
        x: side === 'WEST' ? 0 : width + 2 * margin.side,
        y: margin.top + rowY(node, index),
        width: 0,
        height: 0,
        layoutOptions: {'elk.port.side': side},
      });
      return {
        id: node.id,
        width: width + 2 * margin.side,
        height: height + margin.top + margin.side,
        // The rows fix each pin's place; elk keeps them (and so their order) as given.
        layoutOptions: {'elk.portConstraints': 'FIXED_POS'},
        ports: [
          ...node.inputs.map((_, index) => port('WEST', index)),
          ...node.outputs.map((_, index) => port('EAST', index)),
        ],
      };
    }),
    edges: wires.map(({wire, fromPin, toPin}, index) => ({
      id: `w${index}`,
      sources: [`${wire.from.node}.o${fromPin}`],
      targets: [`${wire.to.node}.i${toPin}`],
    })),
  };
  const placed = await elk.layout(root);

  const nodes: PlacedNode[] = graph.nodes.map((node, index) => {
    const box = placed.children?.[index];
    const margin = marginOf(node.id);
    const x = Math.round((box?.x ?? 0) + margin.side);
    const y = Math.round((box?.y ?? 0) + margin.top);
    const {width, height} = nodeSize(node);
    return {
      node,
      x,
      y,
      width,
      height,
      inputs: node.inputs.map((_, row) => ({x, y: y + rowY(node, row)})),
      outputs: node.outputs.map((_, row) => ({x: x + width, y: y + rowY(node, row)})),
    };
  });
  const byId = new Map(nodes.map((node) => [node.node.id, node]));

  const notes: PlacedNote[] = [];
  for (const note of graph.notes.filter((note) => note.nodes.length > 0)) {
    const members = note.nodes.map((id) => byId.get(id)!);
    const lines = linesOf.get(note)!;
    const textWidth = textWidthOf.get(note)!;
    const highest = members.reduce((a, b) => (b.y < a.y ? b : a));
    const textX = Math.round(highest.x + highest.width / 2 - textWidth / 2);
    const left = Math.min(textX, ...members.map((node) => node.x)) - commentInset;
    const top = highest.y - lines.length * commentLine - 2 * commentInset;
    const right = Math.max(textX + textWidth, ...members.map((node) => node.x + node.width)) + commentInset;
    const bottom = Math.max(...members.map((node) => node.y + node.height + commentInset));
    notes.push({note, lines, textX, x: left, y: top, width: right - left, height: bottom - top});
  }

  // Free-standing notes go under the graph, one after another.
  let width = Math.ceil(placed.width ?? 0);
  let height = Math.ceil(placed.height ?? 0);
  for (const note of graph.notes.filter((note) => note.nodes.length === 0)) {
    const lines = wrapText(note.text, Math.max(commentMinWidth, width - 2 * padding) - 2 * commentInset);
    const box = {
      x: padding,
      y: height,
      width: Math.max(commentMinWidth, width - 2 * padding),
      height: lines.length * commentLine + 2 * commentInset,
    };
    notes.push({note, lines, textX: box.x + commentInset, ...box});
    height += box.height + padding;
    width = Math.max(width, box.width + 2 * padding);
  }

  return {
    width,
    height,
    nodes,
    notes,
    wires: wires.map(({wire, fromPin, toPin}) => {
      const source = byId.get(wire.from.node)!;
      const target = byId.get(wire.to.node)!;
      return {
        wire,
        fromPin,
        toPin,
        category: source.node.outputs[fromPin]!.type.category,
        from: source.outputs[fromPin]!,
        to: target.inputs[toPin]!,
      };
    }),
  };
}
