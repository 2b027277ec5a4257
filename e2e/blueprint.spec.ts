import type {Locator} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {smallestTextOnScreen} from './drawings';
import {graphPage, wideGraphPage} from '@narrative-docs/test-support/pages';
import {widestGraph} from './built-graphs';

/** A page whose first graph is one node with a wire that continues beyond the picture. */
const stubGraphPage = '/pro/saving/';

type Rect = {x: number; y: number; width: number; height: number};

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Each node's box (its body rectangle) and the boxes of the texts drawn on it, as the browser lays them out. */
async function nodeBoxes(graph: Locator) {
  return graph.locator('[data-visual="blueprint-node"]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = (element: Element) => {
        const {x, y, width, height} = element.getBoundingClientRect();
        return {x, y, width, height};
      };
      return {
        title: node.textContent ?? '',
        body: box(node.querySelector('rect')!),
        texts: [...node.querySelectorAll('text')].map((text) => ({text: text.textContent ?? '', ...box(text)})),
      };
    }),
  );
}

// One page load per width and mode, checked step by step: loading the page is most of a test's time.
for (const width of [1280, 390]) {
  for (const colorMode of ['dark', 'light'] as const) {
    test(`the graph at ${width} px in ${colorMode} mode`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      await open(page, graphPage);

      await test.step('draws its nodes apart, each label inside its node', async () => {
        const nodes = await nodeBoxes(page.locator('[data-visual="blueprint-graph"]').first());
        expect(nodes.length).toBeGreaterThan(1);
        for (const [index, a] of nodes.entries()) {
          for (const b of nodes.slice(index + 1)) {
            expect(overlaps(a.body, b.body), `"${a.title}" and "${b.title}" overlap`).toBe(false);
          }
          for (const text of a.texts) {
            expect(inside(text, a.body), `"${text.text}" overflows its node "${a.title}"`).toBe(true);
          }
        }
      });

      await test.step('draws no text smaller than 11 px', async () => {
        const sizes = await page
          .locator('[data-visual="blueprint-graph"] text, [data-visual="blueprint-graph"] figcaption')
          .evaluateAll((elements) =>
            elements.map((element) => ({
              text: element.textContent,
              // The drawn size: the font size times the SVG's scale on screen.
              size:
                parseFloat(getComputedStyle(element).fontSize) *
                (element instanceof SVGElement && element.ownerSVGElement
                  ? element.ownerSVGElement.getBoundingClientRect().width /
                    element.ownerSVGElement.viewBox.baseVal.width
                  : 1),
            })),
          );
        expect(sizes.length).toBeGreaterThan(10);
        expect(sizes.filter(({size}) => size < 11)).toEqual([]);
      });

      await test.step('has no serious or critical accessibility violation', async () => {
        expect(await severeViolations(page)).toEqual([]);
      });

      const region = page.getByRole('region', {name: /^Blueprint graph: /}).first();
      if (await region.evaluate((element) => element.scrollWidth > element.clientWidth)) {
        await test.step('scrolls sideways with the keyboard and says so', async () => {
          await region.focus();
          await expect(region).toBeFocused();
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('End');
          await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          const hint = await page
            .locator('[data-visual="blueprint-graph"] figcaption')
            .first()
            .evaluate((caption) => getComputedStyle(caption, '::after').visibility);
          expect(hint).toBe('visible');
        });
      }
    });
  }
}

test('a graph that fits hides the scroll hint and the Full view control', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, graphPage);
  const figure = page.locator('[data-visual="blueprint-graph"]').first();
  await expect(figure.getByRole('checkbox', {name: 'Full view'})).toBeVisible();
  // Narrow the drawing until it fits: the hint and the control go with the overflow.
  await figure.locator('svg').evaluate((svg) => {
    svg.style.setProperty('--bp-width', '200px');
    svg.style.setProperty('--bp-fit', '200px');
  });
  await expect
    .poll(() => figure.locator('figcaption').evaluate((caption) => getComputedStyle(caption, '::after').visibility))
    .toBe('hidden');
  await expect(figure.getByRole('checkbox', {name: 'Full view'})).toBeHidden();
});

test('Full view at 1280 px opens each keep-cursor graph with its text at 11 px or more; Whole graph fits it; Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, graphPage);
  const figures = page.locator('[data-visual="blueprint-graph"]');
  await expect(figures).toHaveCount(2);
  for (const figure of await figures.all()) {
    const region = figure.getByRole('region');
    const toggle = figure.getByRole('checkbox', {name: 'Full view'});
    const whole = figure.getByRole('checkbox', {name: 'Whole graph'});
    await expect(whole).toBeHidden();

    await toggle.check();
    // The graph takes the keyboard, at a size whose text reads.
    await expect(region).toBeFocused();
    expect(await smallestTextOnScreen(figure.locator('svg'))).toBeGreaterThanOrEqual(10.9);

    await whole.check();
    const drawing = (await figure.locator('svg').boundingBox())!;
    expect(drawing.x).toBeGreaterThanOrEqual(0);
    expect(drawing.x + drawing.width).toBeLessThanOrEqual(1280);
    expect(drawing.y + drawing.height).toBeLessThanOrEqual(800);
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(toggle).not.toBeChecked();
    // Gone with Full view, and unchecked for the next time.
    await expect(whole).toBeHidden();
    await expect(figure.locator('.bp-whole input')).not.toBeChecked();
    await expect(toggle).toBeFocused();
  }
});

