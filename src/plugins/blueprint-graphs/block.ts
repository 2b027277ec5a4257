/**
 * One ```blueprint block, from its text to its figure: the hand-written form
 * is parsed and validated, the editor's clipboard text read; a graph whose
 * nodes say where they sit (every pasted one, a hand-written one with `at`
 * lines) is placed there, another laid out by elk. The build, the writer's
 * preview and the content tests all start here.
 */
import {isClipboardText, parseClipboard} from './clipboard';
import {layoutGraph} from './layout';
import {parseBlueprint} from './parse';
import {placeGraph} from './place';
import {renderGraph} from './render';
import {BlueprintError, type BlueprintWarning, type Element, type Graph, type GraphLayout} from './types';
import {validateBlueprint, type ResolvedWire} from './validate';

export type ReadBlock = {graph: Graph; wires: ResolvedWire[]; warnings: BlueprintWarning[]};

/** The caption of a pasted block, written on its fence: ```blueprint caption="…". */
function captionOf(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)caption="((?:[^"\\]|\\.)*)"/.exec(meta ?? '');
  return match?.[1]?.replace(/\\(.)/g, '$1').trim();
}

/**
 * Reads a block whose opening fence is on page line `fenceLine`, with the
 * fence's `meta` (what follows ```blueprint). Fails with a BlueprintError at
 * a page line.
 */
export function readBlock(code: string, fenceLine: number, meta?: string | null): ReadBlock {
  if (code.trim() === '') {
    throw new BlueprintError(
      fenceLine,
      'the blueprint block is empty (paste the text the editor copies, or write the graph: see "Blueprint graphs" in CONTRIBUTING.md)',
    );
  }
  if (!isClipboardText(code)) {
    textBeforePaste(code, fenceLine);
    const graph = parseBlueprint(code, fenceLine);
    return {graph, wires: validateBlueprint(graph), warnings: []};
  }
  const caption = captionOf(meta);
  if (!caption) {
    throw new BlueprintError(
      fenceLine,
      'a graph pasted from the editor needs a caption on its fence: ```blueprint caption="One sentence saying what the graph does."',
    );
  }
  return parseClipboard(code, fenceLine + 1, caption);
}

/**
 * Fails on lines written above a pasted text (most often its caption), which
 * would otherwise read as an unknown statement of the hand-written form.
 */
function textBeforePaste(code: string, fenceLine: number): void {
  const lines = code.split('\n');
  if (!lines.some((line) => isClipboardText(line))) {
    return;
  }
  const index = lines.findIndex((line) => line.trim() !== '');
  const written = lines[index]!.trim();
  const caption = /^caption\s+(.*)$/.exec(written)?.[1];
  throw new BlueprintError(
    fenceLine + index + 1,
    caption === undefined
      ? `"${written}" stands above the pasted text: a pasted block holds only the text the editor copies, its caption on the fence: \`\`\`blueprint caption="…"`
      : `put the caption on the fence: \`\`\`blueprint caption="${caption.replace(/"/g, '\\"')}"`,
  );
}

export function layoutBlock({graph, wires}: ReadBlock): Promise<GraphLayout> {
  return graph.nodes.every((node) => node.position)
    ? Promise.resolve(placeGraph(graph, wires))
    : layoutGraph(graph, wires);
}

export async function drawBlock(
  code: string,
  fenceLine: number,
  meta?: string | null,
): Promise<{figure: Element; warnings: BlueprintWarning[]}> {
  const block = readBlock(code, fenceLine, meta);
  return {figure: renderGraph(block.graph, await layoutBlock(block)), warnings: block.warnings};
}
