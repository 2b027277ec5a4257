/**
 * Lays out a graph pasted from the editor where its writer put it: each node
 * at its NodePosX/NodePosY, all scaled by the smallest factor at which no two
 * nodes overlap (the drawing sizes nodes from estimated text widths, which
 * run wider than the editor's), comment boxes scaled with them and grown to
 * hold their nodes and text, wires as the editor's curves from pin to pin.
 */
import {bubbleMargin, placeBubble} from './bubbles';
import {nodeSize, picture, pinPoint} from './measure';
import {commentLines} from './text';
import type {Box, Graph, GraphLayout, GraphNode, PlacedBubble, PlacedComment, PlacedNode, Point} from './types';
import type {ResolvedWire} from './validate';

const {padding, commentInset, commentLine, edgeRun} = picture;
/** Room kept between nodes, and the largest spreading of the writer's layout tried before accepting overlaps. */
const gap = 8;
const maxScale = 3;

/** A point of a node, moved to where the node is placed. */
const at = (point: Point, x: number, y: number): Point => ({x: point.x + x, y: point.y + y});

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

type Size = {width: number; height: number};

/** Node boxes at a scale of the editor's positions, each at the size the drawing gives its node. */
const boxesAt = (nodes: GraphNode[], sizes: Size[], scale: number): Box[] =>
  nodes.map((node, index) => ({
    x: Math.round((node.position?.x ?? 0) * scale),
    y: Math.round((node.position?.y ?? 0) * scale),
    ...sizes[index]!,
  }));

/** The smallest scale, in steps of 5 %, at which no two nodes (knots aside) overlap. */
export function spreadingScale(nodes: GraphNode[], sizes: Size[] = nodes.map(nodeSize)): number {
  const solid = nodes.flatMap((node, index) => (node.kind === 'knot' ? [] : [{node, size: sizes[index]!}]));
  const solidNodes = solid.map(({node}) => node);
  const solidSizes = solid.map(({size}) => size);
  for (let scale = 1; scale < maxScale; scale = Math.round((scale + 0.05) * 100) / 100) {
    const boxes = boxesAt(solidNodes, solidSizes, scale);
    if (!boxes.some((box, index) => boxes.slice(index + 1).some((other) => overlaps(box, other)))) {
      return scale;
    }
  }
  return maxScale;
}

export function placeGraph(graph: Graph, wires: ResolvedWire[]): GraphLayout {
  // Each node's size once: every scale tried places the same sizes.
  const sizes = graph.nodes.map(nodeSize);
  const scale = spreadingScale(graph.nodes, sizes);
  const boxes = boxesAt(graph.nodes, sizes, scale);
  const entering = wires.some(({fromPin}) => fromPin < 0);
  const leaving = wires.some(({toPin}) => toPin < 0);

  // Comment boxes, scaled, then grown to hold their nodes and, above the highest, their text.
  const comments = graph.comments.map((comment) => {
    const box = comment.box ?? {x: 0, y: 0, width: 0, height: 0};
    const members = comment.nodes.map((id) => boxes[graph.nodes.findIndex((node) => node.id === id)]!);
    let x = Math.round(box.x * scale);
    let width = Math.round(box.width * scale);
    const lines = commentLines(comment.text, Math.max(width, picture.commentMinWidth) - 2 * commentInset);
    const textHeight = lines.length * commentLine + 2 * commentInset;
    const y = Math.min(Math.round(box.y * scale), ...members.map((member) => member.y - textHeight));
    const right = Math.max(x + width, ...members.map((member) => member.x + member.width + commentInset));
    x = Math.min(x, ...members.map((member) => member.x - commentInset));
    width = Math.max(right - x, picture.commentMinWidth);
    const bottom = Math.max(
      Math.round((box.y + box.height) * scale),
      ...members.map((m) => m.y + m.height + commentInset),
    );
    return {comment, lines, textX: x + commentInset, x, y, width, height: bottom - y};
  });

  // The picture's origin: its top-left content, with room for bubbles and for wires that run to an edge.
  const margins = graph.nodes.map(bubbleMargin);
  const tops = boxes.map((box, index) => box.y - margins[index]!.top);
  const left = Math.min(...boxes.map((box, index) => box.x - margins[index]!.side), ...comments.map((c) => c.x));
  const top = Math.min(...tops, ...comments.map((comment) => comment.y));
  const dx = padding + (entering ? edgeRun : 0) - left;
  const dy = padding - top;
  const right =
    Math.max(
      ...boxes.map((box, index) => box.x + box.width + margins[index]!.side),
      ...comments.map((c) => c.x + c.width),
    ) + dx;
  const bottom = Math.max(...boxes.map((box) => box.y + box.height), ...comments.map((c) => c.y + c.height)) + dy;
  const width = right + padding + (leaving ? edgeRun : 0);

  const nodes: PlacedNode[] = graph.nodes.map((node, index) => {
    const box = boxes[index]!;
    const x = box.x + dx;
    const y = box.y + dy;
    return {
      node,
      x,
      y,
      width: box.width,
      height: box.height,
      inputs: node.inputs.map((_, index) => at(pinPoint(node, 'inputs', index), x, y)),
      outputs: node.outputs.map((_, index) => at(pinPoint(node, 'outputs', index), x, y)),
    };
  });
  const byId = new Map(nodes.map((placed) => [placed.node.id, placed]));
  const placedComments: PlacedComment[] = comments.map((comment) => ({
    ...comment,
    x: comment.x + dx,
    y: comment.y + dy,
    textX: comment.textX + dx,
  }));

  return {
    width,
    height: bottom + padding,
    nodes,
    comments: placedComments,
    bubbles: nodes.map(placeBubble).filter((bubble): bubble is PlacedBubble => bubble !== undefined),
    wires: wires.map(({wire, fromPin, toPin}) => {
      const source = byId.get(wire.from.node);
      const target = byId.get(wire.to.node);
      const pin = source?.node.outputs[fromPin] ?? target!.node.inputs[toPin]!;
      const from: Point = source ? source.outputs[fromPin]! : {x: 0, y: target!.inputs[toPin]!.y};
      const to: Point = target ? target.inputs[toPin]! : {x: width, y: from.y};
      // An end beyond the picture runs straight to the edge, then bends to its pin as any wire does.
      const runs = [
        {y: from.y, x1: from.x, x2: source ? from.x : Math.max(from.x, to.x - edgeRun)},
        {y: to.y, x1: target ? to.x : Math.min(to.x, from.x + edgeRun), x2: to.x},
      ];
      return {wire, fromPin, toPin, category: pin.type.category, from, to, runs};
    }),
  };
}
