/**
 * Compares this site's search engine with MiniSearch and Pagefind on the
 * relevance sets: for each set, the share of queries whose expected page
 * comes first (top 1) or in the first three (top 3), and the mean reciprocal
 * rank, of the three engines side by side.
 *
 * - own engine: the index the build writes, as `npm run bench:search` reads it;
 * - MiniSearch: the build's DocSearch records of the current docs version, one
 *   document per page section; title boosted 4, headings, description and
 *   keywords 2, prefix and fuzzy (0.2) matching, any of the words;
 * - Pagefind: the same pages' built HTML, the whole body but navigation,
 *   sidebar, table of contents, pagination and footer, searched in headless
 *   Chromium.
 * - Each of the two again, given what the own engine knows beside its ranking:
 *   MiniSearch with the own engine's analysis (its tokenizer, which splits
 *   identifiers and runs names together, its stop words and singulars, and
 *   Porter's stems at index and query time, the query's words expanded as the
 *   own engine expands them: synonyms, other spellings, identifier forms);
 *   Pagefind with each page's keywords and description added to its body as
 *   weighted text (`data-pagefind-weight`, the keywords at 6 as the title,
 *   the description at 6), its only hook for metadata that ranks.
 *
 * MiniSearch and Pagefind are not the project's dependencies: they are
 * installed at their pinned versions in a cache folder outside the
 * repository on the first run. Where Pagefind will not install or run (npm
 * has no binary of it for every platform), it is skipped, with the reason,
 * and MiniSearch is still compared.
 *
 *   npm run build && npm run bench:search-engines
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {load} from 'cheerio';
import {chromium} from 'playwright-core';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {chromiumArgs, chromiumExecutable} from '../src/chromium';
import {fileShardSource, queryWords, recordsFile, stemOf, termsOf, toDocuments} from '@narrative-docs/search/indexer';
import {createLocalSearchClient, hierarchyLevels, indexDirectory} from '@narrative-docs/search';
import type {DocSearchRecord, SearchClient} from '@narrative-docs/search';
import {relevanceSets, runRelevance} from '@narrative-docs/test-support/relevanceReport';
import {serveBuild} from './lib/serveBuild';

const cacheFolder = path.join(os.tmpdir(), 'narrative-docs-bench-engines');
const pinned = {minisearch: '7.2.0', pagefind: '1.6.0'};

type MiniSearchIndex = {addAll: (documents: readonly object[]) => void; search: (query: string) => {id: number}[]};
type MiniSearchClass = new (options: {
  fields: string[];
  searchOptions: object;
  tokenize?: (text: string, field?: string) => string[];
  processTerm?: (term: string) => string | null;
}) => MiniSearchIndex;

type PagefindResponse = {errors: string[]};
type PagefindIndex = {
  addHTMLFile: (file: {url: string; content: string}) => Promise<PagefindResponse>;
  writeFiles: (options: {outputPath: string}) => Promise<PagefindResponse>;
};
type PagefindApi = {
  createIndex: (config: {excludeSelectors: string[]}) => Promise<PagefindResponse & {index?: PagefindIndex}>;
  close: () => Promise<unknown>;
};

/** An engine's answer to a query: the URLs or paths of its pages, best first. */
type Pages = (query: string) => Promise<string[]>;

const installedVersion = (name: string): string | undefined => {
  const manifest = path.join(cacheFolder, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version : undefined;
};

const npmInstall = (packages: string[]) =>
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', cacheFolder, ...packages], {
    stdio: 'pipe',
  });

/**
 * Installs the pinned MiniSearch and Pagefind in the cache folder, unless they
 * are there. Both at once: npm removes from the folder what a later install
 * does not name. When Pagefind will not install, MiniSearch is installed
 * alone, and npm's error is returned.
 */
function installEngines(): string | undefined {
  if (Object.entries(pinned).every(([name, version]) => installedVersion(name) === version)) {
    return undefined;
  }
  console.log(`Installing MiniSearch and Pagefind in ${cacheFolder}…`);
  try {
    npmInstall(Object.entries(pinned).map(([name, version]) => `${name}@${version}`));
    return undefined;
  } catch (error) {
    npmInstall([`minisearch@${pinned.minisearch}`]);
    return (error as Error).message;
  }
}

