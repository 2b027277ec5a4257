/**
 * Every colour of a drawn Blueprint graph, from the Unreal Editor's own
 * defaults: the pin and node title colours are `UGraphEditorSettings`'
 * (Engine/Source/Editor/GraphEditor/Private/GraphEditorSettings.cpp, Project
 * Settings > Editor > Graph Editor) and the few node classes that pick their
 * own (K2Node_DynamicCast, K2Node_Switch), written here as the editor stores
 * them, linear RGB, and converted to sRGB for the SVG.
 *
 * The canvas is the editor's dark one in both of the site's colour modes:
 * the editor's pin colours are made for it (on a light canvas the float,
 * exec and soft-object wires fall to 1.1:1), and every picture a reader
 * compares the drawing with is dark. See CONTRIBUTING ("Blueprint graphs").
 */
import type {GraphNode, HeaderVariant, NodeKind, PinCategory} from './types';

type Linear = readonly [number, number, number];

/** One channel from linear light to sRGB (IEC 61966-2-1). */
const toSrgb = (channel: number) =>
  channel <= 0.0031308 ? 12.92 * channel : 1.055 * Math.pow(channel, 1 / 2.4) - 0.055;

/** A linear colour, scaled by `intensity`, as `#rrggbb`. */
function srgbHex(colour: Linear, intensity = 1): string {
  return `#${colour
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, toSrgb(channel * intensity))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `UGraphEditorSettings`' pin type colours (linear), by our pin category. */
const editorPinColours: Record<PinCategory, Linear> = {
  exec: [1, 1, 1],
  bool: [0.3, 0, 0],
  byte: [0, 0.16, 0.13127],
  int: [0.013575, 0.77, 0.429609],
  int64: [0.413575, 0.77, 0.429609],
  float: [0.357667, 1, 0.06],
  name: [0.607717, 0.224984, 1],
  string: [1, 0, 0.660537],
  text: [0.8, 0.2, 0.4],
  vector: [1, 0.591255, 0.016512],
  rotator: [0.353393, 0.454175, 1],
  transform: [1, 0.172585, 0],
  object: [0, 0.4, 0.91],
  class: [0.1, 0, 0.5],
  'soft-object': [0.3, 1, 1],
  'soft-class': [1, 0.3, 1],
  struct: [0, 0.1, 0.6],
  /** An enum pin is a byte pin to the editor, and takes its colour. */
  enum: [0, 0.16, 0.13127],
  interface: [0.8784, 1, 0.4],
  delegate: [1, 0.04, 0.04],
  /** The Anim Graph's pose links (UAnimationGraphSchema's pose colour). */
  pose: [0.35, 0.75, 1],
  wildcard: [0.22, 0.1958, 0.1958],
};

/** Pin and wire colour by pin category, in sRGB. */
export const pinColours = Object.fromEntries(
  Object.entries(editorPinColours).map(([category, colour]) => [category, srgbHex(colour)]),
) as Record<PinCategory, string>;

/** `UGraphEditorSettings`' node title colours (linear), and those of the classes that pick their own. */
const editorTitleColours = {
  event: [1, 0, 0],
  functionCall: [0.190525, 0.583898, 1],
  pureFunctionCall: [0.4, 0.85, 0.35],
  parentFunctionCall: [1, 0.17, 0],
  functionTerminator: [0.6, 0, 1],
  execBranch: [1, 1, 1],
  /** K2Node_DynamicCast. */
  cast: [0, 0.55, 0.62],
  /** K2Node_Switch. */
  switch: [1, 1, 0],
  /** Anim Graph nodes (UAnimGraphNode_Base's default). */
  anim: [0.25, 0.75, 0.4],
  default: [0.6, 0.6, 0.6],
} satisfies Record<string, Linear>;

/**
 * The editor lays a node's title colour over its dark body at a fraction of
 * its strength; this fraction keeps every header dark enough for its white
 * title to pass WCAG AA (4.5:1; the lightest, a Branch's grey, is 4.5:1).
 */
const headerIntensity = 0.18;

const header = (colour: Linear) => srgbHex(colour, headerIntensity);

/** Node header colour by kind; `null` for the kinds the editor draws without a header band. */
const headerColours: Record<NodeKind, string | null> = {
  event: header(editorTitleColours.event),
  'custom-event': header(editorTitleColours.event),
  function: header(editorTitleColours.functionCall),
  'pure-function': header(editorTitleColours.pureFunctionCall),
  macro: header(editorTitleColours.execBranch),
  'flow-control': header(editorTitleColours.execBranch),
  cast: header(editorTitleColours.cast),
  conversion: null,
  'variable-get': null,
  'variable-set': null,
  'function-entry': header(editorTitleColours.functionTerminator),
  'function-return': header(editorTitleColours.functionTerminator),
  'anim-node': header(editorTitleColours.anim),
  operator: null,
  knot: null,
  other: header(editorTitleColours.default),
};

const variantColours: Record<HeaderVariant, string> = {
  switch: header(editorTitleColours.switch),
  'parent-call': header(editorTitleColours.parentFunctionCall),
};

/** The header band's colour: the kind's, or the variant the reader or parser decided (a Switch, a parent call). */
export function headerColour(node: GraphNode): string | null {
  const colour = headerColours[node.kind];
  return node.header && colour ? variantColours[node.header] : colour;
}

/** Colours inside a node and on the canvas: the editor's dark ones, in both colour modes. */
const colours = {
  /** The canvas (the editor's graph panel) and its grid: a line every 16 px, a darker rule every 8 lines. */
  canvas: '#262626',
  grid: '#303030',
  gridMajor: '#141414',
  exec: pinColours.exec,
  body: '#101010e6',
  border: '#000000',
  title: '#ffffff',
  subtitle: '#d8d8d8',
  pinLabel: '#e6e6e6',
  defaultBox: '#0a0a0a',
  defaultBorder: '#5a5a5a',
  defaultText: '#f0f0f0',
  /** The inner fill of an unwired data pin's circle. */
  hollow: '#101010',
  checkMark: '#ffffff',
  /** An operator's symbol (+, ==), grey as in the editor. */
  operator: '#b8b8b8',
  /** A getter's capsule, a bit lighter than a node's body, as the editor draws it. */
  capsule: '#262626f2',
  bubble: '#ececec',
  bubbleBorder: '#6b6b6b',
  bubbleText: '#1c1c1e',
  commentFill: '#ffffff14',
  commentBorder: '#8a8a8a',
  commentText: '#ffffff',
  /** The "Development Only" band under a node. */
  devBand: '#5c4a00',
  devText: '#ffffff',
} as const;

/** The colours as custom properties of each graph, for the stylesheet beside this module. */
export function paletteCss(): string {
  return `.bp{${Object.entries(colours)
    .map(([name, value]) => `--bp-${name}:${value}`)
    .join(';')}}`;
}
