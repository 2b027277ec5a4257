/**
 * Places the nodes of a graph with elkjs's layered algorithm, left to right:
 * each pin is an elk port at the height of its row (inputs on the west side,
 * outputs on the east), so elk orders the layers by execution and puts data
 * nodes beside the pins they feed. Wires are the editor's cubic curves from
 * pin centre to pin centre; comment boxes wrap their nodes after placement.
 * A wire that would pass under a node follows elk's route around it instead.
 * A wire with an end beyond the picture is laid out to a stand-in node in the
 * first or last layer, and runs straight from there to the picture's edge; a
 * cropped node is moved across the edges that cut it.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {bubbleMargin, placeBubble} from './bubbles';
import {headerHeight, inputsWidth, nodeSize, picture, pinPoint} from './measure';
import {commentLines} from './text';
import type {Box, Graph, GraphLayout, GraphNode, Comment, PlacedNode, PlacedComment, PlacedBubble} from './types';
import type {ResolvedWire} from './validate';
import {boxUnder, routedWire} from './wires';

const elk = new ELK();

const {padding, commentInset, commentLine, commentMinWidth} = picture;
/** The stand-in for a wire's end beyond the picture: the straight run to the edge, and a row's height. */
const stub = {width: picture.edgeRun, height: 8};
const nodeSpacing = 28;
/** Share of a node cut off by a left or right edge of the picture. */
const croppedShare = 0.4;

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': String(nodeSpacing),
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.componentComponent': '40',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  // Ties keep the author's order, which is the execution order.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': `[top=${padding},left=${padding},bottom=${padding},right=${padding}]`,
};