/** A search client that answers with an engine's pages, for `runRelevance`. */
function asClient(pages: Pages): SearchClient {
  return {
    search: async ({requests}) => ({
      results: await Promise.all(
        requests.map(async ({query = '', hitsPerPage = 10}) => {
          const urls = (await pages(query)).slice(0, hitsPerPage);
          const hits = urls.map((url) => ({url_without_anchor: new URL(url, 'https://docs.example').href}));
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage,
            processingTimeMS: 0,
            exhaustiveNbHits: true as const,
            query,
            params: '',
            index: '',
          };
        }),
      ),
    }),
  };
}

/**
 * The records as MiniSearch documents, a document per page section, as the
 * own engine's indexer groups them, with a page's keyword phrases joined as
 * that indexer joins them (MiniSearch's own tokenizer drops the commas).
 */
function miniSearchDocuments(records: readonly DocSearchRecord[]) {
  return toDocuments(records).map(({record, text}, id) => ({
    id,
    page: record.url_without_anchor,
    title: record.hierarchy.lvl1 ?? '',
    headings: hierarchyLevels
      .slice(2)
      .map((level) => record.hierarchy[level])
      .filter(Boolean)
      .join(' '),
    content: text ?? '',
    description: record.description ?? '',
    keywords: (record.keywords ?? []).join(', '),
  }));
}

/** MiniSearch over the records, a document per page section, as the own engine's indexer groups them. */
function miniSearchPages(MiniSearch: MiniSearchClass, records: readonly DocSearchRecord[]): Pages {
  const documents = miniSearchDocuments(records);
  const index = new MiniSearch({
    fields: ['title', 'headings', 'content', 'description', 'keywords'],
    searchOptions: {
      boost: {title: 4, headings: 2, description: 2, keywords: 2},
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
    },
  });
  index.addAll(documents);
  // A page once, where its best section ranks.
  return async (query) => [...new Set(index.search(query).map(({id}) => documents[id]!.page))];
}

/**
 * MiniSearch given the own engine's analysis: the index's terms are the own
 * indexer's (`termsOf`), stemmed; a query is its words and their
 * alternatives as the own engine reads them (`queryWords`), stemmed, any of
 * them, with prefix and fuzzy matching as above.
 */
function analyzedMiniSearchPages(MiniSearch: MiniSearchClass, records: readonly DocSearchRecord[]): Pages {
  const documents = miniSearchDocuments(records);
  const index = new MiniSearch({
    fields: ['title', 'headings', 'content', 'description', 'keywords'],
    tokenize: (text, field) => termsOf(text, field),
    processTerm: (term) => stemOf(term),
    searchOptions: {
      boost: {title: 4, headings: 2, description: 2, keywords: 2},
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
      tokenize: (query: string) => query.split(' ').filter(Boolean),
      processTerm: (term: string) => stemOf(term),
    },
  });
  index.addAll(documents);
  return async (query) => {
    const terms = queryWords(query).flatMap(({alternatives}) => alternatives.map(({term}) => term));
    return [...new Set(index.search([...new Set(terms)].join(' ')).map(({id}) => documents[id]!.page))];
  };
}

/** A built page with its keywords and description as weighted text at the top of its article, for Pagefind. */
function withWeightedMetadata(html: string): string {
  const $ = load(html);
  for (const name of ['description', 'keywords']) {
    $('<p data-pagefind-weight="6"></p>')
      .text($(`meta[name="${name}"]`).attr('content') ?? '')
      .prependTo($('article').first());
  }
  return $.html();
}

/**
 * Pagefind's index of the pages' built HTML, written to a temporary folder,
 * and the served build in headless Chromium, which loads it as `/pagefind/`.
 * Each page is added under its path, rather than the build folder at once:
 * the build also holds the Mermaid drawings as `.html` files, the search and
 * 404 pages, and writes every page as `index.html` in a folder, so a URL made
 * from the file's path cannot tell `/tales/quests/` from `/tales/quests/branches`.
 */
