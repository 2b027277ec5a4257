/** What a reader sees of the drawings made at build time: Mermaid diagrams (src/plugins/mermaid-diagrams) and Blueprint graphs. */
import type {Locator, Page} from '@playwright/test';

/** Every diagram of the page. */
export const diagramFigures = (page: Page) => page.locator('figure[data-visual="mermaid-diagram"]');

/** The drawings shown: in each diagram, the SVG of the page's colour mode. */
export const shownDrawings = (scope: Page | Locator) => scope.locator('svg.mermaid-drawing:visible');

/**
 * The size, in CSS px on screen, of the smallest text of some SVG drawings:
 * each text's font size in its drawing's units, times the scale it is drawn at.
 */
export function smallestTextOnScreen(drawings: Locator): Promise<number> {
  return drawings.evaluateAll((svgs) =>
    Math.min(
      ...svgs.flatMap((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        const sizes: number[] = [];
        const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const parent = walker.currentNode.parentElement;
          if (walker.currentNode.textContent?.trim() && parent && !parent.closest('style, title, desc')) {
            sizes.push(parseFloat(getComputedStyle(parent).fontSize) * scale);
          }
        }
        return sizes;
      }),
    ),
  );
}

/** Diagrams that scroll sideways inside their box but cannot take keyboard focus to be scrolled. */
export function boxesScrollingWithoutFocus(page: Page): Promise<number> {
  return page
    .locator('.mermaid-diagram__scroller')
    .evaluateAll(
      (boxes) =>
        boxes.filter((box) => box.scrollWidth > box.clientWidth + 1 && box.getAttribute('tabindex') !== '0').length,
    );
}

/** Clicks the colour-mode switch and waits until the page is in the other mode; returns that mode. */
export async function switchColourMode(page: Page): Promise<'light' | 'dark'> {
  const next = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.locator(`html[data-theme="${next}"]`).waitFor({state: 'attached'});
  return next;
}
