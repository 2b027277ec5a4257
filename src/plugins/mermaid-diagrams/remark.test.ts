/**
 * The remark plugin against a real Mermaid in the build's Chromium (src/chromium),
 * each test with a cache folder of its own.
 */
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import type {Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it, vi} from 'vitest';
import {mermaidConfig, mermaidThemes} from '../../../config/mermaid';
import {drawingQuery} from './contract';
import remarkMermaidDiagrams from './remark';
import {rendererFingerprint} from './render';

type Attribute = {name: string; value: string | {value: string}};
type DiagramNode = {type: string; name: string; attributes: Attribute[]};

const fingerprint = rendererFingerprint();
const newCache = () => mkdtempSync(path.join(tmpdir(), 'mermaid-diagrams-test-'));

async function transform(markdown: string, cacheDir = newCache(), plugin = remarkMermaidDiagrams): Promise<Root> {
  const processor = unified()
    .use(remarkParse)
    .use(plugin, {config: mermaidConfig, themes: mermaidThemes, cacheDir, fingerprint});
  const file = {path: path.join(process.cwd(), 'docs/x.md'), value: markdown};
  return (await processor.run(processor.parse(markdown), file)) as Root;
}

/** The plugin as a new build loads it: nothing drawn yet in this process. */
async function freshPlugin(): Promise<typeof remarkMermaidDiagrams> {
  vi.resetModules();
  return (await import('./remark')).default;
}

const page = (...diagrams: string[]) =>
  `# Title\n\nSome prose.\n\n${diagrams.map((diagram) => `\`\`\`mermaid\n${diagram}\n\`\`\`\n`).join('\n')}\nMore prose.\n`;

const diagramsOf = (tree: Root) =>
  tree.children.filter((node): node is typeof node & DiagramNode => node.type === 'mdxJsxFlowElement');

function props(diagram: DiagramNode): Record<string, string> {
  return Object.fromEntries(
    diagram.attributes.map(({name, value}) => [name, typeof value === 'string' ? value : value.value]),
  );
}

/** The drawings file a diagram's element points to, as the server bundle inlines it. */
function drawings(diagram: DiagramNode) {
  const request = /^require\("(.+)"\)$/.exec(props(diagram).drawing!)![1]!;
  expect(request.endsWith(`?${drawingQuery}`)).toBe(true);
  return load(readFileSync(request.slice(0, -drawingQuery.length - 1), 'utf8'), null, false);
}

describe('remarkMermaidDiagrams', () => {
  it('replaces a mermaid block with the diagram drawn in both colour modes, and leaves other code alone', async () => {
    const source = 'flowchart TD\n  A[Start] --> B{Done?}\n  B -->|No| A';
    const tree = await transform(`${page(source)}\n\`\`\`js\nlet x;\n\`\`\`\n`);
    expect(tree.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'heading',
      'paragraph',
      'mdxJsxFlowElement',
      'paragraph',
      'code',
    ]);
    const [diagram] = diagramsOf(tree);
    const {name} = diagram!;
    const {source: kept, label, width, minWidth} = props(diagram!);
    expect({name, kept, label}).toEqual({name: 'MermaidDiagram', kept: source, label: 'Flowchart'});
    // Mermaid's text is 16 px: the diagram may shrink to 11/16 of its width.
    expect(Number(minWidth)).toBe(Math.ceil((Number(width) * 11) / 16));
    const $ = drawings(diagram!);
    expect($('svg.mermaid-drawing').length).toBe(2);
    // Mermaid's two themes: 'default' in light mode, 'dark' in dark mode.
    expect($('svg.mermaid-drawing--light > style').text()).toContain('#ECECFF');
    expect($('svg.mermaid-drawing--dark > style').text()).toContain('#1f2020');
    expect($('svg.mermaid-drawing--light').text()).toContain('Start');
  });

  it('imports the diagram component into a page with a diagram, and into no other page', async () => {
    const [first] = (await transform(page('flowchart TD\n  A --> B'))).children;
    expect(first).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringMatching(/^import MermaidDiagram from ".*MermaidDiagram";$/),
    });
    const without = await transform('# Title\n\nNo diagram here.\n');
    expect(without.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it("takes the diagram's own title as its name", async () => {
    const [diagram] = diagramsOf(await transform(page('stateDiagram-v2\n  accTitle: Quest states\n  [*] --> Active')));
    expect(props(diagram!).label).toBe('Quest states');
  });

  it('keeps the smallest text at 11 px: a diagram with smaller text may shrink less', async () => {
    const [diagram] = diagramsOf(
      await transform(
        page('flowchart LR\n  A[Small print] --> B[Normal]\n  classDef small font-size:8px\n  class A small'),
      ),
    );
    const {width, minWidth} = props(diagram!);
    expect(Number(minWidth)).toBe(Math.ceil((Number(width) * 11) / 8));
  });

  it('draws each diagram once, then reads it from the cache folder', async () => {
    const cacheDir = newCache();
    const source = 'flowchart TD\n  Cached --> Diagram';
    const file = /^require\("(.+)\?/.exec(props(diagramsOf(await transform(page(source), cacheDir))[0]!).drawing!)![1]!;
    writeFileSync(file, '<svg class="kept"></svg>');
    const tree = await transform(page(source), cacheDir, await freshPlugin());
    expect(drawings(diagramsOf(tree)[0]!)('svg').attr('class')).toBe('kept');
  });

  it("keeps only the current renderer's drawings", async () => {
    const cacheDir = newCache();
    const drawWith = async (renderer: string) => {
      const processor = unified()
        .use(remarkParse)
        .use(remarkMermaidDiagrams, {config: mermaidConfig, themes: mermaidThemes, cacheDir, fingerprint: renderer});
      const markdown = page('flowchart TD\n  Old --> New');
      await processor.run(processor.parse(markdown), {path: 'docs/x.md'});
      return readdirSync(cacheDir);
    };
    expect(await drawWith('a'.repeat(64))).toEqual(['a'.repeat(16)]);
    expect(await drawWith('b'.repeat(64))).toEqual(['b'.repeat(16)]);
  });

  it("fails with the page, the page line and Mermaid's message", async () => {
    // The fence is on line 5, so the diagram's third line is line 8 of the page.
    await expect(transform(page('flowchart TD\n  A --> B\n  B -> C\n  C --> D'))).rejects.toThrow(
      /^docs\/x\.md:8: Parse error on line 3:/,
    );
  });
});
