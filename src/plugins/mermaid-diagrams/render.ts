/**
 * Draws Mermaid diagrams with Mermaid itself, in one headless Chromium for the
 * whole build: the site's Mermaid bundle and the measuring font are loaded
 * once, diagrams are drawn one after another (Mermaid's settings are global
 * to its page), and the browser closes once no diagram has come for a while.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {MermaidConfig} from 'mermaid';
import {chromium, type Browser, type Page} from 'playwright-core';
import {chromiumArgs, ensureChromium} from '../../chromium';
import {colourModes, drawingClass, type ColourMode} from './contract';
import {roundCoordinates} from './coordinates';

export type DrawingSettings = {
  /** Settings every diagram shares. */
  config: MermaidConfig;
  /** Settings of each colour mode (its theme). */
  themes: Record<ColourMode, MermaidConfig>;
};

export type Drawing = {
  /** The SVG, its ids all under the diagram's id. */
  markup: string;
  width: number;
  height: number;
  /** The font size of its smallest text, in the drawing's units (CSS px at its natural size). */
  smallestText: number | null;
  /** The diagram's own title (Mermaid's accTitle). */
  title: string | null;
};

/** Mermaid's own message about a diagram it cannot draw, and the line of the diagram it names, if any. */
export class MermaidError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const require = createRequire(__filename);
const mermaidBundle = require.resolve('mermaid/dist/mermaid.min.js');
const pageScript = path.join(__dirname, 'drawInChromium.js');
const coordinates = path.join(__dirname, 'coordinates.ts');
/** The measuring font: Arimo, with Arial's metrics (config/mermaid.ts). */
const fontFaces = ['400', '700'].map((weight) => require.resolve(`@fontsource/arimo/${weight}`));

/** Every file whose content changes a drawing: a cached drawing is good while none of them changes. */
export function rendererFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of [
    mermaidBundle,
    pageScript,
    __filename,
    coordinates,
    ...fontFaces,
    ...fontFaces.flatMap(fontFiles),
  ]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function fontFiles(css: string): string[] {
  return [...readFileSync(css, 'utf8').matchAll(/url\(\.\/(files\/[^)]+\.woff2)\)/g)].map((match) =>
    path.join(path.dirname(css), match[1]!),
  );
}

/** The @font-face rules, with the woff2 files inlined: the page loads nothing from disk or network. */
function fontCss(): string {
  return fontFaces
    .map((css) =>
      readFileSync(css, 'utf8')
        .replace(/, url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
        .replace(
          /url\(\.\/(files\/[^)]+\.woff2)\)/g,
          (_match, file: string) =>
            `url(data:font/woff2;base64,${readFileSync(path.join(path.dirname(css), file)).toString('base64')})`,
        ),
    )
    .join('\n');
}

type Session = {browser: Browser; page: Page};

let session: Promise<Session> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let closing: NodeJS.Timeout | undefined;
/** Long enough to outlast the gaps between pages the bundler compiles, short enough not to hold the build's end. */
const idleBeforeClosing = 3_000;

async function openSession(): Promise<Session> {
  const browser = await chromium.launch({executablePath: ensureChromium(), args: chromiumArgs});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addStyleTag({content: fontCss()});
  await page.addScriptTag({path: mermaidBundle});
  await page.addScriptTag({path: pageScript});
  await page.evaluate(() => Promise.all([document.fonts.load('16px Arimo'), document.fonts.load('bold 16px Arimo')]));
  return {browser, page};
}

function closeWhenIdle(): void {
  clearTimeout(closing);
  closing = setTimeout(() => {
    const open = session;
    session = undefined;
    void open?.then(({browser}) => browser.close()).catch(() => undefined);
  }, idleBeforeClosing);
}

type PageResult = {drawings: Record<ColourMode, Drawing>} | {error: string};

/** Draws a diagram in every colour mode. Its SVGs' ids begin with `id` and then the mode. */
export function drawDiagram(
  source: string,
  id: string,
  settings: DrawingSettings,
): Promise<Record<ColourMode, Drawing>> {
  const drawn = queue.then(async () => {
    clearTimeout(closing);
    session ??= openSession().catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    try {
      const {page} = await session;
      const classes = Object.fromEntries(colourModes.map((mode) => [mode, drawingClass(mode)]));
      const result = await page.evaluate(
        (input) => (window as unknown as {drawMermaid: (input: unknown) => Promise<PageResult>}).drawMermaid(input),
        {source, id, config: settings.config, themes: settings.themes, classes},
      );
      if ('error' in result) {
        const line = /on line (\d+)/.exec(result.error)?.[1];
        throw new MermaidError(result.error, line ? Number(line) : undefined);
      }
      return Object.fromEntries(
        colourModes.map((mode) => {
          const drawing = result.drawings[mode];
          return [mode, {...drawing, markup: roundCoordinates(drawing.markup)}];
        }),
      ) as Record<ColourMode, Drawing>;
    } finally {
      closeWhenIdle();
    }
  });
  queue = drawn.catch(() => undefined);
  return drawn;
}
