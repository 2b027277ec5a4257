/** Vitest global setup of the checks that read the last build: one clear message when there is no build, instead of a failure per case. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './build';

export default function requireBuild(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`These checks read the production build, and ${buildDir} holds none: run "npm run build" first.`);
  }
}
