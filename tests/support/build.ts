/** Where the tests find the last production build (`npm run build`), and the page each route is served from. */
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../build');

/** The built HTML of a route: `/a/b` and `/a/b/` are both served from `a/b/index.html`. */
export function builtPage(route: string): string {
  return path.join(buildDir, route, 'index.html');
}
