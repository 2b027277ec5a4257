/**
 * The editor's small icons as SVG path data on a 16 px square: the header
 * icon before a node's title, the badges at its top-right corner, the
 * advanced-pins chevron. Drawn as lines (`stroke`) and solid shapes (`fill`),
 * no font and no image, so they stay crisp at any zoom.
 */
import type {HeaderIcon, NodeBadge} from './types';

export type IconPaths = {stroke?: string; fill?: string};

export const headerIconPaths: Record<HeaderIcon, IconPaths> = {
  function: {stroke: 'M11.5 2.8C10.2 2.2 8.8 2.7 8.4 4.2L6.6 11.8C6.2 13.3 4.9 13.8 3.5 13.2M5.2 6.5H10.8'},
  event: {stroke: 'M8 1.8L14.2 8L8 14.2L1.8 8ZM5 8H10.5M8.3 5.8L10.5 8L8.3 10.2'},
  /** A function's own graph (its entry and return nodes): the ƒ in the graph's tab frame. */
  'function-graph': {
    stroke: 'M2 2.5H14V13.5H2ZM2 5.2H14M10.6 6.9C9.8 6.5 8.9 6.8 8.6 7.8L7.5 11.8C7.2 12.8 6.4 13 5.6 12.7M6.4 8.9H9.8',
  },
  /** A macro: the editor's mark of a collapsed graph, a node with its wires running in and out. */
  macro: {stroke: 'M1.2 8H4M12 8H14.8', fill: 'M4 3.5H12V12.5H4ZM6 6.2H10V6.9H6ZM6 7.8H10V8.5H6ZM6 9.4H10V10.1H6Z'},
  keyboard: {stroke: 'M1.5 4.5H14.5V12.5H1.5ZM4 7H4.4M6.8 7H7.2M9.6 7H10M12 7H12.4M5 10H11'},
  gamepad: {
    stroke:
      'M4.5 4.5H11.5C13.4 4.5 14.5 6 14.8 8L15.3 11.2C15.5 12.7 14 13.5 12.9 12.5L11 10.5H5L3.1 12.5C2 13.5 0.5 12.7 0.7 11.2L1.2 8C1.5 6 2.6 4.5 4.5 4.5ZM4.5 6.8V9.2M3.3 8H5.7M10.8 7.2H10.9M12.2 8.8H12.3',
  },
  mouse: {
    stroke:
      'M8 1.8C10.7 1.8 12.2 3.6 12.2 6.3V9.7C12.2 12.4 10.7 14.2 8 14.2S3.8 12.4 3.8 9.7V6.3C3.8 3.6 5.3 1.8 8 1.8ZM8 4V6.5',
  },
  branch: {
    stroke: 'M1.5 8H6M6 8C8.5 8 9 4 13 4M6 8C8.5 8 9 12 13 12M11.3 2.4L13.2 4L11.3 5.6M11.3 10.4L13.2 12L11.3 13.6',
  },
  sequence: {
    stroke: 'M3 2.5V13.5M3 4H12M3 8H12M3 12H12M10.3 2.6L12 4L10.3 5.4M10.3 6.6L12 8L10.3 9.4M10.3 10.6L12 12L10.3 13.4',
  },
  /** The editor's Switch: one line in, forking into three arrows out. */
  switch: {
    stroke:
      'M1.5 8H5M5 8C7 8 7.5 3.5 10 3.5H13.5M5 8H13.5M5 8C7 8 7.5 12.5 10 12.5H13.5M11.8 1.9L13.5 3.5L11.8 5.1M11.8 6.4L13.5 8L11.8 9.6M11.8 10.9L13.5 12.5L11.8 14.1',
  },
  cast: {stroke: 'M1.5 8H9M6.5 5.5L9 8L6.5 10.5M10 3H14V13H10'},
  'is-valid': {stroke: 'M5.3 5.4C5.3 3.7 6.5 2.6 8 2.6S10.7 3.6 10.7 5.1C10.7 7.2 8 7.4 8 9.7M8 12.9V13'},
};

export const badgePaths: Record<NodeBadge, IconPaths> = {
  /** Runs on the server only: a server with a lightning bolt. */
  authority: {
    stroke: 'M2.5 2.5H9.5V13.5H2.5ZM4.3 5H7.7M4.3 7.5H7.7',
    fill: 'M12.6 5.5L10.3 9.4H12.1L10.9 13.8L14.8 8.5H12.8L14.1 5.5Z',
  },
  /** Cosmetic, for clients only: a monitor with a lightning bolt on its screen. */
  cosmetic: {stroke: 'M1.8 3H14.2V11H1.8ZM8 11V13.5M5.5 13.5H10.5', fill: 'M8.9 4L6 7.6H7.8L7 10L10 6.3H8.2Z'},
  /** Latent (an async action): a clock. */
  latent: {stroke: 'M8 1.8A6.2 6.2 0 1 0 8 14.2A6.2 6.2 0 1 0 8 1.8ZM8 4.6V8L10.5 9.8'},
  /** A replicated variable: two small balls, one up and right of the other. */
  replicated: {
    fill: 'M7.2 10.6A2.6 2.6 0 1 0 2 10.6A2.6 2.6 0 1 0 7.2 10.6ZM14 5.4A2.6 2.6 0 1 0 8.8 5.4A2.6 2.6 0 1 0 14 5.4Z',
  },
  /** An event or function of an interface: a ball in its socket. */
  interface: {
    stroke: 'M1.5 8H4M11.8 8H14.5M9.4 3.6A4.4 4.4 0 0 1 9.4 12.4',
    fill: 'M9 8A2.6 2.6 0 1 0 3.8 8A2.6 2.6 0 1 0 9 8Z',
  },
};

/** The chevron under a node's pins: pointing down while the advanced pins are hidden, up once shown. */
export const chevronPaths: Record<'hidden' | 'shown', string> = {
  hidden: 'M4 6L8 10L12 6',
  shown: 'M4 10L8 6L12 10',
};
