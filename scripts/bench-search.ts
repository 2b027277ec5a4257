/**
 * Prints the figures of the embedded search:
 * - this site's index: bytes of each kind of file, raw and gzip;
 * - relevance by kind of query (top-1, top-3, mean reciprocal rank), on the
 *   queries tuned on and on those held out from tuning;
 * - what a first query downloads, and query time in Node, p50 and p95, for
 *   200 queries as readers type them;
 * - the same for a synthetic site of 10,000 pages in one docs version;
 * - in headless Chromium, the time from a keystroke in the modal to the
 *   results on screen, with the index loaded, and from opening the modal on
 *   a cold page to the first results.
 *
 *   npm run build && npm run bench:search
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {chromiumArgs, chromiumExecutable} from '../src/chromium';
import {kilobytes} from '@narrative-docs/test-support/firstLoad';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {fileShardSource, recordsFile, buildShards} from '@narrative-docs/search/indexer';
import {createLocalSearchClient} from '@narrative-docs/search';
import {
  indexDirectory,
  manifestFileName,
  type DocSearchRecord,
  type SearchClient,
  type ShardSource,
} from '@narrative-docs/search';
import {relevanceTable} from '@narrative-docs/test-support/relevance';
import {outOfScopeQueries} from '@narrative-docs/test-support/relevance-out-of-scope';
import {
  formatRelevance,
  noCloseMatches,
  relevanceSets,
  runRelevance,
} from '@narrative-docs/test-support/relevanceReport';
import {percentile, serveBuild} from './lib/serveBuild';

const indexDir = path.resolve('build', indexDirectory);
const recordsPath = recordsFile(path.resolve(GENERATED_FILES_DIR_NAME));
const contextual = (tag: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];

/** Deterministic random numbers, so every run measures the same synthetic site. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 200 queries as a reader types them: every prefix of three letters or more of the relevance table's queries. */
function typedQueries(): string[] {
  const prefixes = relevanceTable.flatMap(({query}) =>
    Array.from({length: Math.max(0, query.length - 2)}, (_, index) => query.slice(0, index + 3)),
  );
  const next = random(7);
  return Array.from({length: 200}, () => prefixes[Math.floor(next() * prefixes.length)]!);
}

async function timeQueries(client: SearchClient, queries: string[], tag: string): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await client.search({
      requests: [
        {
          indexName: 'bench',
          query,
          hitsPerPage: 20,
          facetFilters: contextual(tag),
          attributesToSnippet: ['content:10'],
        },
      ],
    });
    times.push(performance.now() - started);
  }
  return times;
}

