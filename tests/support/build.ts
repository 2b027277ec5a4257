/** Where the tests find the last production build (`npm run build`), and the page and Markdown of each route. */
import path from 'node:path';
import {markdownPathOf} from '@narrative-docs/llms-txt';

export const buildDir = path.resolve(__dirname, '../../build');

/** The built HTML of a route: `/a/b` and `/a/b/` are both served from `a/b/index.html`. */
export function builtPage(route: string): string {
  return path.join(buildDir, route, 'index.html');
}

/** The built Markdown twin of a route: `a/b.md` for `/a/b`, `a/b/index.md` for `/a/b/`. */
export function builtMarkdown(route: string): string {
  return path.join(buildDir, markdownPathOf(route));
}
