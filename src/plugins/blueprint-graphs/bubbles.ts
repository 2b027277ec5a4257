/**
 * A node's comment bubble: its text wrapped, its box above the node (centred
 * over it when wider), and the room it takes there, for both layouts.
 */
import {nodeSize} from './measure';
import {fontSize, textWidth, wrapText} from './text';
import type {Box, GraphNode, PlacedBubble, PlacedNode, Point} from './types';

export const bubbleMetrics = {
  padding: 6,
  line: 16,
  /** The tail that points down at the node. */
  tail: 7,
  /** The least width of its text. */
  textWidth: 168,
} as const;

/** The bubble's text in lines as wide as the node, or as its least width if the node is narrower. */
function bubbleLines(node: GraphNode, width: number): string[] {
  const textWidth = Math.max(bubbleMetrics.textWidth, width - 2 * bubbleMetrics.padding);
  return wrapText(node.bubble ?? '', textWidth, fontSize.comment);
}

/** The room a node's bubble takes above it and, when it is wider than the node, on each side. */
export function bubbleMargin(node: GraphNode): {top: number; side: number} {
  if (!node.bubble) {
    return {top: 0, side: 0};
  }
  const {width} = nodeSize(node);
  const box = bubbleBox(node, {x: 0, y: 0, width});
  return {top: -box.y, side: Math.max(0, -box.x)};
}

/** The bubble over a node at `at`: flush with its left edge, or centred over it when wider. */
function bubbleBox(node: GraphNode, at: Point & {width: number}): Box & {lines: string[]} {
  const lines = bubbleLines(node, at.width);
  const widest = Math.max(...lines.map((line) => textWidth(line, fontSize.comment)));
  const width = widest + 2 * bubbleMetrics.padding;
  const height = lines.length * bubbleMetrics.line + 2 * bubbleMetrics.padding;
  return {
    lines,
    x: width > at.width ? Math.round(at.x + (at.width - width) / 2) : at.x,
    y: at.y - height - bubbleMetrics.tail,
    width,
    height,
  };
}

/** A placed node's comment bubble, above it, or undefined without one. */
export function placeBubble(placed: PlacedNode): PlacedBubble | undefined {
  return placed.node.bubble ? {node: placed.node, ...bubbleBox(placed.node, placed)} : undefined;
}
