/**
 * The writer's preview: `narrative-blueprint preview FILE` draws the blocks of
 * a file (a page with ```blueprint blocks, or one block's text: the
 * hand-written form, or the editor's clipboard text) into a standalone HTML
 * page beside it, with the site's markup and colours; `--svg` prints the
 * drawings instead. Mistakes and warnings read as the build prints them.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {drawBlock} from './block';
import {isClipboardText} from './clipboard';
import {toHtml} from './html';
import {paletteCss} from './palette';
import {editorTextName} from './render';
import {BlueprintError, type Element} from './types';

type Block = {code: string; fenceLine: number; meta: string | null};

const require = createRequire(__filename);

/** The ```blueprint blocks of a page, or the whole file as one block. */
function blocksOf(text: string, fileName: string): Block[] {
  if (!/\.mdx?$/.test(fileName)) {
    const caption = `Preview of ${path.basename(fileName)}`;
    return [{code: text.trimEnd(), fenceLine: 0, meta: isClipboardText(text) ? `caption="${caption}"` : null}];
  }
  const blocks: Block[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const fence = /^\s*(`{3,})blueprint\b(.*)$/.exec(lines[index]!);
    if (!fence) {
      continue;
    }
    const end = lines.findIndex((line, other) => other > index && line.trim() === fence[1]);
    const last = end === -1 ? lines.length : end;
    blocks.push({code: lines.slice(index + 1, last).join('\n'), fenceLine: index + 1, meta: fence[2]!.trim() || null});
    index = last;
  }
  return blocks;
}

/** The drawings of a file's blocks, and each mistake and warning as the build prints it (`file:line: message`). */
export type Drawn = {figures: Element[]; errors: string[]; warnings: string[]};

/** Draws every block of a file that reads; a block with a mistake is left out, and every mistake is listed. */
export async function drawFile(file: string): Promise<Drawn> {
  const where = path.relative(process.cwd(), file);
  const drawn: Drawn = {figures: [], errors: [], warnings: []};
  const blocks = blocksOf(readFileSync(file, 'utf8'), file);
  if (blocks.length === 0) {
    drawn.errors.push(`${where}: no \`\`\`blueprint block in the file`);
  }
  for (const {code, fenceLine, meta} of blocks) {
    try {
      const {figure, warnings} = await drawBlock(code, fenceLine, meta);
      drawn.figures.push(figure);
      drawn.warnings.push(...warnings.map((warning) => `${where}:${warning.line}: ${warning.message}`));
    } catch (error) {
      if (!(error instanceof BlueprintError)) {
        throw error;
      }
      drawn.errors.push(`${where}:${error.line}: ${error.message}`);
    }
  }
  return drawn;
}

/** The SVG drawing of each figure. */
export const svgOf = (figure: Element): Element[] =>
  (figure.children ?? []).flatMap((child) =>
    typeof child === 'string' ? [] : child.tag === 'svg' ? [child] : svgOf(child),
  );

/** A pasted graph's text as a page without React shows it: a button with a line of script, and the disclosure. */
const editorText = (source: string) =>
  `<span class="bp-copy"><button type="button" onclick="navigator.clipboard.writeText(this.closest('figure').querySelector('code').textContent).then(()=>this.textContent='Copied')">Copy to Unreal</button></span>` +
  `<details class="bp-text"><summary>Blueprint text to paste into Unreal</summary><pre><code>${toHtml(source)}</code></pre></details>`;

/** The figure as HTML, its pasted text drawn as the site's component draws it. */
function figureHtml(figure: Element): string {
  const text = figure.children?.find(
    (child): child is Element => typeof child !== 'string' && child.tag === editorTextName,
  );
  const markup = toHtml({...figure, children: figure.children?.filter((child) => child !== text)});
  return text ? markup.replace(/<\/figure>$/, `${editorText(String(text.attrs?.source))}</figure>`) : markup;
}

/** What the site's theme gives a graph's surroundings (Infima's variables), for a page of its own. */
const pageCss = `
:root{--ifm-leading:1.25rem;--ifm-global-radius:0.4rem;--ifm-color-primary:#4e89e8;--ifm-z-index-fixed:200}
[data-theme=dark]{--ifm-background-color:#1b1b1d;--ifm-color-emphasis-400:#606770;--ifm-color-emphasis-800:#dadde1;color:#e3e3e3}
[data-theme=light]{--ifm-background-color:#fff;--ifm-color-emphasis-400:#ccd0d5;--ifm-color-emphasis-800:#444950;color:#1c1e21}
body{margin:2rem;background:var(--ifm-background-color);font:16px/1.5 system-ui,sans-serif}`;

/** The stylesheet, its fonts read from this machine's packages, as the site's bundler resolves them. */
const stylesheet = () =>
  readFileSync(path.join(__dirname, 'blueprint.css'), 'utf8').replace(
    /url\('(@fontsource\/[^']+)'\)/g,
    (_, file: string) => `url('${pathToFileURL(require.resolve(file)).href}')`,
  );

function previewHtml(file: string, figures: Element[], mode: 'dark' | 'light'): string {
  const markup = figures.map(figureHtml).join('\n');
  return `<!doctype html>
<html lang="en" data-theme="${mode}" data-has-hydrated="true">
<head><meta charset="utf-8"><title>Preview of ${path.basename(file)}</title>
<style>${pageCss}\n${paletteCss()}\n${stylesheet()}</style></head>
<body>
${markup}
</body>
</html>
`;
}

/** Writes the preview beside the file (`graph.md` gives `graph.md.preview.html`) and returns its path. */
export function writePreview(file: string, figures: Element[], mode: 'dark' | 'light'): string {
  const out = `${file}.preview.html`;
  writeFileSync(out, previewHtml(file, figures, mode));
  return out;
}