export async function layoutGraph(graph: Graph, wires: ResolvedWire[]): Promise<GraphLayout> {
  // A node inside a comment is laid out with the comment's margins and header,
  // so no other node lands under the comment's text.
  // Every node of a comment reserves the text's width above it, because the
  // text goes above whichever of them elk places highest.
  const linesOf = new Map<Comment, string[]>();
  const textWidthOf = new Map<Comment, number>();
  // A node in two comments makes room for the first one's text.
  const commentOf = new Map<string, Comment>();
  const widthOf = (id: string) => nodeSize(graph.nodes.find((node) => node.id === id)!).width;
  for (const comment of graph.comments.filter((comment) => comment.nodes.length > 0)) {
    const widest = Math.max(...comment.nodes.map(widthOf));
    const textWidth = Math.max(commentMinWidth, widest + 2 * commentInset) - 2 * commentInset;
    textWidthOf.set(comment, textWidth);
    linesOf.set(comment, commentLines(comment.text, textWidth));
    comment.nodes.filter((id) => !commentOf.has(id)).forEach((id) => commentOf.set(id, comment));
  }
  // A node's comment bubble takes room above it too, under its comment box's text.
  const marginOf = (id: string) => {
    const comment = commentOf.get(id);
    const bubble = bubbleMargin(graph.nodes.find((node) => node.id === id)!);
    return comment
      ? {
          top: linesOf.get(comment)!.length * commentLine + 2 * commentInset + bubble.top,
          side: Math.max(
            commentInset,
            bubble.side,
            Math.ceil((textWidthOf.get(comment)! + 2 * commentInset - widthOf(id)) / 2),
          ),
        }
      : bubble;
  };

  const stubs = wires.flatMap(({fromPin, toPin}, index) => (fromPin >= 0 && toPin >= 0 ? [] : [index]));
  const atEdges = stubs.length > 0 || graph.nodes.some((node) => node.cropped);
  const root: ElkNode = {
    id: 'root',
    // The first and last layers are the picture's edges only when elk lays the
    // graph out as one piece, not each connected part on its own.
    layoutOptions: atEdges ? {...layoutOptions, 'elk.separateConnectedComponents': 'false'} : layoutOptions,
    children: [
      ...graph.nodes.map((node) => {
        const {width, height} = nodeSize(node);
        const margin = marginOf(node.id);
        const port = (side: 'WEST' | 'EAST', index: number) => {
          const pin = pinPoint(node, side === 'WEST' ? 'inputs' : 'outputs', index);
          return {
            id: `${node.id}.${side === 'WEST' ? 'i' : 'o'}${index}`,
            x: portX(pin.x, width, margin.side),
            y: margin.top + pin.y,
            width: 0,
            height: 0,
            layoutOptions: {'elk.port.side': side},
          };
        };
        return {
          id: node.id,
          width: width + 2 * margin.side,
          height: height + margin.top + margin.side,
          // The rows fix each pin's place; elk keeps them (and so their order) as given.
          layoutOptions: {'elk.portConstraints': 'FIXED_POS', ...croppedPlacement(node, wires)},
          ports: [
            ...node.inputs.map((_, index) => port('WEST', index)),
            ...node.outputs.map((_, index) => port('EAST', index)),
          ],
        };
      }),
      ...stubs.map((index) => ({
        id: `stub${index}`,
        ...stub,
        layoutOptions: {'elk.layered.layering.layerConstraint': wires[index]!.fromPin < 0 ? 'FIRST' : 'LAST'},
      })),
    ],
    edges: wires.map(({wire, fromPin, toPin}, index) => ({
      id: `w${index}`,
      sources: [fromPin < 0 ? `stub${index}` : `${wire.from.node}.o${fromPin}`],
      targets: [toPin < 0 ? `stub${index}` : `${wire.to.node}.i${toPin}`],
    })),
  };
  const placed = await elk.layout(root);
  const placedWidth = Math.ceil(placed.width ?? 0);
  // Each node's box (inside its comment's margins) by id, and each stand-in's,
  // stretched to the edge its wire runs to.
  const elkBox = (id: string) => {
    const child = placed.children!.find((candidate) => candidate.id === id)!;
    return {x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0)};
  };
  const boxes = new Map<string, Box>([
    ...graph.nodes.map((node): [string, Box] => {
      const {x, y} = elkBox(node.id);
      const margin = marginOf(node.id);
      return [node.id, {x: x + margin.side, y: y + margin.top, ...nodeSize(node)}];
    }),
    ...stubs.map((index): [string, Box] => {
      const {x, y} = elkBox(`stub${index}`);
      return [
        `stub${index}`,
        wires[index]!.fromPin < 0
          ? {x: 0, y, width: x + stub.width, height: stub.height}
          : {x, y, width: placedWidth - x, height: stub.height},
      ];
    }),
  ]);
  graph.nodes.filter((node) => node.cropped).forEach((node) => crop(node, boxes, placedWidth));

  const nodes: PlacedNode[] = graph.nodes.map((node) => {
    const {x, y, width, height} = boxes.get(node.id)!;
    return {
      node,
      x,
      y,
      width,
      height,
      inputs: node.inputs.map((_, index) => offset(pinPoint(node, 'inputs', index), x, y)),
      outputs: node.outputs.map((_, index) => offset(pinPoint(node, 'outputs', index), x, y)),
    };
  });
  const byId = new Map(nodes.map((node) => [node.node.id, node]));

  const comments: PlacedComment[] = [];
  for (const comment of graph.comments.filter((comment) => comment.nodes.length > 0)) {
    const members = comment.nodes.map((id) => byId.get(id)!);
    const lines = linesOf.get(comment)!;
    const textWidth = textWidthOf.get(comment)!;
    const highest = members.reduce((a, b) => (b.y < a.y ? b : a));
    const textX = Math.round(highest.x + highest.width / 2 - textWidth / 2);
    const left = Math.min(textX, ...members.map((node) => node.x)) - commentInset;
    const top = highest.y - lines.length * commentLine - 2 * commentInset;
    const right = Math.max(textX + textWidth, ...members.map((node) => node.x + node.width)) + commentInset;
    const bottom = Math.max(...members.map((node) => node.y + node.height + commentInset));
    comments.push({comment, lines, textX, x: left, y: top, width: right - left, height: bottom - top});
  }

  // Free-standing comments go under the graph, one after another.
  let width = placedWidth;
  let height = Math.max(
    Math.ceil(placed.height ?? 0),
    ...[...boxes.values()].map((box) => box.y + box.height + padding),
  );
  for (const comment of graph.comments.filter((comment) => comment.nodes.length === 0)) {
    const lines = commentLines(comment.text, Math.max(commentMinWidth, width - 2 * padding) - 2 * commentInset);
    const box = {
      x: padding,
      y: height,
      width: Math.max(commentMinWidth, width - 2 * padding),
      height: lines.length * commentLine + 2 * commentInset,
    };
    comments.push({comment, lines, textX: box.x + commentInset, ...box});
    height += box.height + padding;
    width = Math.max(width, box.width + 2 * padding);
  }

  return {
    width,
    height,
    nodes,
    comments,
    bubbles: nodes.map(placeBubble).filter((bubble): bubble is PlacedBubble => bubble !== undefined),
    wires: wires.map(({wire, fromPin, toPin}, index) => {
      const source = byId.get(wire.from.node);
      const target = byId.get(wire.to.node);
      const pin = source?.node.outputs[fromPin] ?? target!.node.inputs[toPin]!;
      // An end beyond the picture is the stand-in's run to the edge.
      const standIn = boxes.get(`stub${index}`);
      const standInY = standIn && Math.round(standIn.y + stub.height / 2);
      const from = source?.outputs[fromPin] ?? {x: 0, y: standInY!};
      const to = target?.inputs[toPin] ?? {x: width, y: standInY!};
      const first = {y: from.y, x1: from.x, x2: source ? from.x : standIn!.x + standIn!.width};
      const last = {y: to.y, x1: target ? to.x : standIn!.x, x2: to.x};
      const direct = [first, last];
      const section = placed.edges?.[index]?.sections?.[0];
      const routed =
        section &&
        routedWire([section.startPoint, ...(section.bendPoints ?? []), section.endPoint], {...first}, {...last});
      const runs = boxUnder(direct, nodes) && routed && !boxUnder(routed, nodes) ? routed : direct;
      return {wire, fromPin, toPin, category: pin.type.category, from, to, runs};
    }),
  };
}

