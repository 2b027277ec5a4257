/** The README's two commands are what a newcomer runs, and CI runs the second: they must stay true. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const commands = [...readme.matchAll(/```bash\n([^\n]+)\n```/g)].map((match) => match[1]);
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;

describe('README.md', () => {
  it('opens with the serve command and the test command', () => {
    expect(commands.slice(0, 2)).toEqual(['npm ci && npm run build && npm run serve', 'npm ci && npm test']);
  });

  it('gives the test command that .ci/run runs', () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(ci.trim().split('\n').at(-1)).toBe(commands[1]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });
});
