/** What the build (remark.ts, index.ts) and the page (MermaidDiagram.tsx) agree on. */

/** The colour modes a diagram is drawn in; the page shows the drawing of its own mode. */
export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];

/**
 * The query that marks an import of a diagram's drawings (both modes' SVG, one
 * HTML file in the build's cache). The server bundle inlines the file's
 * markup, so the page's HTML holds it; the browser bundle emits the file and
 * gets its URL, so no SVG weighs on the page's JavaScript (index.ts).
 */
export const drawingQuery = 'mermaid-drawing';

/** Classes of the drawn SVGs, for the colour switch in diagrams.css. */
export const drawingClass = (mode: ColourMode) => `mermaid-drawing mermaid-drawing--${mode}`;

/** Mermaid draws text at 16 px; a phone may shrink a diagram until its smallest text reaches this size, no further. */
export const smallestTextPx = 11;

/**
 * The narrowest column a diagram may have to fit: a window of 320 px, the
 * width WCAG asks a page to reflow to, less the page's margins. A diagram
 * whose smallest width is larger may scroll, so its box takes keyboard focus.
 */
export const narrowestColumnPx = 320 - 2 * 16;

export type MermaidDiagramProps = {
  /** In the server bundle, the drawings' markup; in the browser bundle, the URL of the same file. */
  drawing: string;
  /** The diagram's Mermaid source: its text alternative, and its Markdown in the page's twin. */
  source: string;
  /** The accessible name: the diagram's own title (accTitle), or its kind. */
  label: string;
  /** The drawing's natural size, in CSS px. */
  width: number;
  height: number;
  /** The width below which its smallest text would fall under `smallestTextPx`. */
  minWidth: number;
};
