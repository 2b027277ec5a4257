/**
 * The marks on a node's top-right corner (facts: editor-look.md, section
 * 11): a latent call's clock, a white disc centred on the corner; the server
 * and monitor of where a node runs, and an interface's mark, standing out of
 * the corner; a replicated variable's two spheres on its getter's corner.
 * They are drawn over the nodes, apart from them, so a node's box is its body.
 */
import {badgePaths} from '../icons';
import {el, type BadgePlace, type Element, type GraphNode, type NodeBadge} from '../types';
import {badges} from './metrics';

/** A badge's size on screen. */
export const badgeSize = (badge: NodeBadge) =>
  badge === 'latent' ? badges.clock : badge === 'replicated' ? badges.replicated : badges.corner;

/** Each badge's centre, the last one on the corner and those before it to its left. */
export function badgePlaces(node: GraphNode, width: number): BadgePlace[] {
  const list = node.badges ?? [];
  let right = width;
  return list
    .slice()
    .reverse()
    .map((badge) => {
      const size = badgeSize(badge);
      const onCorner = badge === 'latent' || badge === 'replicated';
      const x = onCorner ? right : right - badges.cornerInset;
      right -= size;
      return {badge, x, y: onCorner ? 0 : badges.cornerInset - 1};
    })
    .reverse();
}

/** A badge at its place, on a node whose top left is (x, y). */
export function drawBadge(place: BadgePlace, x: number, y: number): Element {
  const size = badgeSize(place.badge);
  const paths = badgePaths[place.badge];
  return el(
    'g',
    {
      className: 'bp-bd',
      'data-badge': place.badge,
      transform: `translate(${x + place.x - size / 2} ${y + place.y - size / 2}) scale(${size / 16})`,
    },
    el('path', {className: 'bp-bdf', d: paths.fill}),
    ...(paths.ink ? [el('path', {className: 'bp-bdi', d: paths.ink})] : []),
  );
}
