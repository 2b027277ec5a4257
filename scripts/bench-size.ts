/**
 * Prints what a reader downloads: for the home page, a product page and a
 * deep page, the bytes of HTML, CSS and the JavaScript run on first load
 * (prefetches not counted), raw and gzip; then the size of the whole build.
 *
 *   npm run build && npm run bench:size
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumExecutable} from '../src/chromium';
import {firstLoadScripts, kilobytes, sum} from '@narrative-docs/test-support/firstLoad';
import {deepPage, home, productPage} from '@narrative-docs/test-support/pages';
import {serveBuild} from './lib/serveBuild';

const buildDir = path.resolve('build');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function sizes(content: Buffer) {
  return {raw: content.length, gzip: gzipSync(content, {level: 9}).length};
}

async function main() {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  const rows: string[][] = [];
  try {
    for (const pagePath of [home, productPage, deepPage]) {
      const page = await browser.newPage();
      const styles: string[] = [];
      page.on(
        'request',
        (request) => request.resourceType() === 'stylesheet' && styles.push(new URL(request.url()).pathname),
      );
      const scripts = await firstLoadScripts(page, server.url + pagePath, buildDir);
      const htmlFile = path.join(buildDir, pagePath, 'index.html');
      const html = sizes(readFileSync(htmlFile));
      const css = styles.map((file) => sizes(readFileSync(path.join(buildDir, file))));
      rows.push([
        pagePath,
        `${kilobytes(html.raw)} / ${kilobytes(html.gzip)}`,
        `${kilobytes(css.reduce((t, s) => t + s.raw, 0))} / ${kilobytes(css.reduce((t, s) => t + s.gzip, 0))}`,
        `${kilobytes(sum(scripts, 'raw'))} / ${kilobytes(sum(scripts, 'gzip'))} (${scripts.length} files)`,
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log('First load (raw / gzip)\n');
  console.log(['page', 'HTML', 'CSS', 'JavaScript run on load'].join(' | '));
  for (const row of rows) {
    console.log(row.join(' | '));
  }
  const files = filesUnder(buildDir);
  const total = files.reduce((bytes, file) => bytes + statSync(file).size, 0);
  const javascript = files
    .filter((file) => file.endsWith('.js'))
    .reduce((bytes, file) => bytes + statSync(file).size, 0);
  console.log(
    `\nWhole build: ${kilobytes(total)} in ${files.length} files, of which ${kilobytes(javascript)} of JavaScript.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
