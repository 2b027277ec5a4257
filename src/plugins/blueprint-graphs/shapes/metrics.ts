/**
 * Every size the shapes measure with, in px at the editor's 100 % zoom, as
 * the Unreal Editor draws a graph (facts: editor-look.md, the section named
 * beside each group). Shape code reads these names; it holds no number of
 * its own.
 */

/** Section 2: the standard node's body. */
export const body = {
  /** The outline's corner radius. */
  radius: 6,
  /** The least width of a titled node (ueb's). */
  minWidth: 100,
  /** Room at the header's right end, which also holds an event's delegate square. */
  titleEnd: 36,
  /** The first row starts this far under the header, rows are this far apart, the last ends this far above the bottom. */
  rowsTop: 6,
  rowGap: 6,
  rowsBottom: 5,
  /** A pin icon's distance from the node's left or right outline. */
  pinInset: 14,
  /** An output-only node's left margin. */
  outputOnlyInset: 16,
  /** Between the inputs' column and the outputs'. */
  columnGap: 32,
  /** The lighter band under the header fades into the body over this height. */
  bandFade: 80,
} as const;

/** Section 2: the node's drop shadow (offset, blur). */
export const shadow = {dx: 1, dy: 4, blur: 3} as const;

/** Section 3 and 4: the header. */
export const header = {
  /** Height with the outline row: a title alone; a title and a subtitle. */
  plain: 24,
  withSubtitle: 40,
  /** The header icon: its left inset, size, top, and the gap before the title. */
  iconInset: 11,
  icon: 14,
  iconTop: 5,
  iconGap: 7,
  /** A title without an icon starts at the icon's inset. */
  titleInset: 11,
  titleBaseline: 17,
  /** With a subtitle the title sits a little higher. */
  titleBaselineWithSubtitle: 16.5,
  subtitleBaseline: 33,
  subtitleIndent: 2,
  /** The highlight line under the outline row. */
  highlight: 2,
  /** The dark glow behind the title: its centre along the title and down the header, and its reach over the title. */
  glowAlong: 0.35,
  glowDown: 0.55,
  glowReach: 0.65,
} as const;

/** Section 5: pins, their icons and labels, and the rows they sit in. */
export const pins = {
  /** A data pin: the circle's diameter and ring, the arrow's size, the gap between them. */
  circle: 11,
  ring: 2,
  arrowWidth: 4,
  arrowHeight: 6,
  arrowGap: 1,
  /** The data pin's icon, circle and arrow. */
  dataWidth: 16,
  /** The exec pin's "house" shape. */
  execWidth: 12,
  execHeight: 14,
  execStroke: 1.3,
  /** Container and by-reference icons. */
  container: 16,
  cell: 4,
  cellGap: 2,
  diamond: 12,
  /** An event's delegate square: its size, border, and its distance from the header's right edge. */
  delegate: 11,
  delegateBorder: 2,
  delegateInset: 8,
  /** From an icon to its label. */
  labelGap: 6,
  /** A row is its tallest content plus this; plain content (a label, a data pin) is `content` tall, an exec pin `execContent`. */
  rowPadding: 10,
  content: 14,
  execContent: 16,
} as const;

/** Section 6: the default-value widgets of unwired inputs. */
export const widgets = {
  /** From a label to a widget on its row. */
  gap: 5,
  /** A widget moves under its label when label and widget are wider than this together. */
  wrapWidth: 145,
  /** Between a label and the widget under it, and the widget's indent there. */
  underGap: 2,
  underIndent: 3,
  /** Text, number and name boxes. */
  boxHeight: 19,
  boxPadding: 6,
  boxPaddingEnd: 5,
  boxRadius: 2.5,
  /** The read-only "self" box. */
  selfBox: 39,
  checkbox: 18,
  /** An enum's dropdown: its height, least width, text inset, radius and chevron. */
  comboHeight: 27,
  comboMinWidth: 190,
  comboTextInset: 13,
  comboRadius: 4,
  chevron: 8,
  /** A class or asset picker, and its two round buttons after it. */
  pickerHeight: 24,
  pickerMinWidth: 87,
  pickerTextInset: 8,
  pickerButton: 14,
  pickerButtonGap: 4,
  /** The localization flag after a text's box, and the gap before it. */
  flag: 12,
  flagGap: 4,
  /** A vector's or rotator's axis letter and the gap after each box. */
  axisGap: 4,
  swatch: 18,
} as const;

