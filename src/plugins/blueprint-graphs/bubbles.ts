/**
 * A node's comment bubble: its text wrapped once, its box above the node
 * (flush with its left edge, or centred over it when wider), and the room it
 * takes there, for both layouts.
 */
import {fontSize, textWidth, wrapText} from './text';
import type {BubbleGeometry, NodeGeometry, PlacedBubble, PlacedNode} from './types';

export const bubbleMetrics = {
  padding: 6,
  line: 16,
  /** The tail that points down at the node. */
  tail: 7,
  /** The least width of its text. */
  textWidth: 168,
} as const;

/** The bubble over a node `nodeWidth` wide, from the node's top left: lines as wide as the node, or the least width. */
export function measureBubble(text: string, nodeWidth: number): BubbleGeometry {
  const lines = wrapText(
    text,
    Math.max(bubbleMetrics.textWidth, nodeWidth - 2 * bubbleMetrics.padding),
    fontSize.comment,
  );
  const width = Math.max(...lines.map((line) => textWidth(line, fontSize.comment))) + 2 * bubbleMetrics.padding;
  const height = lines.length * bubbleMetrics.line + 2 * bubbleMetrics.padding;
  return {
    lines,
    x: width > nodeWidth ? Math.round((nodeWidth - width) / 2) : 0,
    y: -height - bubbleMetrics.tail,
    width,
    height,
  };
}

/** The room a node's bubble takes above it and, when it is wider than the node, on each side. */
export function bubbleMargin({bubble}: NodeGeometry): {top: number; side: number} {
  return bubble ? {top: -bubble.y, side: Math.max(0, -bubble.x)} : {top: 0, side: 0};
}

/** A placed node's comment bubble, above it, or undefined without one. */
export function placeBubble({node, geometry, x, y}: PlacedNode): PlacedBubble | undefined {
  const {bubble} = geometry;
  return (
    bubble && {node, lines: bubble.lines, x: x + bubble.x, y: y + bubble.y, width: bubble.width, height: bubble.height}
  );
}