const describeTimes = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`;

/** Gzip bytes of index files by kind (term buckets, document chunks, text chunks), and how many. */
function byKind(names: readonly string[], gzipOf: (name: string) => number): string {
  return ['terms', 'documents', 'text']
    .map((kind) => {
      const files = names.filter((name) => name.includes(`.${kind}-`));
      return `${kind} ${kilobytes(files.reduce((total, name) => total + gzipOf(name), 0))} (${files.length})`;
    })
    .join(', ');
}

/** What a reader's first query downloads: the manifest, the term buckets of its words, the chunks of the hits it shows. */
async function firstQuery(source: ShardSource & {loaded: string[]}, gzipOf: (name: string) => number, tag: string) {
  const client = createLocalSearchClient(source);
  const started = performance.now();
  await timeQueries(client, ['quest journal'], tag);
  const milliseconds = performance.now() - started;
  const files = [...source.loaded];
  const total = files.reduce((sum, name) => sum + gzipOf(name), 0);
  console.log(
    `  first query ("quest journal", 20 hits) downloads ${kilobytes(total)} gzip in ${files.length} files: ${byKind(files, gzipOf)}, manifest ${kilobytes(gzipOf(manifestFileName))}; it answers in ${milliseconds.toFixed(0)} ms`,
  );
  return client;
}

async function thisSite() {
  const files = readdirSync(indexDir);
  const gzipOf = (name: string) => gzipSync(readFileSync(path.join(indexDir, name))).length;
  const records = existsSync(recordsPath) ? JSON.parse(readFileSync(recordsPath, 'utf8')).length : 0;
  console.log('This site');
  console.log(
    `  ${records} DocSearch records; index ${kilobytes(files.reduce((sum, name) => sum + gzipOf(name), 0))} gzip in ${files.length} files: ${byKind(files, gzipOf)}`,
  );
  const client = await firstQuery(fileShardSource(indexDir), gzipOf, 'docs-default-current');
  console.log(
    `  200 queries in Node, loading the buckets and chunks they need: ${describeTimes(await timeQueries(client, typedQueries(), 'docs-default-current'))}`,
  );
  console.log(
    `  the same 200 queries, index files loaded: ${describeTimes(await timeQueries(client, typedQueries(), 'docs-default-current'))}`,
  );
  const outOfScope = await noCloseMatches(client, outOfScopeQueries);
  const answered = relevanceSets.flatMap(({table}) => table.map(({query}) => query));
  const flagged = await noCloseMatches(client, answered);
  // Only the queries of the sets tuned on are named: the others are never read.
  const tunedOn = new Set(relevanceSets.flatMap(({table, misses}) => (misses ? table.map(({query}) => query) : [])));
  const named = flagged.filter((query) => tunedOn.has(query));
  console.log(
    `\nNo close match (or no result): ${outOfScope.length} of ${outOfScopeQueries.length} queries the docs do not cover, ${flagged.length} of ${answered.length} queries they answer${named.length ? ` (of the sets tuned on: ${named.join(', ')})` : ''}`,
  );
  for (const {name, table, misses, floor} of relevanceSets) {
    const floors = `the test's floors: top 1 ${Math.round(floor.top1 * 100)} %, top 3 ${Math.round(floor.top3 * 100)} %`;
    console.log(
      `\nRelevance, ${table.length} ${name.replace(/^the /, '')} (${floors}):\n${formatRelevance(await runRelevance(client, table), {misses})}`,
    );
  }
}

