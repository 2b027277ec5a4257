/**
 * A comment box (facts: editor-look.md, section 10): a title bar across its
 * top in the comment's colour, dimmed, its text large and bold with a dark
 * shadow; the box under it the same colour, translucent over the canvas; the
 * resize grip in its corner. A comment without a colour is the editor's
 * default white.
 */
import {wrapText} from '../text';
import {el, type Element, type PlacedComment} from '../types';
import {comments} from './metrics';

/** The title's lines in a box `width` wide, and the height of the bar that holds them. */
export function commentTitle(text: string, width: number): {lines: string[]; height: number} {
  const lines = wrapText(text, width - 2 * comments.titlePadding, 'comment');
  return {lines, height: comments.titleBar + (lines.length - 1) * (comments.titleBar - comments.titlePadding)};
}

/** The editor's "dimmed" title bar of a coloured comment: in HSV, saturation × 0.6 and value^0.55 × 0.7 (as ueblueprint dims it). */
function dimmed(colour: string): string {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map((part) => Number(part) / 255);
  const channels = [r ?? 1, g ?? 1, b ?? 1];
  const max = Math.max(...channels);
  const min = Math.min(...channels);
  const saturation = max === 0 ? 0 : ((max - min) / max) * 0.6;
  const value = Math.pow(max, 0.55) * 0.7;
  // Each channel keeps its place between the colour's least and greatest, at the new saturation and value.
  const shade = (channel: number) => value * (1 - saturation * (max === min ? 0 : (max - channel) / (max - min)));
  return `rgb(${channels.map((channel) => Math.round(255 * shade(channel))).join(' ')})`;
}

export function drawComment(placed: PlacedComment): Element {
  const {x, y, width, height, comment} = placed;
  const bar = commentTitle(comment.text, width).height;
  const coloured: Element['attrs'] = comment.colour ? {fill: comment.colour, fillOpacity: 0.3} : {};
  const barColour: Element['attrs'] = comment.colour ? {fill: dimmed(comment.colour)} : {};
  const grip = (offset: number) =>
    `M${x + width - 3 - offset} ${y + height - 3}L${x + width - 3} ${y + height - 3 - offset}`;
  return el(
    'g',
    {className: 'bp-c', 'data-visual': 'blueprint-comment'},
    el('rect', {className: 'bp-cb', x, y, width, height, rx: comments.radius, ...coloured}),
    el('rect', {className: 'bp-ct', x, y, width, height: bar, rx: comments.radius, ...barColour}),
    el('rect', {className: 'bp-cl', x: x + comments.radius, y, width: width - 2 * comments.radius, height: 1}),
    ...placed.lines.map((line, index) =>
      el(
        'text',
        {
          className: 'bp-cx',
          x: x + comments.titlePadding,
          y: y + comments.titleBaseline + index * (comments.titleBar - comments.titlePadding),
        },
        line,
      ),
    ),
    el('path', {className: 'bp-grip', d: [4, 8, 12].map(grip).join('')}),
  );
}
