import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {buildDir} from '@narrative-docs/test-support/build';
import {firstLoadScripts, kilobytes, sum, type Asset} from '@narrative-docs/test-support/firstLoad';
import {busiestDiagramPages} from '@narrative-docs/test-support/diagramPages';
import {
  codePage,
  deepPage,
  deepProPage,
  home,
  graphPage,
  productPage,
  wideGraphPage,
} from '@narrative-docs/test-support/pages';

/** The most JavaScript, gzip, that any page may execute on its first load. */
const firstLoadBudget = 180 * 1024;

/** The scripts of one page's first load that another page's does not make. */
const only = (scripts: Asset[], other: Asset[]) =>
  scripts.filter((script) => !other.some((o) => o.path === script.path));

const textOf = (script: Asset) => readFileSync(path.join(buildDir, script.path), 'utf8');

/**
 * The one script of `route`'s first load that `other`'s lacks, the page's own
 * chunk (its compiled Markdown): every other script is the same for both,
 * byte for byte. Returned with the other page's scripts.
 */
async function ownChunk(page: Page, route: string, other: string): Promise<{chunk: Asset; others: Asset[]}> {
  const others = await firstLoadScripts(page, other, buildDir);
  const scripts = await firstLoadScripts(page, route, buildDir);
  const own = only(scripts, others);
  expect(own, own.map((script) => script.path).join(', ')).toHaveLength(1);
  expect(only(others, scripts)).toHaveLength(1);
  return {chunk: own[0]!, others};
}

for (const pagePath of [home, productPage, deepPage, wideGraphPage]) {
  test(`${pagePath} executes at most ${firstLoadBudget / 1024} KB gzip of JavaScript on first load`, async ({page}) => {
    const scripts = await firstLoadScripts(page, pagePath, buildDir);
    const gzip = sum(scripts, 'gzip');
    const listing = scripts.map((script) => `${script.path} ${kilobytes(script.gzip)}`).join('\n');
    expect(gzip, `first-load JavaScript is ${kilobytes(gzip)} gzip:\n${listing}`).toBeLessThanOrEqual(firstLoadBudget);
  });
}

test('a page with Mermaid diagrams loads the scripts of a page without, its own content chunk holding no drawing', async ({
  page,
}) => {
  const {route, diagrams} = busiestDiagramPages(1)[0]!;
  // The page's HTML holds the drawings; its chunk holds each diagram's props (its source, size and the drawings' URL).
  const chunk = textOf((await ownChunk(page, route, deepPage)).chunk);
  expect(chunk).not.toMatch(/<svg|mermaid-drawing/);
  const diagramProps = /\{drawing:[\s\S]*?,minWidth:[\d.]+\}/g;
  const drawingUrl = /"assets\/mermaid\/\w+\.html"/g;
  expect(chunk.match(diagramProps)).toHaveLength(diagrams.length);
  expect(chunk.match(drawingUrl)).toHaveLength(new Set(diagrams).size);
  const withoutDiagrams = chunk.replace(diagramProps, '{}').replace(drawingUrl, '""');
  const diagramsShare = gzipSync(chunk, {level: 9}).length - gzipSync(withoutDiagrams, {level: 9}).length;
  expect(
    diagramsShare,
    `the ${diagrams.length} diagrams add ${diagramsShare} B gzip to ${route}'s chunk`,
  ).toBeLessThanOrEqual(2 * 1024);
});

test('a page with a Blueprint graph loads the same scripts as a page without, apart from its own content chunk', async ({
  page,
}) => {
  // The graph is drawn inside the page's own chunk as static markup.
  expect(textOf((await ownChunk(page, wideGraphPage, deepPage)).chunk)).toContain('blueprint-graph');
});

test('a pasted graph brings its Copy to Unreal component in its own content chunk, and no other page loads it', async ({
  page,
}) => {
  const holdsComponent = (script: Asset) => textOf(script).includes('Copy to Unreal');
  // The page's compiled Markdown holds the graph, its text and the component: no script of its own loads with it.
  const {chunk, others: handWritten} = await ownChunk(page, graphPage, wideGraphPage);
  expect(holdsComponent(chunk)).toBe(true);
  for (const pagePath of [home, deepPage, wideGraphPage]) {
    const scripts = pagePath === wideGraphPage ? handWritten : await firstLoadScripts(page, pagePath, buildDir);
    expect(scripts.filter(holdsComponent), pagePath).toEqual([]);
  }
});

