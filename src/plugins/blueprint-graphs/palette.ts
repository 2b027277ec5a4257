/**
 * Every colour of a drawn Blueprint graph, after the Unreal Editor's conventions.
 * Fixed colours are written into the SVG as fill/stroke; the few that follow
 * the site's colour mode become CSS custom properties (see `paletteCss`).
 */
import type {GraphNode, HeaderVariant, NodeKind, PinCategory} from './types';

/** Pin and wire colour by pin category (the editor's Graph Editor settings). */
export const pinColours: Record<PinCategory, string> = {
  /** Exec pins on a node; exec wires take the mode's `exec` colour. */
  exec: '#ffffff',
  bool: '#950000',
  byte: '#006f65',
  int: '#1fe3af',
  int64: '#acde8e',
  float: '#a1ff45',
  name: '#c88cff',
  string: '#ff00d4',
  text: '#e77ca4',
  vector: '#ffca23',
  rotator: '#a0b4ff',
  transform: '#ff7300',
  object: '#00a4f3',
  class: '#5800c4',
  'soft-object': '#94ffff',
  'soft-class': '#ff94ff',
  struct: '#0059cb',
  enum: '#00503c',
  interface: '#f1ffaa',
  delegate: '#ff3838',
  pose: '#9fd8ff',
  wildcard: '#8c8c8c',
};

/**
 * Node header colour by kind. Dark enough that the white title passes WCAG AA
 * (4.5:1); `null` for kinds drawn without a header.
 */
const headerColours: Record<NodeKind, string | null> = {
  event: '#8a1c1c',
  'custom-event': '#8a1c1c',
  function: '#1f4f8c',
  'pure-function': '#3a6b1f',
  macro: '#555555',
  'flow-control': '#5c5c5c',
  cast: '#13676b',
  conversion: null,
  'variable-get': null,
  'variable-set': '#3d4f63',
  'function-entry': '#5b2a86',
  'function-return': '#5b2a86',
  'anim-node': '#2c6350',
  operator: null,
  knot: null,
  other: '#454545',
};

/**
 * The editor gives the Switch nodes (Switch on String, Switch on Int …) a
 * yellow header of their own, and a call to the parent's implementation
 * (Parent: Get String Variable) an orange one.
 */
const variantColours: Record<HeaderVariant, string> = {switch: '#6b6600', 'parent-call': '#8f4300'};

export function headerColour(node: GraphNode): string | null {
  const colour = headerColours[node.kind];
  return node.header && colour ? variantColours[node.header] : colour;
}

/** Colours inside a node: the same in both modes, as in the editor. */
const nodeColours = {
  body: '#1c1c1ef0',
  border: '#000000',
  title: '#ffffff',
  subtitle: '#e8e8e8',
  pinLabel: '#e6e6e6',
  defaultBox: '#0f0f0f',
  defaultBorder: '#6b6b6b',
  defaultText: '#f0f0f0',
  /** The inner fill of an unwired data pin's circle. */
  hollow: '#1c1c1e',
  checkMark: '#ffffff',
  /** An operator's symbol (+, ==), grey as in the editor. */
  operator: '#b8b8b8',
  bubble: '#ececec',
  bubbleBorder: '#6b6b6b',
  bubbleText: '#1c1c1e',
} as const;

type ModeColours = {
  /** The canvas behind the nodes and its grid. */
  canvas: string;
  grid: string;
  /** Exec wires (white in the editor; dark on a light canvas). */
  exec: string;
  commentFill: string;
  commentBorder: string;
  commentText: string;
};

/** Colours that follow the site's colour mode. */
const modeColours: Record<'dark' | 'light', ModeColours> = {
  dark: {
    canvas: '#202124',
    grid: '#2c2d31',
    exec: '#ffffff',
    commentFill: '#ffffff14',
    commentBorder: '#8a8a8a',
    commentText: '#ffffff',
  },
  light: {
    canvas: '#eef0f3',
    grid: '#dfe2e7',
    exec: '#3b3b3b',
    commentFill: '#0000000d',
    commentBorder: '#7a7a7a',
    commentText: '#1c1c1e',
  },
};

/** The node and mode colours as custom properties of each graph, for the stylesheet beside this module. */
export function paletteCss(): string {
  const rule = (selector: string, colours: Record<string, string>) =>
    `${selector}{${Object.entries(colours)
      .map(([name, value]) => `--bp-${name}:${value}`)
      .join(';')}}`;
  return (
    rule('.bp', nodeColours) +
    rule('[data-theme=dark] .bp', modeColours.dark) +
    rule('[data-theme=light] .bp', modeColours.light)
  );
}