/** Section 7: compact nodes (operators, conversions, a subsystem's getter). */
export const compactNode = {
  minWidth: 124,
  minHeight: 48,
  /** Room between the inputs' column and the symbol, so a value box never covers it. */
  symbolGap: 12,
  /** The inputs' pitch, and the margin above the first and below the last. */
  inputPitch: 30,
  inputMargin: 16,
  /** A multi-word title's line pitch, its left inset when it wraps, and the room after its longest word. */
  titleLine: 32,
  titleInset: 28,
  titleEnd: 30,
  /** A conversion's capsule (a getter's height) and its dot. */
  conversionWidth: 124,
  conversionHeight: 37,
  dot: 6,
  /** "Add pin +": its plus's size and its distance under the last output row. */
  addPinPlus: 16,
  addPinBelow: 37,
  addPinInset: 11,
} as const;

/** Section 8: the glass capsule of getters and the SET node. */
export const glass = {
  capsuleHeight: 37,
  capsuleRadius: 14,
  capsuleMinWidth: 128,
  /** A getter's label starts this far from the left; its pin ends this far from the right. */
  labelInset: 21,
  pinEnd: 15,
  /** The gloss band at the top: its highlight row and its height. */
  glossHeight: 13,
  /** The type tint over the gloss: full at the centre, gone at these shares of the width. */
  tintFrom: 0.1,
  tintTo: 0.9,
  /** SET: the exec row's centre and the value row's under it, the height for one variable, the title's band. */
  setExecRow: 26,
  setRowPitch: 32,
  setBottom: 19,
  setTitleBand: 20,
} as const;

/** Section 9: knots and wires. */
export const wires = {
  exec: 2.5,
  data: 1.5,
  /** The forward spline: tangent parts from the horizontal and vertical distance, each capped. */
  forwardRange: 1000,
  /** The backward spline (target left of source): horizontal and vertical ranges and weights. */
  backwardRange: 200,
  backwardHorizontal: 3,
  backwardVertical: 1.5,
  /** A knot: its icon's width (a data pin's) and height. */
  knotWidth: 16,
  knotHeight: 12,
} as const;

/** Section 10: comment boxes and node comment bubbles. */
export const comments = {
  titleBar: 38,
  titlePadding: 13,
  /** The comment title's baseline in its bar. */
  titleBaseline: 27,
  /** Room around the nodes inside a comment, beside and under them. */
  inset: 16,
  grip: 16,
  radius: 2,
  minWidth: 220,
  bubbleHeight: 30,
  bubbleAbove: 9,
  bubbleTail: 6,
  bubbleTailInset: 12,
  bubblePill: 22,
  bubblePillRadius: 10,
  bubbleTextInset: 10,
  /** The pin and eye toggles at the bubble's right end. */
  bubbleToggles: 30,
} as const;

/** Section 11: badges and bands. */
export const badges = {
  /** The latent clock's disc, centred on the node's top-right corner. */
  clock: 22,
  /** The server, monitor and interface icons, centred this far inside the top-right corner. */
  corner: 26,
  cornerInset: 3,
  /** A replicated variable's spheres on a getter's corner. */
  replicated: 17,
  /** Development Only: the band's height, its top under the last row's centre, its stripes' period. */
  devBand: 16,
  devBandBelow: 18,
  devStripe: 32,
  /** The advanced-pins chevron: its size and its top under the last row. */
  chevronWidth: 10,
  chevronHeight: 6,
  chevronRow: 26,
} as const;

/** Around and between what a picture holds (ours, not the editor's). */
export const picture = {
  padding: 12,
  /**
   * The straight run of a wire to the picture's edge, where it continues
   * beyond it: a share of the graph's width, between the two bounds, so a
   * lone node with such a wire is not pushed off a phone's screen.
   */
  edgeRunShare: 0.12,
  edgeRunMin: 16,
  edgeRunMax: 48,
  /** Room kept between nodes that an automatic layout or a spread layout places. */
  nodeGap: 16,
} as const;

/** The run to the picture's edge for a graph whose nodes span `width`. */
export function edgeRun(width: number): number {
  return Math.round(Math.min(picture.edgeRunMax, Math.max(picture.edgeRunMin, width * picture.edgeRunShare)));
}