/** A site of `pages` pages in one docs version, written with this site's words. */
function syntheticRecords(pages: number): DocSearchRecord[] {
  const ownRecords = JSON.parse(readFileSync(recordsPath, 'utf8')) as DocSearchRecord[];
  const vocabulary = [
    ...new Set(
      ownRecords.flatMap((record) => (record.content ?? '').split(/\s+/)).filter((word) => /^[A-Za-z]{3,}$/.test(word)),
    ),
  ];
  const next = random(42);
  const words = (count: number) =>
    Array.from({length: count}, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(' ');
  const records: DocSearchRecord[] = [];
  for (let page = 0; page < pages; page += 1) {
    const pathname = `/section-${page % 20}/page-${page}`;
    const hierarchy = {
      lvl0: `Section ${page % 20}`,
      lvl1: words(3),
      lvl2: null as string | null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const push = (type: DocSearchRecord['type'], anchor: string | null, content: string | null) =>
      records.push({
        objectID: `${pathname}#${records.length}`,
        url: `https://bench.example${pathname}${anchor ? `#${anchor}` : ''}`,
        url_without_anchor: `https://bench.example${pathname}`,
        anchor,
        type,
        hierarchy: {...hierarchy},
        content,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: {level: 0, position: records.length, pageRank: 0},
      });
    push('lvl1', null, null);
    push('content', null, words(30));
    for (let section = 0; section < 5; section += 1) {
      hierarchy.lvl2 = words(2);
      push('lvl2', `section-${section}`, null);
      for (let paragraph = 0; paragraph < 3; paragraph += 1) {
        push('content', `section-${section}`, words(25));
      }
    }
  }
  return records;
}

async function syntheticSite() {
  const pages = 10_000;
  const started = performance.now();
  const {manifest, files} = buildShards(syntheticRecords(pages), 'https://bench.example');
  const buildSeconds = (performance.now() - started) / 1000;
  const contents = new Map(files.map((file) => [file.name, file.content]));
  contents.set(manifestFileName, JSON.stringify(manifest));
  const gzipOf = (name: string) => gzipSync(contents.get(name)!).length;
  const loaded: string[] = [];
  const read = async <T>(name: string) => (loaded.push(name), JSON.parse(contents.get(name)!) as T);
  const source = {loaded, manifest: () => read(manifestFileName), file: read} as ShardSource & {loaded: string[]};
  console.log(`\nSynthetic site: ${pages} pages in one docs version, ${manifest.shards[0]!.documents} sections`);
  console.log(
    `  index built in ${buildSeconds.toFixed(1)} s: ${kilobytes(files.reduce((total, file) => total + gzipOf(file.name), 0))} gzip in ${files.length} files: ${byKind([...contents.keys()], gzipOf)}`,
  );
  const client = await firstQuery(source, gzipOf, 'docs-default-current');
  const vocabularyQueries = [
    'quest',
    'inventory item',
    'dialogue node speaker',
    'loot',
    'player controller',
    'map',
    'save',
    'npc goal',
  ];
  const queries = Array.from({length: 200}, (_, index) =>
    vocabularyQueries[index % vocabularyQueries.length]!.slice(0, 3 + (index % 12)),
  );
  const cold = await timeQueries(client, queries, 'docs-default-current');
  console.log(
    `  200 queries in Node, loading the buckets they need on the way (${loaded.length} files by the end): ${describeTimes(cold)}`,
  );
  console.log(
    `  the same 200 queries, index loaded: ${describeTimes(await timeQueries(client, queries, 'docs-default-current'))}`,
  );
}

/** From a click on the search button of a freshly loaded page (nothing of search loaded yet) to the first results of a query typed at once. */
async function coldOpen(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    // A string, not a function: the bundler's helpers (`__name`) do not exist in the page.
    return await page.evaluate(`(async () => {
      const started = performance.now();
      document.querySelector('.DocSearch-Button').click();
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let input;
      while (!(input = document.querySelector('#docsearch-input'))) await frame();
      // As a reader types: React reads the value through its own setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'quest');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      while (!document.querySelector('.DocSearch-Hit')) await frame();
      return performance.now() - started;
    })()`);
  } finally {
    await context.close();
  }
}

async function browserLatency() {
  const server = await serveBuild('build');
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/tales/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: /^Search/}).click();
    const input = page.locator('#docsearch-input');
    await input.fill('quest');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // Inside the page, `window.performance`: the bare name is Node's, imported above.
    await page.evaluate(() => {
      const marks: number[] = [];
      let typedAt: number | undefined;
      document.addEventListener('keydown', () => (typedAt = window.performance.now()), true);
      // The results list is re-rendered on each answer: time the first change inside it after a keystroke.
      new MutationObserver((mutations) => {
        const inResults = mutations.some((mutation) => (mutation.target as Element).closest?.('.DocSearch-Dropdown'));
        if (typedAt !== undefined && inResults) {
          marks.push(window.performance.now() - typedAt);
          typedAt = undefined;
        }
      }).observe(document.body, {childList: true, subtree: true, characterData: true});
      Object.assign(window, {latencies: marks});
    });
    const typeQueries = async () => {
      for (const query of ['minimap', 'loot table', 'dialogue camera', 'faction', 'save game', 'quest journal']) {
        await input.fill('');
        for (const character of query) {
          await page.keyboard.type(character);
          await page.waitForTimeout(120);
        }
      }
      return page.evaluate(() => (window as unknown as {latencies: number[]}).latencies.splice(0));
    };
    // The first time, each keystroke may fetch the term buckets and chunks of its query; the second time they are loaded.
    const fetching = await typeQueries();
    console.log(
      `\nHeadless Chromium: keystroke to results on screen, ${fetching.length} keystrokes, fetching the buckets and chunks they need: ${describeTimes(fetching)}`,
    );
    const loaded = await typeQueries();
    console.log(`Headless Chromium: the same keystrokes, index files loaded: ${describeTimes(loaded)}`);
    // A first run warms up the browser itself (its processes and code caches), which no reader's page pays twice.
    await coldOpen(browser, `${server.url}/tales/`);
    const colds: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      colds.push(await coldOpen(browser, `${server.url}/tales/`));
    }
    console.log(
      `Headless Chromium, cold page: modal opened to first results of "quest", ${colds.length} runs: ${describeTimes(colds)}, max ${Math.max(...colds).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `npm run bench:search -- synthetic` (or `site`, `browser`) runs one part. */
async function main() {
  const parts = process.argv.slice(2);
  const run = (part: string) => parts.length === 0 || parts.includes(part);
  if (run('site')) {
    await thisSite();
  }
  if (run('synthetic')) {
    await syntheticSite();
  }
  if (run('browser')) {
    await browserLatency();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
