/**
 * Places the nodes of a hand-written graph with elkjs's layered algorithm,
 * left to right: each pin is an elk port at the height of its row (inputs on
 * the west side, outputs on the east), so elk orders the layers by execution
 * and puts data nodes beside the pins they feed. A wire with an end beyond
 * the picture is laid out to a stand-in node in the first or last layer; a
 * cropped node is moved across the edges that cut it. The steps, in order:
 * room for comments and bubbles → elk's graph → elk → boxes at the picture's
 * edges → crop → comment boxes → the shared last step (assemble.ts), with
 * elk's route for a wire that would pass under a node.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {assemble} from './assemble';
import {measureNode, overhang} from './measure';
import {commentTitle} from './shapes/comment';
import {comments as commentMetrics, edgeRun, picture} from './shapes/metrics';
import {textWidth} from './text';
import type {Box, Comment, Graph, GraphLayout, GraphNode, PlacedComment} from './types';
import type {ResolvedWire} from './validate';
import {boxUnder, routedWire} from './wires';

const elk = new ELK();

const {padding} = picture;
const {inset: commentInset, minWidth: commentMinWidth} = commentMetrics;
/** The stand-in for a wire's end beyond the picture; the picture's edge is moved to it afterwards. */
const stub = {width: 8, height: 8};
const nodeSpacing = 28;
/** Share of a node cut off by a left or right edge of the picture, at most. */
const croppedShare = 0.4;

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': String(nodeSpacing),
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.componentComponent': '40',
  // Network simplex honours the edges' priorities below: the exec flow runs as straight as it can, in a row.
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // Ties keep the author's order, which is the execution order.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': `[top=${padding},left=${padding},bottom=${padding},right=${padding}]`,
};

type Margin = {top: number; side: number};
type CommentRoom = {lines: Map<Comment, string[]>; textWidth: Map<Comment, number>; margin: (id: string) => Margin};

/**
 * Step 1. The room around each node: a node inside a comment is laid out with
 * the comment's margins and text above it (the text goes above whichever of
 * them elk places highest, so each reserves it), and a node's comment bubble
 * takes room above it too. A node in two comments makes room for the first.
 */
function commentRoom(graph: Graph): CommentRoom {
  const lines = new Map<Comment, string[]>();
  const textWidthOf = new Map<Comment, number>();
  const commentOf = new Map<string, Comment>();
  const nodeOf = (id: string) => graph.nodes.find((node) => node.id === id)!;
  const widthOf = (id: string) => measureNode(nodeOf(id)).width;
  for (const comment of graph.comments.filter((comment) => comment.nodes.length > 0)) {
    const widest = Math.max(...comment.nodes.map(widthOf));
    const width = Math.max(commentMinWidth, widest + 2 * commentInset);
    textWidthOf.set(comment, width);
    lines.set(comment, commentTitle(comment.text, width).lines);
    comment.nodes.filter((id) => !commentOf.has(id)).forEach((id) => commentOf.set(id, comment));
  }
  const margin = (id: string): Margin => {
    const comment = commentOf.get(id);
    const {top, right} = overhang(measureNode(nodeOf(id)));
    if (!comment) {
      return {top, side: right};
    }
    return {
      top: commentTitle(comment.text, textWidthOf.get(comment)!).height + commentInset + top,
      side: Math.max(commentInset, right, Math.ceil((textWidthOf.get(comment)! - widthOf(id)) / 2)),
    };
  };
  return {lines, textWidth: textWidthOf, margin};
}

/** The wires with an end beyond the picture, by index. */
const stubsOf = (wires: ResolvedWire[]) =>
  wires.flatMap(({fromPin, toPin}, index) => (fromPin >= 0 && toPin >= 0 ? [] : [index]));

/** An exec wire, drawn straight before any other, as writers keep the editor's exec flow in a row. */
const execEdge = {'elk.layered.priority.straightness': '10', 'elk.layered.priority.direction': '10'};

const carriesExec = (graph: Graph, wire: ResolvedWire['wire'], fromPin: number, toPin: number) => {
  const from = graph.nodes.find((node) => node.id === wire.from.node)?.outputs[fromPin];
  const to = graph.nodes.find((node) => node.id === wire.to.node)?.inputs[toPin];
  return (from ?? to)?.type.category === 'exec';
};