async function startPagefind(
  pagefind: PagefindApi,
  pages: readonly string[],
  prepare: (html: string) => string = (html) => html,
) {
  const check = <T extends PagefindResponse>(response: T): T => {
    if (response.errors.length > 0) {
      throw new Error(response.errors.join('; '));
    }
    return response;
  };
  const bundle = mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  const {index} = check(
    await pagefind.createIndex({
      excludeSelectors: ['nav', '.theme-doc-sidebar-container', 'footer', '.theme-doc-toc-desktop', '.pagination-nav'],
    }),
  );
  for (const page of pages) {
    const content = prepare(readFileSync(path.join('build', page, 'index.html'), 'utf8'));
    check(await index!.addHTMLFile({url: page, content}));
  }
  check(await index!.writeFiles({outputPath: bundle}));
  await pagefind.close();

  const server = await serveBuild('build');
  const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
  const page = await browser.newPage();
  await page.route('**/pagefind/**', (route) =>
    route.fulfill({path: path.join(bundle, new URL(route.request().url()).pathname.replace(/^\/pagefind\//, ''))}),
  );
  await page.goto(`${server.url}/`);
  // One query at a time: queries sent together while Pagefind loads its index chunks rank differently from run to run.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    pages: (query: string) => {
      // A string, not a function: the bundler's helpers do not exist in the page.
      const answer = previous.then(() =>
        page.evaluate<string[]>(`(async () => {
          const pagefind = await import('/pagefind/pagefind.js');
          const {results} = await pagefind.search(${JSON.stringify(query)});
          return Promise.all(results.slice(0, 10).map(async (result) => (await result.data()).url));
        })()`),
      );
      previous = answer.catch(() => undefined);
      return answer;
    },
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(bundle, {recursive: true, force: true});
    },
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

const row = (set: string, queries: string, engines: string[]) =>
  `${set.padEnd(60)}${queries.padStart(8)}  ${engines.map((cell) => cell.padEnd(26)).join('')}`.trimEnd();

async function main() {
  const pagefindInstallError = installEngines();
  const records = (
    JSON.parse(readFileSync(recordsFile(path.resolve(GENERATED_FILES_DIR_NAME)), 'utf8')) as DocSearchRecord[]
  ).filter(({language, docusaurus_tag: tag}) => language === 'en' && ['default', 'docs-default-current'].includes(tag));
  const pages = [...new Set(records.map((record) => new URL(record.url_without_anchor).pathname))];
  const MiniSearch = createRequire(path.join(cacheFolder, 'package.json'))('minisearch') as MiniSearchClass;
  const engines: {name: string; client: SearchClient}[] = [
    {name: 'own engine', client: createLocalSearchClient(fileShardSource(path.resolve('build', indexDirectory)))},
    {name: `MiniSearch ${installedVersion('minisearch')}`, client: asClient(miniSearchPages(MiniSearch, records))},
    {name: 'MiniSearch, own analysis', client: asClient(analyzedMiniSearchPages(MiniSearch, records))},
  ];
  let pagefind: Awaited<ReturnType<typeof startPagefind>> | undefined;
  let weightedPagefind: Awaited<ReturnType<typeof startPagefind>> | undefined;
  try {
    if (pagefindInstallError) {
      throw new Error(`npm could not install it: ${pagefindInstallError}`);
    }
    const api = (await import(
      pathToFileURL(path.join(cacheFolder, 'node_modules', 'pagefind', 'lib', 'index.js')).href
    )) as PagefindApi;
    pagefind = await startPagefind(api, pages);
    engines.push({name: `Pagefind ${installedVersion('pagefind')}`, client: asClient(pagefind.pages)});
    weightedPagefind = await startPagefind(api, pages, withWeightedMetadata);
    engines.push({name: 'Pagefind, keywords weighted', client: asClient(weightedPagefind.pages)});
  } catch (error) {
    console.log(`Pagefind is skipped: ${(error as Error).message.trim()}`);
  }
  try {
    console.log(
      `Engines: ${engines.map(({name}) => name).join(', ')}; ${pages.length} pages, ${records.length} records`,
    );
    console.log('Per set: top 1 / top 3 / mean reciprocal rank (first ten pages)\n');
    console.log(
      row(
        'set',
        'queries',
        engines.map(({name}) => name),
      ),
    );
    for (const {name, table} of relevanceSets) {
      const figures = await Promise.all(
        engines.map(async ({client}) => {
          const {queries, top1, top3, reciprocalRanks} = (await runRelevance(client, table)).byKind.get('all')!;
          return `${percent(top1, queries)} / ${percent(top3, queries)} / ${(reciprocalRanks / queries).toFixed(3)}`;
        }),
      );
      console.log(row(name, String(table.length), figures));
    }
  } finally {
    await pagefind?.close();
    await weightedPagefind?.close();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
