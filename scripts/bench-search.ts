/**
 * Prints the figures of the embedded search:
 * - this site's index: bytes of each kind of file, raw and gzip;
 * - query time in Node, p50 and p95, for 200 queries as readers type them;
 * - the same for a synthetic site of 10,000 pages in ten docs versions, and
 *   what its first query downloads;
 * - in headless Chromium, the time from a keystroke in the modal to the
 *   results on screen, with the index loaded.
 *
 *   npm run build && npm run bench:search
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumExecutable} from '../tests/support/browser';
import {kilobytes} from '../tests/support/firstLoad';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {fileShardSource} from '../src/plugins/search/build/fileShardSource';
import {recordsFile} from '../src/plugins/search/build/recordsFile';
import {buildShards} from '../src/plugins/search/build/shards';
import {createLocalSearchClient} from '../src/plugins/search/client/localSearchClient';
import {
  indexDirectory,
  manifestFileName,
  type DocSearchRecord,
  type Manifest,
  type SearchClient,
  type ShardSource,
} from '../src/plugins/search/contract';
import {relevanceTable} from '../tests/support/relevance';
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

function thisSiteFiles() {
  const manifest = JSON.parse(readFileSync(path.join(indexDir, manifestFileName), 'utf8')) as Manifest;
  const bytes = (names: string[]) => {
    const contents = names.map((name) => readFileSync(path.join(indexDir, name)));
    return `${kilobytes(contents.reduce((t, c) => t + c.length, 0))} raw, ${kilobytes(contents.reduce((t, c) => t + gzipSync(c).length, 0))} gzip`;
  };
  console.log('This site');
  console.log(
    `  index shards:  ${bytes(manifest.shards.map((shard) => shard.file))} (${manifest.shards.length} files)`,
  );
  const chunks = manifest.shards.flatMap((shard) => shard.text.map((chunk) => chunk.file));
  console.log(`  text chunks:   ${bytes(chunks)} (${chunks.length} files, loaded only for the results shown)`);
  console.log(`  manifest:      ${bytes([manifestFileName])}`);
  const records = existsSync(recordsPath) ? JSON.parse(readFileSync(recordsPath, 'utf8')).length : 0;
  console.log(`  records:       ${records} DocSearch records from the built pages`);
}

/** A site of `pages` pages per version, in `versions` docs versions, written with this site's words. */
function syntheticRecords(versions: number, pages: number): DocSearchRecord[] {
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
  for (let version = 1; version <= versions; version += 1) {
    for (let page = 0; page < pages; page += 1) {
      const pathname = `/v${version}/section-${page % 20}/page-${page}`;
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
          docusaurus_tag: `docs-default-v${version}`,
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
  }
  return records;
}

async function syntheticSite() {
  const versions = 10;
  const pages = 1000;
  const started = performance.now();
  const {manifest, files} = buildShards(syntheticRecords(versions, pages), 'https://bench.example');
  const buildSeconds = (performance.now() - started) / 1000;
  const contents = new Map(files.map((file) => [file.name, file.content]));
  const gzipOf = (name: string) =>
    gzipSync(name === manifestFileName ? JSON.stringify(manifest) : contents.get(name)!).length;
  const downloaded: string[] = [];
  const source: ShardSource = {
    manifest: async () => (downloaded.push(manifestFileName), manifest),
    shardIndex: async (entry) => (downloaded.push(entry.file), JSON.parse(contents.get(entry.file)!)),
    textChunk: async (chunk) => (downloaded.push(chunk.file), JSON.parse(contents.get(chunk.file)!)),
  };
  const client = createLocalSearchClient(source);
  const firstStarted = performance.now();
  await timeQueries(client, ['quest journal'], 'docs-default-v3');
  const firstQuery = performance.now() - firstStarted;
  const firstFiles = [...downloaded];
  const firstDownload = (names: string[]) => names.reduce((total, name) => total + gzipOf(name), 0);
  const firstText = firstFiles.filter((name) => name.includes('.text-'));
  const allBytes = files.reduce((total, file) => total + gzipSync(file.content).length, 0);
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
  const times = await timeQueries(client, queries, 'docs-default-v3');
  console.log(`\nSynthetic site: ${versions * pages} pages in ${versions} docs versions`);
  console.log(`  index built in ${buildSeconds.toFixed(1)} s: ${kilobytes(allBytes)} gzip in ${files.length} files`);
  console.log(
    `  first query downloads ${kilobytes(firstDownload(firstFiles))} gzip: the manifest and ${firstFiles.length - firstText.length - 1} index shard (${kilobytes(firstDownload(firstFiles.filter((name) => !firstText.includes(name))))}), ${firstText.length} text chunks (${kilobytes(firstDownload(firstText))}); it answers in ${firstQuery.toFixed(0)} ms`,
  );
  console.log(`  200 queries in Node, index loaded: ${describeTimes(times)}`);
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
    for (const query of ['minimap', 'loot table', 'dialogue camera', 'faction', 'save game', 'quest journal']) {
      await input.fill('');
      for (const character of query) {
        await page.keyboard.type(character);
        await page.waitForTimeout(120);
      }
    }
    const latencies = await page.evaluate(() => (window as unknown as {latencies: number[]}).latencies);
    console.log(
      `\nHeadless Chromium, index loaded: keystroke to results on screen, ${latencies.length} keystrokes: ${describeTimes(latencies)}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  thisSiteFiles();
  const client = createLocalSearchClient(fileShardSource(indexDir));
  await timeQueries(client, ['warm up'], 'docs-default-current');
  console.log(
    `  200 queries in Node, index loaded: ${describeTimes(await timeQueries(client, typedQueries(), 'docs-default-current'))}`,
  );
  await syntheticSite();
  await browserLatency();
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