/** Step 2. Elk's graph: a node per node with its margins and fixed ports, a stand-in per wire end beyond the picture. */
function elkGraph(graph: Graph, wires: ResolvedWire[], margin: (id: string) => Margin): ElkNode {
  const stubs = stubsOf(wires);
  const atEdges = stubs.length > 0 || graph.nodes.some((node) => node.cropped);
  return {
    id: 'root',
    // The first and last layers are the picture's edges only when elk lays the
    // graph out as one piece, not each connected part on its own.
    layoutOptions: atEdges ? {...layoutOptions, 'elk.separateConnectedComponents': 'false'} : layoutOptions,
    children: [
      ...graph.nodes.map((node) => {
        const {width, height, inputs, outputs} = measureNode(node);
        const room = margin(node.id);
        const port = (side: 'WEST' | 'EAST', index: number) => {
          const pin = (side === 'WEST' ? inputs : outputs)[index]!.at;
          return {
            id: `${node.id}.${side === 'WEST' ? 'i' : 'o'}${index}`,
            // At the node's edge, so elk routes wires outside the nodes; the drawn wire starts at the pin's icon.
            x: side === 'WEST' ? 0 : width + 2 * room.side,
            y: room.top + pin.y,
            width: 0,
            height: 0,
            layoutOptions: {'elk.port.side': side},
          };
        };
        return {
          id: node.id,
          width: width + 2 * room.side,
          height: height + room.top + room.side,
          // The rows fix each pin's place; elk keeps them (and so their order) as given.
          layoutOptions: {'elk.portConstraints': 'FIXED_POS', ...croppedPlacement(node, wires)},
          ports: [...inputs.map((_, index) => port('WEST', index)), ...outputs.map((_, index) => port('EAST', index))],
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
      ...(carriesExec(graph, wire, fromPin, toPin) ? {layoutOptions: execEdge} : {}),
    })),
  };
}

/**
 * Step 4. Each node's box (inside its margins) where elk put it, moved so the
 * picture's edges lie one edge run beyond the outermost nodes where a wire
 * continues beyond them (elk keeps a whole layer's spacing there), and the
 * picture's width.
 */
function boxesAtEdges(graph: Graph, wires: ResolvedWire[], placed: ElkNode, margin: (id: string) => Margin) {
  const elkBox = (id: string) => placed.children!.find((candidate) => candidate.id === id)!;
  const boxes = new Map<string, Box>(
    graph.nodes.map((node) => {
      const {x = 0, y = 0} = elkBox(node.id);
      const room = margin(node.id);
      const {width, height} = measureNode(node);
      return [node.id, {x: Math.round(x) + room.side, y: Math.round(y) + room.top, width, height}];
    }),
  );
  const extent = (edge: (box: Box, room: Margin) => number) =>
    graph.nodes.map((node) => edge(boxes.get(node.id)!, margin(node.id)));
  const left = Math.min(...extent((box, room) => box.x - room.side));
  const right = Math.max(...extent((box, room) => box.x + box.width + room.side));
  const run = edgeRun(right - left);
  const entering = wires.some(({fromPin}) => fromPin < 0);
  const leaving = wires.some(({toPin}) => toPin < 0);
  const dx = padding + (entering ? run : 0) - left;
  boxes.forEach((box) => (box.x += dx));
  const width = right + dx + padding + (leaving ? run : 0);
  const stubY = new Map(
    stubsOf(wires).map((index) => [index, Math.round((elkBox(`stub${index}`).y ?? 0) + stub.height / 2)]),
  );
  return {boxes, width, run, dx, stubY};
}

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
 * Step 5. Moves a cropped node's box across the edges that cut it, as far as
 * the editor's picture showed it: a node cut on the left keeps the end of its
 * title in the picture, one cut on the right its inputs and their defaults.
 * The top edge cuts off the title bar; what elk placed above the node in its
 * column moves down under it.
 */
function crop(node: GraphNode, boxes: Map<string, Box>, pictureWidth: number): void {
  const box = boxes.get(node.id)!;
  const geometry = measureNode(node);
  const edges = new Set(node.cropped);
  if (edges.has('left')) {
    const shown = (text = '') => textWidth(text.replace(/^(\.\.\.|…)/, ''), 'title');
    const keep = Math.max(shown(geometry.title[0]?.text), shown(geometry.subtitle?.text)) + 2 * padding;
    box.x = -Math.max(0, Math.min(Math.round(box.width * croppedShare), box.width - keep));
  } else if (edges.has('right')) {
    const inputs = node.outputs.length > 0 ? geometry.inputsWidth : 0;
    box.x = pictureWidth - Math.max(Math.round(box.width * (1 - croppedShare)), inputs);
  }
  if (!edges.has('top')) {
    return;
  }
  box.y = -geometry.header;
  const column = [...boxes.values()]
    .filter((other) => other !== box && other.x < box.x + box.width && box.x < other.x + other.width)
    .sort((a, b) => a.y - b.y);
  let bottom = box.y + box.height;
  for (const other of column) {
    other.y = Math.max(other.y, bottom + nodeSpacing);
    bottom = other.y + other.height;
  }
}

/**
 * Step 5b. The height at which a wire with an end beyond the picture meets
 * the edge: its pin's, so it runs straight out as in the editor, unless that
 * line passes over a node; then elk's stand-in's, moved below any node a
 * crop has put over it.
 */
function edgeHeights(
  graph: Graph,
  wires: ResolvedWire[],
  boxes: Map<string, Box>,
  stubY: Map<number, number>,
  width: number,
  run: number,
): Map<number, number> {
  const heights = new Map<number, number>();
  const blocking = (y: number, x1: number, x2: number, own?: Box) =>
    [...boxes.values()].filter(
      (box) => box !== own && box.x < x2 && x1 < box.x + box.width && box.y < y + 4 && y - 4 < box.y + box.height,
    );
  stubY.forEach((y, index) => {
    const {wire, fromPin, toPin} = wires[index]!;
    const entering = fromPin < 0;
    const id = entering ? wire.to.node : wire.from.node;
    const node = graph.nodes.find((candidate) => candidate.id === id)!;
    const box = boxes.get(id)!;
    const geometry = measureNode(node);
    const pin = entering ? geometry.inputs[toPin]!.at : geometry.outputs[fromPin]!.at;
    const pinY = box.y + pin.y;
    const [x1, x2] = entering ? [0, box.x] : [box.x + box.width, width];
    if (blocking(pinY, x1, x2, box).length === 0) {
      heights.set(index, pinY);
      return;
    }
    const [r1, r2] = entering ? [0, run] : [width - run, width];
    const under = blocking(y, r1, r2);
    heights.set(
      index,
      under.length > 0 ? Math.max(...under.map((other) => other.y + other.height)) + nodeSpacing / 2 : y,
    );
  });
  return heights;
}

/**
 * Step 6. Comment boxes around their nodes, their title bar above the
 * highest; free-standing comments under the graph, one after another.
 * Returns the boxes and the picture's size with them.
 */
function commentBoxes(graph: Graph, room: CommentRoom, boxes: Map<string, Box>, size: {width: number; height: number}) {
  const placed: PlacedComment[] = [];
  for (const comment of graph.comments.filter((comment) => comment.nodes.length > 0)) {
    const members = comment.nodes.map((id) => boxes.get(id)!);
    const centre =
      (Math.min(...members.map((node) => node.x)) + Math.max(...members.map((node) => node.x + node.width))) / 2;
    const least = room.textWidth.get(comment)!;
    const left = Math.min(Math.round(centre - least / 2), ...members.map((node) => node.x - commentInset));
    const right = Math.max(left + least, ...members.map((node) => node.x + node.width + commentInset));
    const title = commentTitle(comment.text, right - left);
    const top = Math.min(...members.map((node) => node.y)) - commentInset - title.height;
    const bottom = Math.max(...members.map((node) => node.y + node.height + commentInset));
    placed.push({comment, lines: title.lines, x: left, y: top, width: right - left, height: bottom - top});
  }
  let {width, height} = size;
  for (const comment of graph.comments.filter((comment) => comment.nodes.length === 0)) {
    const boxWidth = Math.max(commentMinWidth, width - 2 * padding);
    const title = commentTitle(comment.text, boxWidth);
    placed.push({
      comment,
      lines: title.lines,
      x: padding,
      y: height,
      width: boxWidth,
      height: title.height + commentInset,
    });
    height += title.height + commentInset + padding;
    width = Math.max(width, boxWidth + 2 * padding);
  }
  return {comments: placed, width, height};
}

export async function layoutGraph(graph: Graph, wires: ResolvedWire[]): Promise<GraphLayout> {
  const room = commentRoom(graph);
  const placed = await elk.layout(elkGraph(graph, wires, room.margin));
  const {boxes, width: edgesWidth, run, dx, stubY} = boxesAtEdges(graph, wires, placed, room.margin);
  graph.nodes.filter((node) => node.cropped).forEach((node) => crop(node, boxes, edgesWidth));
  const edgeY = edgeHeights(graph, wires, boxes, stubY, edgesWidth, run);
  const nodesHeight = Math.max(
    Math.ceil(placed.height ?? 0),
    ...[...boxes.values()].map((box) => box.y + box.height + padding),
    ...[...edgeY.values()].map((y) => y + padding),
  );
  const {comments, width, height} = commentBoxes(graph, room, boxes, {width: edgesWidth, height: nodesHeight});
  return assemble(graph, wires, {
    width,
    height,
    places: new Map([...boxes].map(([id, {x, y}]) => [id, {x, y}])),
    comments,
    edgeRun: run,
    edgeY: (index) => edgeY.get(index),
    // A wire that would pass under a node follows elk's route around it instead.
    route: (index, direct, nodes) => {
      const section = placed.edges?.[index]?.sections?.[0];
      if (!section || !boxUnder(direct, nodes)) {
        return undefined;
      }
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({
        x: point.x + dx,
        y: point.y,
      }));
      const routed = routedWire(points, {...direct[0]!}, {...direct[direct.length - 1]!});
      return boxUnder(routed, nodes) ? undefined : routed;
    },
  });
}
