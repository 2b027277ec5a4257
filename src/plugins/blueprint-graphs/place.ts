/**
 * Lays out a graph pasted from the editor where its writer put it: each node
 * at its NodePosX/NodePosY, all scaled by the smallest factor at which no two
 * nodes overlap (the drawing sizes nodes from estimated text widths, which
 * run wider than the editor's), comment boxes scaled with them and grown to
 * hold their nodes and text, wires as the editor's curves from pin to pin.
 */
import {assemble} from './assemble';
import {bubbleMargin} from './bubbles';
import {measureNode, nodeSize, picture} from './measure';
import {edgeRun} from './shapes/metrics';
import {commentLines} from './text';
import type {Box, Graph, GraphLayout, GraphNode, PlacedComment} from './types';
import type {ResolvedWire} from './validate';

const {padding, commentInset, commentLine} = picture;
/** Room kept between nodes, and the largest spreading of the writer's layout tried before accepting overlaps. */
const gap = 8;
const maxScale = 3;

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
  const margins = graph.nodes.map((node) => bubbleMargin(measureNode(node)));
  const left = Math.min(...boxes.map((box, index) => box.x - margins[index]!.side), ...comments.map((c) => c.x));
  const top = Math.min(...boxes.map((box, index) => box.y - margins[index]!.top), ...comments.map((c) => c.y));
  const right = Math.max(
    ...boxes.map((box, index) => box.x + box.width + margins[index]!.side),
    ...comments.map((c) => c.x + c.width),
  );
  const run = edgeRun(right - left);
  const dx = padding + (entering ? run : 0) - left;
  const dy = padding - top;
  const bottom = Math.max(...boxes.map((box) => box.y + box.height), ...comments.map((c) => c.y + c.height)) + dy;

  return assemble(graph, wires, {
    width: right + dx + padding + (leaving ? run : 0),
    height: bottom + padding,
    places: new Map(graph.nodes.map((node, index) => [node.id, {x: boxes[index]!.x + dx, y: boxes[index]!.y + dy}])),
    comments: comments.map((comment): PlacedComment => ({
      ...comment,
      x: comment.x + dx,
      y: comment.y + dy,
      textX: comment.textX + dx,
    })),
    edgeRun: run,
  });
}
