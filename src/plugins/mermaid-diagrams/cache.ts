/**
 * Each distinct diagram is drawn once, then kept by content in a folder that
 * outlives the build and `npm ci` (`.cache/` at the repository's root, which
 * `npm run clear` empties):
 * a rebuild, the test suite's fixture builds and a shared body shown on two
 * pages draw nothing again. Drawings are kept in a folder per renderer (its
 * fingerprint), and a new renderer's first drawing removes the others'.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {colourModes, type ColourMode} from './contract';
import {drawDiagram, type DrawingSettings} from './render';

export type CachedDiagram = {
  /** The HTML file holding the diagram's SVG in every colour mode. */
  file: string;
  width: number;
  height: number;
  /** Font size of its smallest text, in CSS px at its natural width. */
  smallestText: number | null;
  title: string | null;
};

type Entry = Omit<CachedDiagram, 'file'>;

type Drawer = {
  settings: DrawingSettings;
  /** The renderer's: a new Mermaid, font or renderer draws anew. */
  fingerprint: string;
  cacheDir: string;
};

/** Drawings under way or done in this process, by folder and key. */
const drawings = new Map<string, Promise<CachedDiagram>>();

export function cachedDiagram(source: string, {settings, fingerprint, cacheDir}: Drawer): Promise<CachedDiagram> {
  const folder = path.join(cacheDir, fingerprint.slice(0, 16));
  const key = createHash('sha256')
    .update(JSON.stringify([settings, source]))
    .digest('hex');
  const where = path.join(folder, key);
  let drawing = drawings.get(where);
  if (!drawing) {
    drawing = readOrDraw(key, source, settings, folder);
    drawings.set(where, drawing);
    drawing.catch(() => drawings.delete(where));
  }
  return drawing;
}

async function readOrDraw(key: string, source: string, settings: DrawingSettings, folder: string) {
  const file = path.join(folder, `${key}.html`);
  const entryFile = path.join(folder, `${key}.json`);
  // The entry is written last: with it, the drawing is whole.
  if (existsSync(entryFile) && existsSync(file)) {
    return {file, ...(JSON.parse(readFileSync(entryFile, 'utf8')) as Entry)};
  }
  const drawn = await drawDiagram(source, `mermaid-${key.slice(0, 12)}`, settings);
  const modes = colourModes.map((mode: ColourMode) => drawn[mode]);
  const texts = modes.flatMap((mode) => (mode.smallestText === null ? [] : [mode.smallestText]));
  const entry: Entry = {
    width: hundredths(Math.max(...modes.map((mode) => mode.width))),
    height: hundredths(Math.max(...modes.map((mode) => mode.height))),
    smallestText: texts.length > 0 ? Math.min(...texts) : null,
    title: drawn.light.title,
  };
  makeCurrent(folder);
  writeAtomically(file, modes.map((mode) => mode.markup).join(''));
  writeAtomically(entryFile, JSON.stringify(entry));
  return {file, ...entry};
}

/** Makes a renderer's folder and removes the other renderers'. */
function makeCurrent(folder: string): void {
  if (existsSync(folder)) {
    return;
  }
  mkdirSync(folder, {recursive: true});
  const cacheDir = path.dirname(folder);
  for (const other of readdirSync(cacheDir)) {
    if (other !== path.basename(folder)) {
      rmSync(path.join(cacheDir, other), {recursive: true, force: true});
    }
  }
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Two builds may draw the same diagram at once: neither reads the other's half-written file. */
function writeAtomically(file: string, content: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}
