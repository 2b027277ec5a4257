/**
 * The editor's glass body (facts: editor-look.md, sections 7 and 8), shared
 * by getters, SET and compact nodes: a translucent dark body under a grey
 * gloss band with a highlight row, the band tinted at its middle with the
 * colour of the value the node carries.
 */
import {pinColours} from '../palette';
import {el, type Element, type PinCategory} from '../types';
import {glass} from './metrics';
import type {GraphDefs} from './pins';

/** A glass body `width` by `height` with corner radius `radius`, tinted by `tint` (a pin category, or the Self node's green). */
export function glassBody(
  width: number,
  height: number,
  radius: number,
  defs: GraphDefs,
  tint?: PinCategory | 'self',
): Element[] {
  const box = {x: 0.5, y: 0.5, width: width - 1, height: height - 1, rx: radius};
  const tintColour = tint === 'self' ? 'var(--bp-selfTint)' : tint ? pinColours[tint] : undefined;
  return [
    el('rect', {className: 'bp-gb', filter: `url(#${defs.shadow})`, fill: `url(#${defs.glassLower})`, ...box}),
    el('rect', {fill: `url(#${defs.glass})`, ...box}),
    ...(tintColour
      ? [el('rect', {fill: `url(#${defs.tint(tintColour)})`, x: 1, y: 1, width: width - 2, height: glass.glossHeight})]
      : []),
    el('rect', {className: 'bp-go', ...box}),
  ];
}