test('Full view on a phone opens the widest graph readable, pans with the arrow keys, and offers the whole graph', async ({
  page,
}) => {
  const {route, width} = widestGraph();
  await page.setViewportSize({width: 390, height: 844});
  await open(page, route);
  const figure = page.locator(`[data-visual="blueprint-graph"]:has(svg[width="${width}"])`).first();
  await figure.getByRole('checkbox', {name: 'Full view'}).check();
  const region = figure.getByRole('region');
  const svg = figure.locator('svg');
  // Readable at once: no text under 11 px, the rest of the graph a pan away.
  expect(await smallestTextOnScreen(svg)).toBeGreaterThanOrEqual(10.9);
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The overview: the whole drawing on screen, however small.
  await figure.getByRole('checkbox', {name: 'Whole graph'}).check();
  const drawing = (await svg.boundingBox())!;
  expect(drawing.x).toBeGreaterThanOrEqual(0);
  expect(drawing.x + drawing.width).toBeLessThanOrEqual(390);
  expect(drawing.y + drawing.height).toBeLessThanOrEqual(844);
  // Zoomed in from there, it grows and pans inside its box, never the page.
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(async () => (await svg.boundingBox())!.width).toBeGreaterThan(drawing.width * 1.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  expect(await smallestTextOnScreen(svg)).toBeGreaterThanOrEqual(10.9);
});

test('at 390 px a lone node with a wire beyond the picture fits its box, and no graph page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, stubGraphPage);
  const figure = page.locator('[data-visual="blueprint-graph"]').first();
  const region = figure.getByRole('region');
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  // The wire's run to the edge is drawn, shorter than the node it leaves (the geometry, not the stroke's box).
  const [wire, node, picture] = await figure.evaluate((element) =>
    ['[data-visual="blueprint-wire"]', '[data-visual="blueprint-node"]', 'svg'].map((selector) =>
      element.querySelector(selector)!.getBoundingClientRect().toJSON(),
    ),
  );
  expect(wire.right).toBeCloseTo(picture.right, 0);
  expect(wire.right - node.right).toBeLessThan(node.width / 2);
  for (const route of [stubGraphPage, graphPage, wideGraphPage]) {
    await open(page, route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
    expect(
      await smallestTextOnScreen(page.locator('[data-visual="blueprint-graph"] svg')),
      route,
    ).toBeGreaterThanOrEqual(10.9);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a graph wider than the column opens whole in a full view from the keyboard, and closes again', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(wideGraphPage);
    const figure = page.locator('[data-visual="blueprint-graph"]').first();
    const region = figure.getByRole('region');
    const toggle = figure.getByRole('checkbox', {name: 'Full view'});
    const overflows = () => region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true);

    await region.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    // Whole graph, next in the tab order, fits it on screen.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(figure.getByRole('checkbox', {name: 'Whole graph'})).toBeChecked();
    expect(await overflows()).toBe(false);
    const drawing = (await figure.locator('svg').boundingBox())!;
    expect(drawing.x).toBeGreaterThanOrEqual(0);
    expect(drawing.x + drawing.width).toBeLessThanOrEqual(1280);
    // The figure covers the window, above the navbar, and the keyboard stays in it.
    expect(await page.evaluate(() => document.elementFromPoint(640, 20)?.closest('figure') !== null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(region).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('figure'),
      ),
    ).toBe(true);
    await toggle.focus();

    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    expect(await overflows()).toBe(true);
  });
});

test('the reader can find and copy node titles, and a screen reader gets them in execution order', async ({page}) => {
  await open(page, graphPage);
  const figure = page.locator('[data-visual="blueprint-graph"]').filter({hasText: 'Set Input Mode Game And UI'});
  await expect(figure.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(
    figure.locator('[data-visual="blueprint-node"]').filter({hasText: 'Set Input Mode Game And UI'}),
  ).toHaveCount(1);
  const steps = figure.getByRole('listitem');
  await expect(steps.first()).toHaveText(/^Event Destruct \(event, cosmetic\)/);
  await expect(
    steps.filter({
      hasText:
        /^Set Input Mode Game And UI \(function, cosmetic\): exec from SET; Player Controller from Get Owning Player 3 Return Value/,
    }),
  ).toHaveCount(1);
});
