import type {MermaidConfig} from 'mermaid';

/**
 * Mermaid settings shared by every diagram of the site (diagrams themselves
 * carry none). Mermaid applies one set of options to both of its themes
 * ('default' in light mode, 'dark' in dark mode), so a colour that only dark
 * mode needs is scoped to it in `themeCSS`. Mermaid prefixes every selector there
 * with the diagram's id; `:is([data-theme='dark'] *)` then matches only while
 * the page is dark, and outranks the theme's own rules.
 *
 * Edge labels: the dark theme derives their background from `labelBackground`
 * (#181818 lightened by 25 %, #585858) under its `textColor` #ccc, 4.43:1,
 * under the 4.5:1 of WCAG AA. #4a4a4a gives 5.5:1 and still stands out from
 * the page. Light mode keeps Mermaid's colours (#333 on #e8e8e8, 10:1).
 * e2e/diagram-a11y.spec.ts runs axe over every diagram page in both modes.
 */
const darkEdgeLabelBackground = '#4a4a4a';
const dark = "[data-theme='dark'] *";

export const mermaidOptions = {
  themeCSS: [
    `.edgeLabel:is(${dark}), .edgeLabel p:is(${dark}), .labelBkg:is(${dark}) { background-color: ${darkEdgeLabelBackground}; }`,
    `.edgeLabel rect:is(${dark}) { fill: ${darkEdgeLabelBackground}; }`,
  ].join('\n'),
} satisfies MermaidConfig;
