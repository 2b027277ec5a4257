/** The documentation routes the site must serve, read once from tests/content/routes.txt. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const routesFile = path.resolve(__dirname, '../content/routes.txt');

/** Every route of the docs, one per line of routes.txt (lines that start with `/`). */
export const routes: readonly string[] = readFileSync(routesFile, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));
