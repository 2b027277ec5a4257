import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {products} from '@site/src/data/products';
import {roadmapProducts} from '@site/src/data/roadmap.types';

// As in the build's server rendering: before hydration, with the build date.
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields: {builtAt: '2026-05-10T12:00:00Z'}}}),
}));
// The theme's components as they render a plain external link and a heading without an id.
// eslint-disable-next-line @docusaurus/no-html-links -- the stand-in for Link itself
vi.mock('@docusaurus/Link', () => ({default: (props: React.ComponentProps<'a'>) => <a {...props} />}));
vi.mock('@theme/Heading', () => ({
  default: ({as: As, ...props}: {as: 'h2' | 'h3'} & React.ComponentProps<'h2'>) => <As {...props} />,
}));

const {RoadmapCurrent, RoadmapYear} = await import('./index');

describe('the roadmap, rendered at build time', () => {
  it('lists every product and Pro area with its four quarters, for readers without JavaScript', () => {
    const html = renderToStaticMarkup(<RoadmapYear year={2025} />);
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]!.replace('&amp;', '&'));
    // Each product and Pro area once, the areas right under Pro.
    expect(headings).toHaveLength(roadmapProducts.length);
    for (const product of roadmapProducts) {
      expect(
        headings.filter((heading) => heading.split(' (')[0] === product),
        product,
      ).toHaveLength(1);
    }
    const pro = headings.indexOf('Pro');
    expect(headings.slice(pro + 1, pro + 1 + roadmapProducts.length - products.length)).toEqual(
      roadmapProducts.filter((product) => product.startsWith('Pro - ')),
    );
    expect(html.match(/Q3 - 2025/g)).toHaveLength(headings.length);
    expect(html).toContain('Conditional dialogue lines');
    expect(html).toContain('Nothing is planned for this quarter yet.');
    expect(html).toContain('No work is planned for Pro - AI in these quarters yet.');
  });

  it("starts the current roadmap at the build date's quarter", () => {
    const html = renderToStaticMarkup(<RoadmapCurrent />);
    expect(html).toContain('Q2 - 2026 (current)');
    expect(html).toContain('Q1 - 2027');
    expect(html).not.toContain('Q1 - 2026');
    // Planned for Q3 2026, the quarter after the build's.
    expect(html).toContain('Improved dialogue camera');
  });

  it('marks each card with its type', () => {
    const html = renderToStaticMarkup(<RoadmapYear year={2024} />);
    expect(html).toMatch(/data-type="Bugfix"[^>]*>.*?Bug fix/);
    expect(html).toMatch(/data-type="Misc"[^>]*>.*?Misc/);
  });
});
