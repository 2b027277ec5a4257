import type {MermaidConfig} from 'mermaid';

/**
 * How the build draws every Mermaid diagram of the site (diagrams themselves
 * carry no settings): once per colour mode, each with its Mermaid theme
 * ('default' in light mode, 'dark' in dark mode), and the page shows the one
 * that matches its mode (src/plugins/mermaid-diagrams).
 */
export const mermaidConfig = {
  // The diagram's boxes are sized in the build's Chromium, then drawn in the
  // reader's fonts. Arial's metrics are the ones most readers have (Arial,
  // Helvetica; Arimo and Liberation Sans share them); the build measures with
  // Arimo, which it loads itself, so every machine draws the same boxes.
  fontFamily: 'Arial, Arimo, "Liberation Sans", Helvetica, sans-serif',
  // Some shapes are drawn by rough.js, which draws at random without a seed:
  // a fixed seed makes a diagram's drawing the same from one build to the next.
  handDrawnSeed: 1,
} satisfies MermaidConfig;

/**
 * Edge labels in dark mode: the dark theme derives their background from
 * `labelBackground` (#181818 lightened by 25 %, #585858) under its
 * `textColor` #ccc, 4.43:1, under the 4.5:1 of WCAG AA. #4a4a4a gives 5.5:1
 * and still stands out from the page. Light mode keeps Mermaid's colours
 * (#333 on #e8e8e8, 10:1). e2e/diagrams.spec.ts runs axe over every look of
 * diagram in both modes.
 */
const darkEdgeLabelBackground = '#4a4a4a';

export const mermaidThemes = {
  light: {theme: 'default'},
  dark: {
    theme: 'dark',
    themeCSS: [
      `.edgeLabel, .edgeLabel p, .labelBkg { background-color: ${darkEdgeLabelBackground}; }`,
      `.edgeLabel rect { fill: ${darkEdgeLabelBackground}; }`,
    ].join('\n'),
  },
} satisfies Record<'light' | 'dark', MermaidConfig>;