test('the video and graph facade code loads only with a page that shows one', async ({page}) => {
  const holdsFacade = (script: Asset) => textOf(script).includes('youtube-nocookie.com');
  // The facade is compiled into the page's own content chunk, its one script the other page does not load.
  const {chunk, others: withoutFacade} = await ownChunk(page, productPage, deepPage);
  expect(holdsFacade(chunk)).toBe(true);
  expect(withoutFacade.filter(holdsFacade).map((script) => script.path)).toEqual([]);
});

/**
 * Deep pages may not grow past today's figures by more than a small margin
 * (measured on the build of 23 November 2026, after the hidden phone menu
 * started to mount in idle time; JavaScript again on 26 November, once the
 * 2026 pages had grown the routes table and the sidebar's data, and on 28
 * November, once the docs plugin's wrapper kept every page's title and
 * description out of the first load (about 9 KB gzip less); the deep Pro
 * page's phone DOM on 28 November, once the phone menu's main panel listed the
 * products and the roadmap and every page had its Open in an assistant menu).
 * First-load JavaScript: +4 KB gzip, about 2 %,
 * room for a few lines of code but not for a new library on every page. DOM
 * elements: +5 %, room for a few more sidebar entries in the open categories
 * (about 3 elements each) but not for a component that wraps every item or
 * content that the page renders twice. Lighthouse flags a DOM of over 800
 * elements, and the browser styles and hydrates every one of them on load.
 */
const deepPageBudgets = [
  {pagePath: deepPage, javascript: 175845, served: 382, phone: 386},
  {pagePath: deepProPage, javascript: 178781, served: 775, phone: 773},
];
const phone = {width: 412, height: 823};
const margin = {javascript: 4 * 1024, elements: 1.05};

for (const {pagePath, javascript, served, phone: phoneElements} of deepPageBudgets) {
  test(`${pagePath} stays within its first-load JavaScript budget`, async ({page}) => {
    const scripts = await firstLoadScripts(page, pagePath, buildDir);
    const gzip = sum(scripts, 'gzip');
    const listing = scripts.map((script) => `${script.path} ${kilobytes(script.gzip)}`).join('\n');
    expect(gzip, `first-load JavaScript is ${gzip} B gzip (was ${javascript} B):\n${listing}`).toBeLessThanOrEqual(
      javascript + margin.javascript,
    );
  });

  test(`${pagePath} stays within its DOM budget, as served and once hydrated on a phone`, async ({browser, page}) => {
    const elements = (target: import('@playwright/test').Page) =>
      target.evaluate(() => document.body.getElementsByTagName('*').length);
    // As served: what the browser parses, styles and hydrates before any script runs.
    const context = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
    const html = await context.newPage();
    await html.goto(pagePath);
    const servedCount = await elements(html);
    await context.close();
    expect(servedCount, `the served page has ${servedCount} elements (was ${served})`).toBeLessThanOrEqual(
      Math.round(served * margin.elements),
    );
    // Hydrated at phone width, once the hidden menu panel is mounted too.
    await page.setViewportSize(phone);
    await open(page, pagePath);
    await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
    const phoneCount = await elements(page);
    expect(
      phoneCount,
      `the hydrated page has ${phoneCount} elements on a phone (was ${phoneElements})`,
    ).toBeLessThanOrEqual(Math.round(phoneElements * margin.elements));
  });
}

test('a page with code blocks loads the scripts of a page without, no highlighter among them, its highlighted lines within 2 KB gzip', async ({
  page,
}) => {
  const {chunk, others} = await ownChunk(page, codePage, deepPage);
  // Prism's core, which the theme would otherwise load to highlight in the browser.
  const prism = /languages\.insertBefore|\.tokenize\(/;
  for (const script of [chunk, ...others]) {
    expect(textOf(script), script.path).not.toMatch(prism);
  }
  const text = textOf(chunk);
  const lines = /"data-highlighted-lines":(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
  expect(text).toMatch(lines);
  const linesShare = gzipSync(text, {level: 9}).length - gzipSync(text.replace(lines, ''), {level: 9}).length;
  expect(linesShare, `the highlighted lines add ${linesShare} B gzip to ${codePage}'s chunk`).toBeLessThanOrEqual(
    2 * 1024,
  );
});
