import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {JSDOM} from 'jsdom';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import {main} from './cli';

const folder = mkdtempSync(path.join(tmpdir(), 'narrative-blueprint-'));
const write = (name: string, text: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
};
const handWritten = 'caption Tick ticks.\nnode a event Event Tick\n  out exec\n  out Delta Seconds: float';
const pasted = readFileSync(path.join(__dirname, 'clipboard/__fixtures__/node-kinds.t3d'), 'utf8');

/** Runs the command, returning its exit code and what it printed. */
async function run(...args: string[]) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const code = await main(args);
  const printed = {
    out: out.mock.calls.join('\n'),
    warn: warn.mock.calls.join('\n'),
    error: error.mock.calls.join('\n'),
  };
  return {code, ...printed};
}

afterEach(() => vi.restoreAllMocks());
afterAll(() => rmSync(folder, {recursive: true, force: true}));

describe('narrative-blueprint preview', () => {
  it('writes a page of a hand-written block beside the file, with the site markup, and prints its path', async () => {
    const file = write('tick.blueprint', handWritten);
    const {code, out} = await run('preview', file);
    expect(code).toBe(0);
    expect(out).toBe(`${file}.preview.html`);
    const {document} = new JSDOM(readFileSync(out, 'utf8')).window;
    expect(document.querySelector('[data-visual="blueprint-node"] [data-part="title"]')?.textContent).toBe(
      'Event Tick',
    );
    expect(document.querySelector('[data-part="pin"]')?.textContent).toBe('Delta Seconds');
  });

  it("draws the editor's text, with its Copy to Unreal button and the text itself, and prints the warnings as the build does", async () => {
    const file = write('kinds.txt', pasted);
    const {code, out, warn} = await run('preview', file, '--light');
    expect(code).toBe(0);
    const {document} = new JSDOM(readFileSync(out, 'utf8')).window;
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelectorAll('[data-visual="blueprint-node"]').length).toBe(
      pasted.match(/^Begin Object Class=\/Script\/(?!UnrealEd)/gm)!.length,
    );
    expect(document.querySelector('details code')?.textContent).toBe(pasted.trimEnd());
    expect(document.querySelector('button')?.textContent).toBe('Copy to Unreal');
    expect(warn).toMatch(/^\[WARNING\] .*kinds\.txt:\d+: node class K2Node_Mystery is not one the drawing knows/);
  });

  it('previews every block of a page, with the lines of the page', async () => {
    const page = write(
      'page.md',
      `# A page\n\n\`\`\`blueprint\n${handWritten}\n\`\`\`\n\n\`\`\`blueprint\n${handWritten}\n\`\`\`\n`,
    );
    const {out} = await run('preview', page, '--svg');
    expect(out.match(/<svg /g)).toHaveLength(2);
    expect(out).not.toContain('<figure');
  });

  it('fails with the file, the line and the fix, and writes nothing', async () => {
    const page = write('broken.md', '# A page\n\n```blueprint\ncaption C.\nnode a evnt Tick\n```\n');
    const {code, error} = await run('preview', page);
    expect(code).toBe(1);
    expect(error).toMatch(/^\[ERROR\] .*broken\.md:5: node a: unknown kind "evnt"/);
    expect(existsSync(`${page}.preview.html`)).toBe(false);
  });

  it('draws the blocks that read and lists every mistake of the file at once, exiting with 1', async () => {
    const page = write(
      'two-broken.md',
      `# A page\n\n\`\`\`blueprint\ncaption C.\nnode a evnt Tick\n\`\`\`\n\n\`\`\`blueprint\n${handWritten}\n\`\`\`\n\n\`\`\`blueprint\n\`\`\`\n`,
    );
    const {code, out, error} = await run('preview', '--svg', page);
    expect(code).toBe(1);
    expect(out.match(/<svg /g)).toHaveLength(1);
    expect(error.split('\n')).toEqual([
      expect.stringMatching(/^\[ERROR\] .*two-broken\.md:5: node a: unknown kind "evnt"/),
      expect.stringMatching(/^\[ERROR\] .*two-broken\.md:15: the blueprint block is empty/),
    ]);
  });

  it('takes its flags anywhere on the line', async () => {
    const file = write('flags.blueprint', handWritten);
    const before = await run('preview', '--svg', file);
    vi.restoreAllMocks();
    const after = await run('preview', file, '--svg');
    expect(before.code).toBe(0);
    expect(before.out).toMatch(/^<svg /);
    expect(after.out).toBe(before.out);
  });

  it('says where the caption of a pasted graph goes when it is written above the text', async () => {
    const page = write('caption-above.md', `\`\`\`blueprint\ncaption Opens the door.\n${pasted}\`\`\`\n`);
    const {code, error} = await run('preview', page);
    expect(code).toBe(1);
    expect(error).toMatch(
      /caption-above\.md:2: put the caption on the fence: ```blueprint caption="Opens the door\."$/,
    );
  });

  it('says how to use it', async () => {
    expect(await run('draw')).toMatchObject({
      code: 1,
      error: expect.stringContaining('usage: narrative-blueprint preview FILE'),
    });
  });

  it('runs from its bin', async () => {
    const file = write('bin.blueprint', handWritten);
    const bin = path.join(__dirname, '../../../bin/narrative-blueprint.mjs');
    const {stdout} = await promisify(execFile)(process.execPath, [bin, 'preview', file, '--svg']);
    expect(stdout).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });
});
