/**
 * Builds the site as the people who run it will one day: with a docs version
 * cut (`docusaurus docs:version 1.0`) and served under a sub-path
 * (`BASE_URL=/narrative/`), into `build-versioned/`, for the browser tests of
 * `e2e/versioned-subpath.spec.ts`. The site is this repository's (config,
 * theme, components and plugins); its docs are the small fixed tree in
 * `e2e/versioned-docs/`, which holds what those tests need, so that cutting
 * a version doubles a few pages rather than the whole site.
 *
 * The version is cut in a copy of the site under `.cache/versioned-site/`,
 * so the repository never holds versioned docs it does not mean to. The copy
 * keeps its own build caches (its `.cache/`) between runs; the rest of it is
 * laid anew each time, with the sources' timestamps, so the bundler's cache
 * still knows the files.
 *
 *   npm run build:versioned-fixture
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {versionedFixture} from '@narrative-docs/test-support/versionedFixture';

const repository = path.resolve(__dirname, '..');
const site = path.join(repository, '.cache/versioned-site');
/** What a build reads besides the docs: the rest of the repository (tests, scripts, builds) stays behind. */
const siteSources = ['src', 'static', 'config', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json'];

mkdirSync(site, {recursive: true});
for (const entry of readdirSync(site)) {
  if (entry !== '.cache') {
    rmSync(path.join(site, entry), {recursive: true, force: true});
  }
}
for (const source of siteSources) {
  cpSync(path.join(repository, source), path.join(site, source), {recursive: true, preserveTimestamps: true});
}
cpSync(path.join(repository, versionedFixture.docsDir), path.join(site, 'docs'), {
  recursive: true,
  preserveTimestamps: true,
});
symlinkSync(path.join(repository, 'node_modules'), path.join(site, 'node_modules'), 'dir');

const docusaurus = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(path.join(repository, 'node_modules/.bin/docusaurus'), args, {
    cwd: site,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
docusaurus(['docs:version', versionedFixture.version]);
docusaurus(['build', '--out-dir', path.join(repository, versionedFixture.outDir)], {
  BASE_URL: versionedFixture.baseUrl,
});
