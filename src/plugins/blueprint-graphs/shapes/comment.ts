/** A comment box, as the editor draws it: a tinted box around its nodes, its text above the highest one. */
import {commentLines} from '../text';
import {el, type Element, type PlacedComment} from '../types';
import {picture} from './metrics';

/** The lines of a comment's text in a box whose text is `width` wide, and the height that text takes. */
export function commentText(text: string, width: number): {lines: string[]; height: number} {
  const lines = commentLines(text, width);
  return {lines, height: lines.length * picture.commentLine + 2 * picture.commentInset};
}

export function drawComment(placed: PlacedComment): Element {
  const {colour} = placed.comment;
  const paint: Element['attrs'] = colour ? {fill: colour, fillOpacity: 0.15, stroke: colour} : {};
  return el(
    'g',
    {className: colour ? 'bp-c bp-cc' : 'bp-c'},
    el('rect', {x: placed.x, y: placed.y, width: placed.width, height: placed.height, rx: 3, ...paint}),
    ...placed.lines.map((line, index) =>
      el('text', {x: placed.textX, y: placed.y + 22 + index * picture.commentLine}, line),
    ),
  );
}
