/**
 * The editor's small icons as SVG path data on a 16 px square (facts:
 * editor-look.md, sections 3 and 11): the header icon before a node's title,
 * drawn as lines (`stroke`) and solid shapes (`fill`), and the badges on a
 * node's corner, white shapes (`fill`) with dark marks (`ink`). No font and
 * no image, so they stay crisp at any zoom.
 */
import type {HeaderIcon, NodeBadge} from './types';

export type IconPaths = {stroke?: string; fill?: string};

/** The editor's node mark, a small window with a light title band. */
const window: IconPaths = {stroke: 'M2 3H14V13H2Z', fill: 'M2 3H14V6.2H2Z'};

export const headerIconPaths: Record<HeaderIcon, IconPaths> = {
  /** A function call's ƒ (light blue on a call, light green on a pure call: blueprint.css). */
  function: {stroke: 'M11.5 2.8C10.2 2.2 8.8 2.7 8.4 4.2L6.6 11.8C6.2 13.3 4.9 13.8 3.5 13.2M5.2 6.5H10.8'},
  /** An event: a solid diamond with an arrow cut through it. */
  event: {fill: 'M8 1.2L14.8 8L8 14.8L1.2 8ZM4.6 7.2V8.8H8.6V10.9L11.5 8L8.6 5.1V7.2Z'},
  /** A function's own graph (its entry and return nodes). */
  'function-graph': window,
  /** A macro without a mark of its own: a serif M. */
  macro: {fill: 'M2 3H5.4L8 9.6L10.6 3H14V4H13V12H14V13H10V12H11V6.2L8.6 12.5H7.4L5 6.2V12H6V13H2V12H3V4H2Z'},
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
  /** A cast: two arrow heads with a dotted bar. */
  cast: {stroke: 'M2 4L5.5 8L2 12M6.5 4L10 8L6.5 12M12 3V4.6M12 7.2V8.8M12 11.4V13'},
  'is-valid': {stroke: 'M5.3 5.4C5.3 3.7 6.5 2.6 8 2.6S10.7 3.6 10.7 5.1C10.7 7.2 8 7.4 8 9.7M8 12.9V13'},
  /** A loop macro: a circling arrow. */
  loop: {stroke: 'M12.8 8A4.8 4.8 0 1 1 10.9 4.2M9.4 2L11.2 4.3L8.7 5.6'},
  /** A Timeline: a clock. */
  timeline: {stroke: 'M8 2A6 6 0 1 0 8 14A6 6 0 1 0 8 2ZM8 4.8V8L10.4 9.6'},
  /** An async action, a delegate's Bind, Unbind or Call. */
  node: window,
  /** Make a struct: parts going into one block. */
  'make-struct': {stroke: 'M1.5 4H6M1.5 8H6M1.5 12H6M8.5 2.5H14.5V13.5H8.5Z'},
  /** Break a struct: one block coming apart into parts. */
  'break-struct': {stroke: 'M1.5 2.5H7.5V13.5H1.5ZM10 4H14.5M10 8H14.5M10 12H14.5'},
};

/** A badge: its white shape and its dark marks. */
export type BadgePaths = {fill: string; ink?: string};

export const badgePaths: Record<NodeBadge, BadgePaths> = {
  /** Runs on the server only: a server tower, a lightning bolt on its left. */
  authority: {
    fill: 'M7 1.5H14.5V14.5H7ZM4.6 3.5L1.5 9H3.8L2.8 13.5L6.4 7.2H4.2L5.6 3.5Z',
    ink: 'M8.6 4H12.9M8.6 6H12.9M8.6 8H12.9M10.7 11.5H10.8',
  },
  /** Cosmetic, for clients only: a monitor with a dark screen and a grey sheen, a lightning bolt on its left. */
  cosmetic: {
    fill: 'M5 2.5H15.5V11.5H11.2V13H13V14.3H7.5V13H9.3V11.5H5ZM3.6 3.2L0.8 8.3H2.9L2 12.4L5.3 6.6H3.3L4.6 3.2Z',
    ink: 'M6.2 3.7H14.3V10.3H6.2Z',
  },
  /** Latent (a call that waits): a white clock face with black hands. */
  latent: {
    fill: 'M8 0.6A7.4 7.4 0 1 0 8 15.4A7.4 7.4 0 1 0 8 0.6Z',
    ink: 'M7.4 3.2H8.6V7.6L11.3 9.4L10.6 10.4L7.4 8.3Z',
  },
  /** A replicated variable: two overlapping white spheres. */
  replicated: {
    fill: 'M10 5.6A4.2 4.2 0 1 0 1.6 5.6A4.2 4.2 0 1 0 10 5.6ZM14.6 10.6A4.2 4.2 0 1 0 6.2 10.6A4.2 4.2 0 1 0 14.6 10.6Z',
    ink: 'M10.2 7.4A4.2 4.2 0 0 0 9.6 7.2',
  },
  /** An event or function of an interface: a ball in its socket. */
  interface: {
    fill: 'M10.4 2.6A5.6 5.6 0 0 1 10.4 13.4V11.6A3.8 3.8 0 0 0 10.4 4.4ZM8.2 8A2.9 2.9 0 1 0 2.4 8A2.9 2.9 0 1 0 8.2 8ZM8.2 7.3H11.2V8.7H8.2Z',
  },
};
