/**
 * Lays out a graph whose nodes say where they sit in the editor (a pasted
 * graph's NodePosX/NodePosY, a hand-written block's `at`), at the editor's
 * 100 % zoom: each node at its place, sized as the editor sizes it, so the
 * drawing matches the editor's picture. Where two nodes would still overlap,
 * the later one (left to right, then top to bottom) moves the least it must,
 * away from the other; comment boxes keep their place and size and grow to
 * hold their nodes and title; wires are the editor's curves from pin to pin.
 * A node the picture cut keeps its place, and the picture's frame cuts it.
 */
import {assemble} from './assemble';
import {measureNode, nodeSize, overhang} from './measure';
import {commentTitle} from './shapes/comment';
import {comments as commentMetrics, edgeRun, picture} from './shapes/metrics';
import type {Box, Graph, GraphLayout, GraphNode, PictureEdge, PlacedComment} from './types';
import type {ResolvedWire} from './validate';

const {padding} = picture;

/** Whether two boxes overlap (touching is not overlapping). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many passes the overlaps get before the layout takes what it has. */
const passes = 20;

/**
 * Moves nodes apart where they overlap: each pair once per pass, the later
 * node of the pair moving right when it sits more to the right of the other
 * than below it, down otherwise, so the writer's order holds both ways.
 * Knots are wire bends, not bodies: they never move another node.
 */
export function separate(nodes: GraphNode[], boxes: Box[]): void {
  const order = nodes
    .map((node, index) => ({node, box: boxes[index]!}))
    .filter(({node}) => node.kind !== 'knot')
    .sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y);
  for (let pass = 0; pass < passes; pass++) {
    let moved = false;
    for (const [index, {box: a}] of order.entries()) {
      for (const {box: b} of order.slice(index + 1)) {
        if (!overlap(a, b)) {
          continue;
        }
        if (b.x - a.x >= b.y - a.y) {
          b.x = a.x + a.width + picture.nodeGap;
        } else {
          b.y = a.y + a.height + picture.nodeGap;
        }
        moved = true;
      }
    }
    if (!moved) {
      return;
    }
  }
}

/** A comment box at its place (or around its nodes), grown to hold its nodes and, above the highest, its title bar. */
function commentBox(comment: Graph['comments'][number], boxes: Map<string, Box>): PlacedComment {
  const members = comment.nodes.map((id) => boxes.get(id)!);
  const given = comment.box;
  const {inset} = commentMetrics;
  let left = Math.min(given?.x ?? Infinity, ...members.map((member) => member.x - inset));
  let right = Math.max(
    given ? given.x + given.width : -Infinity,
    ...members.map((member) => member.x + member.width + inset),
  );
  if (!Number.isFinite(left)) {
    left = padding;
    right = left + commentMetrics.minWidth;
  }
  right = Math.max(right, left + (given ? 0 : commentMetrics.minWidth));
  const title = commentTitle(comment.text, right - left);
  const top = Math.min(given?.y ?? Infinity, ...members.map((member) => member.y - inset - title.height));
  const bottom = Math.max(
    given ? given.y + given.height : -Infinity,
    top + title.height + inset,
    ...members.map((member) => member.y + member.height + inset),
  );
  return {comment, lines: title.lines, x: left, y: top, width: right - left, height: bottom - top};
}

/** Whether the picture cut a node on a side. */
const cut = (node: GraphNode, edge: PictureEdge) => node.cropped?.includes(edge) ?? false;

/**
 * How much of a node cut on the left or right the frame cuts off at most;
 * one cut at the top loses its header. A node cut on the left whose title
 * the writer gave whole loses no more than what lies before its title.
 */
const croppedShare = 0.4;

/**
 * Where a node reaches on a side of the frame: its own edge, or for a side
 * the picture cut, the line where the frame cuts it.
 */
function reach(node: GraphNode, box: Box, edge: 'left' | 'right' | 'top'): number {
  switch (edge) {
    case 'left': {
      const title = measureNode(node).title[0];
      const whole = title && !/^(\.\.\.|…)/.test(title.text) ? title.x - 2 : Infinity;
      return cut(node, 'left') ? box.x + Math.min(box.width * croppedShare, whole) : box.x;
    }
    case 'right':
      return cut(node, 'right') ? box.x + box.width * (1 - croppedShare) : box.x + box.width;
    case 'top':
      return cut(node, 'top') ? box.y + measureNode(node).header : box.y;
  }
}

export function placeGraph(graph: Graph, wires: ResolvedWire[]): GraphLayout {
  const boxes = graph.nodes.map((node) => ({
    x: Math.round(node.position?.x ?? 0),
    y: Math.round(node.position?.y ?? 0),
    ...nodeSize(node),
  }));
  separate(graph.nodes, boxes);
  const byId = new Map(graph.nodes.map((node, index) => [node.id, boxes[index]!]));
  const comments = graph.comments.map((comment) => commentBox(comment, byId));

  // The frame: everything drawn, a node the picture cut only up to the cut, with room for wires to its edges.
  const margins = graph.nodes.map((node) => overhang(measureNode(node)));
  const nodeReach = (edge: 'left' | 'right' | 'top') =>
    boxes.map((box, index) => reach(graph.nodes[index]!, box, edge));
  const left = Math.min(...nodeReach('left'), ...comments.map((c) => c.x));
  const right = Math.max(
    ...nodeReach('right').map(
      (value, index) => value + (cut(graph.nodes[index]!, 'right') ? 0 : margins[index]!.right),
    ),
    ...comments.map((c) => c.x + c.width),
  );
  const top = Math.min(
    ...nodeReach('top').map((value, index) => value - (cut(graph.nodes[index]!, 'top') ? 0 : margins[index]!.top)),
    ...comments.map((c) => c.y),
  );
  const bottom = Math.max(...boxes.map((box) => box.y + box.height), ...comments.map((c) => c.y + c.height));
  const entering = wires.some(({fromPin}) => fromPin < 0);
  const leaving = wires.some(({toPin}) => toPin < 0);
  const run = edgeRun(right - left);
  const cutLeft = graph.nodes.some((node) => cut(node, 'left'));
  const cutTop = graph.nodes.some((node) => cut(node, 'top'));
  const cutRight = graph.nodes.some((node) => cut(node, 'right'));
  const dx = (cutLeft ? 0 : padding) + (entering ? run : 0) - left;
  const dy = (cutTop ? 0 : padding) - top;

  return assemble(graph, wires, {
    width: right + dx + (cutRight ? 0 : padding) + (leaving ? run : 0),
    height: bottom + dy + padding,
    places: new Map(graph.nodes.map((node, index) => [node.id, {x: boxes[index]!.x + dx, y: boxes[index]!.y + dy}])),
    comments: comments.map((comment) => ({...comment, x: comment.x + dx, y: comment.y + dy})),
    edgeRun: run,
  });
}
