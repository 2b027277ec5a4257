/** Vitest's source projects: the tests that mock modules run isolated, and every other one shares a registry. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mockingTests} from '../../vitest.config.mjs';

const root = path.resolve(__dirname, '../..');
const sourceFolders = ['config', 'src', 'scripts', 'tests/content', 'tests/repository', 'tests/support'];
const packageFolders = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`);

const testFiles = [...sourceFolders, ...packageFolders].flatMap((folder) =>
  readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
);

describe('vitest.config.mts', () => {
  it('runs isolated exactly the source tests that mock a module', () => {
    const mocking = testFiles.filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.sort()).toEqual([...mockingTests].sort());
  });
});
