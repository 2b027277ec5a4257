/**
 * Every colour of a drawn Blueprint graph, as the Unreal Editor shows it
 * (facts: editor-look.md, the section named beside each group): measured on
 * screen from the editor, and where a picture could not tell, taken from
 * ueblueprint's re-creation, which follows the engine's own style values.
 *
 * The canvas is the editor's dark one in both of the site's colour modes:
 * the editor's pin colours are made for it (on a light canvas the float,
 * exec and soft-object wires fall to 1.1:1), and every picture a reader
 * compares the drawing with is dark. See CONTRIBUTING ("Blueprint graphs")
 * and decisions/0004-blueprint-graphs.md.
 */
import type {GraphNode, HeaderVariant, NodeKind, PinCategory} from './types';

/** Section 5: pin and wire colours by category (ueblueprint's, checked against the editor where a picture shows one). */
export const pinColours: Record<PinCategory, string> = {
  exec: '#ffffff',
  bool: '#920000',
  byte: '#006e64',
  int: '#1ee0ac',
  int64: '#aae0ac',
  /** Unreal Engine 5's Blueprint float (a double underneath), as every picture shows it. */
  float: '#36d000',
  name: '#c880fc',
  string: '#fb00d0',
  text: '#e279a7',
  vector: '#fbc622',
  rotator: '#9db1fb',
  transform: '#e36700',
  object: '#00a8f2',
  class: '#5800ba',
  /** The editor's defaults for soft references (no picture shows one). */
  'soft-object': '#95ffff',
  'soft-class': '#ff95ff',
  struct: '#0058c8',
  enum: '#006d63',
  interface: '#eefca8',
  delegate: '#ff3838',
  /** The Anim Graph's pose links (UAnimationGraphSchema's pose colour). */
  pose: '#a0e0ff',
  wildcard: '#807878',
};

/** A header's colour at its left edge, its top row and its bottom row (section 3). */
export type HeaderColour = {top: string; bottom: string};

/** Section 3: header colours by kind, from the editor's pictures (left edge, top and bottom rows). */
const headers = {
  function: {top: '#5f86a0', bottom: '#4c748e'},
  pure: {top: '#70976a', bottom: '#62865d'},
  event: {top: '#a02625', bottom: '#8d1312'},
  /** Macros, Branch, Sequence and the other flow control. */
  macro: {top: '#a0a1a0', bottom: '#8f8f8f'},
  switch: {top: '#afb241', bottom: '#858c2a'},
  cast: {top: '#278082', bottom: '#147077'},
  /** The (148,116,24) of ueblueprint, 10 % lighter at the top and 8 % darker at the bottom, as the pictures' headers are. */
  timeline: {top: '#a3801b', bottom: '#886b16'},
  struct: {top: '#355e90', bottom: '#133e75'},
  functionGraph: {top: '#8b31a3', bottom: '#771491'},
  parentCall: {top: '#825d38', bottom: '#8b4710'},
  /** Anim Graph nodes: UAnimGraphNode_Base's green. */
  anim: {top: '#4f9d62', bottom: '#3f8452'},
} as const satisfies Record<string, HeaderColour>;

/** Header colour by kind; `null` for the kinds the editor draws without a header band. */
const kindHeaders: Record<NodeKind, HeaderColour | null> = {
  event: headers.event,
  'custom-event': headers.event,
  function: headers.function,
  'pure-function': headers.pure,
  macro: headers.macro,
  'flow-control': headers.macro,
  cast: headers.cast,
  conversion: null,
  'variable-get': null,
  'variable-set': null,
  'function-entry': headers.functionGraph,
  'function-return': headers.functionGraph,
  'anim-node': headers.anim,
  operator: null,
  knot: null,
  other: headers.macro,
};

const variantHeaders: Record<HeaderVariant, HeaderColour> = {
  switch: headers.switch,
  'parent-call': headers.parentCall,
  timeline: headers.timeline,
  struct: headers.struct,
};

/** The header band's colour: the kind's, or the variant the reader or parser decided (a Switch, a parent call). */
export function headerColour(node: GraphNode): HeaderColour | null {
  const colour = kindHeaders[node.kind];
  return node.header && colour ? variantHeaders[node.header] : colour;
}

/**
 * Colours inside a node and on the canvas, the same in both colour modes.
 * They reach the stylesheet as custom properties (`--bp-<name>`).
 */
export const colours = {
  /** Section 1: the canvas, its 16 px grid and its darker rule every 128 px. */
  canvas: '#262626',
  grid: '#353535',
  gridMajor: '#151515',
  /** Section 2: the body lets a fifth of the canvas through; its outline is near black. */
  body: 'rgb(9 13 9 / 0.8)',
  outline: '#070707',
  /** The lighter band under the header: white at this strength, fading down the body. */
  band: 'rgb(255 255 255 / 0.05)',
  /** Section 3: the grey gloss under a header's colour, top to bottom, the dark line under the outline, the highlight's right end. */
  glossTop: '#505858',
  glossBottom: '#232523',
  headerLine: '#2b2c2b',
  highlightEnd: '#9ea2a4',
  /** Section 4: title, subtitle (a pale yellow at half strength, tinted by the header under it) and pin labels. */
  title: '#c0c0c0',
  subtitle: 'rgb(196 206 140 / 0.5)',
  pinLabel: '#ffffff',
  /** The ƒ of a function call, and of a pure one. */
  callIcon: '#79c9ff',
  pureIcon: '#aaeda0',
  /** Section 5: an unlinked data pin's centre, a linked exec pin's rim, the delegate square's fill. */
  hollow: '#090b0a',
  execRim: '#999999',
  delegateFill: '#200202',
  /** Section 6: default-value widgets. */
  boxBorder: '#a5a5a5',
  value: '#c0c0c0',
  fieldFill: '#0f0f0f',
  fieldBorder: '#323232',
  checkMark: '#0070e0',
  pickerFill: '#1d1f1c',
  pickerText: '#959794',
  pickerButton: '#6b6d6a',
  axis: '#777777',
  divider: '#404240',
  /** Section 7: a compact node's symbol and a conversion's dot. */
  symbol: '#a5a5a5',
  dot: '#8f8f8f',
  /** Section 8: the glass of getters and SET, top to bottom. */
  glassHighlight: '#e3e4e4',
  glassTop: '#5a6062',
  glassBottom: '#303637',
  glassLower: 'rgb(31 33 32 / 0.92)',
  glassLowerEnd: 'rgb(26 28 26 / 0.92)',
  /** The Self node's pale green tint. */
  selfTint: '#39473a',
  /** Section 10: a white comment (the editor's default) and a node's comment bubble. */
  commentBar: '#ababab',
  commentBarLine: '#b8b8b8',
  commentBody: 'rgb(255 255 255 / 0.3)',
  commentText: '#ffffff',
  commentShadow: '#444444',
  bubbleTop: '#b7b7b7',
  bubbleBottom: '#dadada',
  bubbleRim: '#ffffff',
  bubblePill: '#575757',
  bubbleText: '#171717',
  /** Section 11: the Development Only band's stripes, and the badges. */
  devStripe: '#525c10',
  devText: '#ffffff',
  badge: '#ffffff',
  badgeInk: '#000000',
} as const;

/** The colours as custom properties of each graph, for the stylesheet beside this module. */
export function paletteCss(): string {
  return `.bp{${Object.entries(colours)
    .map(([name, value]) => `--bp-${name}:${value}`)
    .join(';')}}`;
}
