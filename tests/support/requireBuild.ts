/**
 * Global setup of the checks that read the last build (Vitest's `built site`
 * project and the browser tests): one clear message when there is no build,
 * or when a source changed after it, instead of a failure per case or, worse,
 * checks that pass on what the sources no longer say.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './build';

const repository = path.resolve(__dirname, '../..');

/** What `npm run build` reads, from the repository's root: a change to one of these makes the last build stale. */
export const buildSources = [
  'docs',
  'src',
  'static',
  'config',
  'packages/search/src',
  'packages/llms-txt/src',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];

/** Files under the sources that no build reads: unit tests and their fixtures. */
const testOnly = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('__fixtures__');

/** The most recently changed source file under `root`, with its time. */
function newestSource(root: string): {file: string; mtimeMs: number} | undefined {
  let newest: {file: string; mtimeMs: number} | undefined;
  const visit = (file: string) => {
    const stats = statSync(file);
    if (stats.isDirectory()) {
      readdirSync(file).forEach((entry) => visit(path.join(file, entry)));
    } else if (!testOnly(file) && (!newest || stats.mtimeMs > newest.mtimeMs)) {
      newest = {file, mtimeMs: stats.mtimeMs};
    }
  };
  buildSources
    .map((source) => path.join(root, source))
    .filter(existsSync)
    .forEach(visit);
  return newest;
}

/** Why the build in `build` cannot be checked (none, or older than a source under `root`), or undefined when it can. */
export function buildProblem(root: string, build: string): string | undefined {
  const page = path.join(build, 'index.html');
  if (!existsSync(page)) {
    return `These checks read the production build, and ${build} holds none: run "npm run build" first.`;
  }
  const newest = newestSource(root);
  if (newest && newest.mtimeMs > statSync(page).mtimeMs) {
    return (
      `${path.relative(root, newest.file)} changed after the build in ${build}, so the build no longer shows the ` +
      `sources: run "npm run build" again first.`
    );
  }
  return undefined;
}

export default function requireBuild(): void {
  const problem = buildProblem(repository, buildDir);
  if (problem) {
    throw new Error(problem);
  }
}
