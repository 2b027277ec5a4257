/**
 * The editor's fonts: it draws graphs in Roboto (Roboto Condensed Bold for a
 * compact node's big title). The site ships them, for the graphs alone, as
 * @fontsource's Latin subsets; blueprint.css declares the same files, which
 * a reader's browser fetches only on a page whose graph uses them, and the
 * build measures every text with them (text.ts), so a node is as wide as the
 * editor makes it. facts: editor-look.md, section 4.
 */

/** A face of the graphs' font family, and the @fontsource file that holds it. */
export type FontFace = {
  family: 'Roboto' | 'Roboto Condensed';
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** The package's Latin subset, resolved from node_modules. */
  file: string;
};

export const fontFaces = {
  regular: {
    family: 'Roboto',
    weight: 400,
    style: 'normal',
    file: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
  },
  italic: {
    family: 'Roboto',
    weight: 400,
    style: 'italic',
    file: '@fontsource/roboto/files/roboto-latin-400-italic.woff2',
  },
  bold: {
    family: 'Roboto',
    weight: 700,
    style: 'normal',
    file: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
  condensedBold: {
    family: 'Roboto Condensed',
    weight: 700,
    style: 'normal',
    file: '@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2',
  },
} as const satisfies Record<string, FontFace>;

export type FaceName = keyof typeof fontFaces;

/** A text style of the drawing: its face and size in px at 100 % zoom. blueprint.css sets the same. */
export type TextStyle = {face: FaceName; size: number};

/** Every kind of text a graph draws, as the editor draws it (editor-look.md, section 4). */
export const textStyles = {
  /** A node's title: bold, about 13 px. */
  title: {face: 'bold', size: 13},
  /** "Target is …": italic, about 12 px. */
  subtitle: {face: 'italic', size: 12},
  /** Pin labels, a getter's name, "Add pin". */
  label: {face: 'regular', size: 12},
  /** The value in a default's box, dropdown or picker. */
  value: {face: 'regular', size: 12},
  /** "SET" over a setter's pins. */
  set: {face: 'bold', size: 12},
  /** A compact node's title (+, SIN, a subsystem's name): Roboto Condensed Bold at about 26.7 px. */
  compact: {face: 'condensedBold', size: 26.7},
  /** A comment box's title: 24 px bold. */
  comment: {face: 'bold', size: 24},
  /** A node's comment bubble. */
  bubble: {face: 'regular', size: 12},
} as const satisfies Record<string, TextStyle>;

export type TextKind = keyof typeof textStyles;
