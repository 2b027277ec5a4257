/**
 * Builds the site as the people who run it will one day: with a docs version
 * cut (`docusaurus docs:version 1.0`) and served under a sub-path
 * (`BASE_URL=/narrative/`), into `build-versioned/`, for the browser tests of
 * `e2e/versioned-subpath.spec.ts`. The version is cut in a throwaway copy of
 * the site, so the repository never holds versioned docs it does not mean to.
 *
 *   npm run build:versioned-fixture
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {versionedFixture} from '@narrative-docs/test-support/versionedFixture';

const repository = path.resolve(__dirname, '..');
/** What a build reads: the rest of the repository (tests, scripts, builds) stays behind. */
const siteSources = [
  'docs',
  'src',
  'static',
  'config',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];

const copy = mkdtempSync(path.join(tmpdir(), 'narrative-versioned-'));
try {
  for (const source of siteSources) {
    cpSync(path.join(repository, source), path.join(copy, source), {recursive: true});
  }
  symlinkSync(path.join(repository, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const docusaurus = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync(path.join(repository, 'node_modules/.bin/docusaurus'), args, {
      cwd: copy,
      stdio: 'inherit',
      env: {...process.env, ...env},
    });
  docusaurus(['docs:version', versionedFixture.version]);
  docusaurus(['build', '--out-dir', path.join(repository, versionedFixture.outDir)], {
    BASE_URL: versionedFixture.baseUrl,
  });
} finally {
  rmSync(copy, {recursive: true, force: true});
}
