/** The Blueprint graphs of the production build, read from its HTML: which is widest, and on which page. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const buildDir = path.join(__dirname, '..', 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The widest drawing of the site (its natural width, in px) and the route of a page that shows it. */
export function widestGraph(): {route: string; width: number} {
  let widest = {route: '/', width: 0};
  for (const file of htmlFiles(buildDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<svg width="?(\d+)"?[^>]*--bp-width/g)) {
      const width = Number(match[1]);
      if (width > widest.width) {
        const route = `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(
          /^\/\/$/,
          '/',
        );
        widest = {route, width};
      }
    }
  }
  return widest;
}
