import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {buildProblem} from './requireBuild';

describe('buildProblem', () => {
  let root: string;
  const build = () => path.join(root, 'build');
  /** Writes a file under the root, changed `secondsAgo` seconds ago. */
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), {recursive: true});
    writeFileSync(full, 'x');
    const time = new Date(Date.UTC(2026, 0, 1, 12, 0, 0) - secondsAgo * 1000);
    utimesSync(full, time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'require-build-'));
    write('docs/intro.md', 60);
    write('src/plugins/a/index.ts', 60);
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('says to build when there is no build', () => {
    expect(buildProblem(root, build())).toMatch(/holds none: run "npm run build" first/);
  });

  it('accepts a build newer than every source', () => {
    write('build/index.html', 30);
    expect(buildProblem(root, build())).toBeUndefined();
  });

  it('names the source that changed after the build, and says to build again', () => {
    write('build/index.html', 30);
    write('docs/tales/quests.md', 10);
    expect(buildProblem(root, build())).toBe(
      `docs/tales/quests.md changed after the build in ${build()}, so the build no longer shows the sources: ` +
        'run "npm run build" again first.',
    );
  });

  it('ignores unit tests and their fixtures, which no build reads', () => {
    write('build/index.html', 30);
    write('src/plugins/a/index.test.ts', 10);
    write('src/plugins/a/__fixtures__/graph.t3d', 10);
    expect(buildProblem(root, build())).toBeUndefined();
  });
});