/** A port's x on an elk node that spans a node and its side margins: a pin on the node's edge is on the margin's edge. */
function portX(pinX: number, width: number, margin: number): number {
  if (pinX === 0) {
    return 0;
  }
  return pinX === width ? width + 2 * margin : margin + pinX;
}

const offset = (point: {x: number; y: number}, x: number, y: number) => ({x: x + point.x, y: y + point.y});

/**
 * Where elk puts a cropped node so that moving it sideways across its edges
 * covers nothing: in the first (last) layer when no wire enters (leaves) it.
 */
function croppedPlacement({id, cropped = []}: GraphNode, wires: ResolvedWire[]): Record<string, string> {
  const fed = wires.some(({wire}) => wire.to.node === id);
  const feeds = wires.some(({wire}) => wire.from.node === id);
  return {
    ...(cropped.includes('left') && !fed ? {'elk.layered.layering.layerConstraint': 'FIRST'} : {}),
    ...(cropped.includes('right') && !feeds ? {'elk.layered.layering.layerConstraint': 'LAST'} : {}),
  };
}

/**
 * Moves a cropped node's box across the edges that cut it, as far as the
 * editor's picture showed it. The top edge cuts off the title bar; what elk
 * placed above the node in its column moves down under it.
 */
function crop(node: GraphNode, boxes: Map<string, Box>, pictureWidth: number): void {
  const box = boxes.get(node.id)!;
  const edges = new Set(node.cropped);
  if (edges.has('left')) {
    box.x = -Math.round(box.width * croppedShare);
  } else if (edges.has('right')) {
    // A node with outputs is cut in its outputs' column: the inputs and their defaults stay in the picture.
    const inputs = node.outputs.length > 0 ? inputsWidth(node) : 0;
    box.x = pictureWidth - Math.max(Math.round(box.width * (1 - croppedShare)), inputs);
  }
  if (!edges.has('top')) {
    return;
  }
  box.y = -headerHeight(node);
  const column = [...boxes.values()]
    .filter((other) => other !== box && other.x < box.x + box.width && box.x < other.x + other.width)
    .sort((a, b) => a.y - b.y);
  let bottom = box.y + box.height;
  for (const other of column) {
    other.y = Math.max(other.y, bottom + nodeSpacing);
    bottom = other.y + other.height;
  }
}
