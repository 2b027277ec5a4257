/** The sizes every shape measures with, as the editor draws them. */

export const metrics = {
  /** Header: title line, then the subtitle line when there is one. */
  titleBaseline: 17,
  subtitleBaseline: 32,
  headerPlain: 24,
  headerWithSubtitle: 40,
  /** The title's start without a header icon; the icon's start, size and gap before the title. */
  titleInset: 10,
  iconInset: 7,
  icon: 14,
  iconGap: 5,
  /** The badges at the header's right end, and the gap after each. */
  badge: 14,
  badgeGap: 3,
  rowHeight: 24,
  bodyPadding: 6,
  /** Pin shape centre, and where its label starts, from the node's edge. */
  pinInset: 11,
  labelInset: 24,
  /** Between a pin's label and its default box, and between the two columns. */
  gap: 6,
  columnGap: 16,
  boxPadding: 5,
  boxHeight: 18,
  /** The least width of the text in a default's box: an empty one stays visible. */
  boxText: 20,
  checkbox: 12,
  dropdownArrow: 12,
  /** The asset picker's buttons (use selected, browse), the text box's flag, and the gap before each. */
  button: 18,
  flag: 12,
  buttonGap: 3,
  /** The asset picker's line under its label. */
  pickerRow: 22,
  minWidth: 80,
  /** The strip under the pins that holds the advanced-pins chevron, and the Development Only band. */
  chevronRow: 16,
  devBand: 18,
  /** A conversion node: its two pins and the dot between them. */
  conversionWidth: 48,
  /** A reroute knot, the least width of an operator, a getter capsule's height. */
  knot: 12,
  operatorWidth: 64,
  capsule: 32,
  radius: 5,
} as const;

/** Around and between what a picture holds. */
export const picture = {
  padding: 12,
  /** Room around the nodes of a comment box, and the height of one line of its text. */
  commentInset: 10,
  commentLine: 16,
  commentMinWidth: 220,
  /**
   * The straight run of a wire to the picture's edge, where it continues
   * beyond it: a share of the graph's width, between the two bounds, so a
   * lone node with such a wire is not pushed off a phone's screen.
   */
  edgeRunShare: 0.12,
  edgeRunMin: 16,
  edgeRunMax: 48,
} as const;

/** The run to the picture's edge for a graph whose nodes span `width`. */
export function edgeRun(width: number): number {
  return Math.round(Math.min(picture.edgeRunMax, Math.max(picture.edgeRunMin, width * picture.edgeRunShare)));
}
