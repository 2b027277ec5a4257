/**
 * A node's comment bubble (facts: editor-look.md, section 10): a light box
 * above the node, flush with its left edge, its tail pointing down at it, the
 * text in a pill outline on one line as the editor keeps it, the pin and eye
 * toggles at its right end.
 */
import {comments} from './shapes/metrics';
import {textWidth} from './text';
import {el, type BubbleGeometry, type Element, type PlacedBubble, type PlacedNode} from './types';

/** The bubble over a node, from the node's top left. */
export function measureBubble(text: string): BubbleGeometry {
  const width = Math.ceil(2 * comments.bubbleTextInset + textWidth(text, 'bubble') + comments.bubbleToggles);
  return {text, x: 0, y: -comments.bubbleHeight - comments.bubbleAbove, width, height: comments.bubbleHeight};
}

/** A placed node's comment bubble, above it, or undefined without one. */
export function placeBubble({node, geometry, x, y}: PlacedNode): PlacedBubble | undefined {
  const {bubble} = geometry;
  return (
    bubble && {node, text: bubble.text, x: x + bubble.x, y: y + bubble.y, width: bubble.width, height: bubble.height}
  );
}

export function drawBubble(placed: PlacedBubble, gradient: string): Element {
  const {x, y, width, height} = placed;
  const tailX = x + comments.bubbleTailInset;
  const bottom = y + height;
  const pill = (comments.bubbleHeight - comments.bubblePill) / 2;
  const togglesX = x + width - comments.bubbleToggles + 6;
  return el(
    'g',
    {className: 'bp-bb', 'data-visual': 'blueprint-bubble'},
    el('path', {
      fill: `url(#${gradient})`,
      d: `M${x + 3} ${y}H${x + width - 3}Q${x + width} ${y} ${x + width} ${y + 3}V${bottom - 3}Q${x + width} ${bottom} ${x + width - 3} ${bottom}H${tailX + comments.bubbleTail}L${tailX} ${bottom + comments.bubbleTail}V${bottom}H${x + 3}Q${x} ${bottom} ${x} ${bottom - 3}V${y + 3}Q${x} ${y} ${x + 3} ${y}Z`,
    }),
    el('rect', {
      className: 'bp-bp',
      x: x + pill,
      y: y + pill,
      width: width - comments.bubbleToggles - pill,
      height: comments.bubblePill,
      rx: comments.bubblePillRadius / 2,
    }),
    el('text', {x: x + comments.bubbleTextInset, y: y + height / 2 + 4}, placed.text),
    // The pin and the eye toggles.
    el('path', {
      className: 'bp-bt',
      d: `M${togglesX} ${y + 9}h5v6h-5zM${togglesX + 2.5} ${y + 15}v5M${togglesX + 11} ${y + 15}q5 -6 10 0q-5 6 -10 0z`,
    }),
  );
}
