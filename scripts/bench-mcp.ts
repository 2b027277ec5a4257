/**
 * Prints the MCP server's times as an assistant sees them: the server's bin
 * spawned on stdio and driven by the SDK's client, round trips measured in
 * the client.
 * - start: spawn to initialized; tools/list;
 * - the first search (it reads the manifest and the buckets and chunks its
 *   words need), then the relevance table's queries, p50 and p95, twice: with
 *   what the first pass loaded, with the product filter an assistant would
 *   give, and with a small product that most queries find nothing in (the
 *   worst case: the server reads 100 results down);
 * - get_page on every 4th page of llms.txt;
 * for the build folder, then the same build served over HTTP; then the
 * install from the site: what `npm pack` adds to the build, the tarball's
 * size, and npx's start of the served tarball to initialized, with an empty
 * npm cache (a first start) and with the cache that start left.
 *
 *   npm run build && npm run bench:mcp         (`-- install`: the install part alone)
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {products} from '../src/data/products';
import {relevanceTable} from '@narrative-docs/test-support/relevance';
import {buildDir} from '@narrative-docs/test-support/build';
import {freshNpm} from '@narrative-docs/test-support/freshNpm';
import {routes} from '@narrative-docs/test-support/routes';
import {startCommand, startServer, type McpSession} from '@narrative-docs/test-support/mcpClient';
import {mcpPackagePath, mcpServerCommand} from '../src/plugins/mcp-package/contract';
import {percentile, serveBuild} from './lib/serveBuild';

const queries = relevanceTable.map(({query}) => query);
/** The product a route documents; the pages about them all (introduction, roadmap) are General's, as the tools name them. */
const productOf = (route: string) => products.find(({to}) => route.startsWith(to))?.label ?? 'General';

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function timeAll(session: McpSession, calls: [string, Record<string, unknown>][]): Promise<number[]> {
  const times: number[] = [];
  for (const [name, args] of calls) {
    times.push(
      await timed(async () => {
        const result = await session.call(name, args);
        if (result.isError) {
          throw new Error(`${name} ${JSON.stringify(args)} failed: ${JSON.stringify(result.content)}`);
        }
      }),
    );
  }
  return times;
}

const figures = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;

async function bench(label: string, site: string) {
  console.log(`\n${label} (${site})`);
  let session: McpSession | undefined;
  const start = await timed(async () => {
    session = await startServer(['--site', site]);
  });
  const server = session!;
  try {
    const list = await timed(() => server.client.listTools());
    console.log(`  start to initialized ${start.toFixed(0)} ms; tools/list ${list.toFixed(1)} ms`);
    const [first] = await timeAll(server, [['search_docs', {query: 'quest journal'}]]);
    console.log(`  first search ("quest journal", 5 results) ${first!.toFixed(1)} ms`);
    const searches = queries.map((query): [string, Record<string, unknown>] => ['search_docs', {query, limit: 5}]);
    console.log(
      `  then ${queries.length} searches, loading what they need: ${figures(await timeAll(server, searches))}`,
    );
    console.log(`  the same ${queries.length} searches again: ${figures(await timeAll(server, searches))}`);
    const filtered = relevanceTable.map(({query, expected}): [string, Record<string, unknown>] => [
      'search_docs',
      {query, product: productOf(expected[0]!), limit: 5},
    ]);
    console.log(`  the same, each in the product of its expected page: ${figures(await timeAll(server, filtered))}`);
    const navigator = queries.map((query): [string, Record<string, unknown>] => [
      'search_docs',
      {query, product: 'Navigator', limit: 5},
    ]);
    console.log(
      `  the same, all in "Navigator" (most find nothing there): ${figures(await timeAll(server, navigator))}`,
    );
    const pages = routes.filter((_, index) => index % 4 === 0);
    const reads = pages.map((route): [string, Record<string, unknown>] => ['get_page', {url: route}]);
    console.log(`  get_page on ${pages.length} pages: ${figures(await timeAll(server, reads))}`);
    if (server.transportErrors.length > 0) {
      throw new Error(`stdout carried something other than the protocol: ${server.transportErrors[0]!.message}`);
    }
  } finally {
    await server.close();
  }
}

const runs = 3;

async function benchInstall(siteUrl: string) {
  const tarball = path.join(buildDir, mcpPackagePath);
  console.log(
    `\nInstall from the site (${siteUrl}/${mcpPackagePath}, ${(statSync(tarball).size / 1024).toFixed(1)} KB)`,
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-mcp-install-'));
  try {
    const packDir = path.dirname(require.resolve('narrative-docs-mcp/package.json'));
    const packs: number[] = [];
    for (let run = 0; run < runs; run++) {
      packs.push(
        await timed(async () => {
          execFileSync('npm', ['pack', '--pack-destination', scratch], {cwd: packDir, stdio: 'ignore'});
        }),
      );
    }
    console.log(`  npm pack, which the build runs beside its other postBuild steps: ${figures(packs)}`);
    const {command, args} = mcpServerCommand(siteUrl);
    const start = (env: Record<string, string>) =>
      timed(async () => {
        const session = await startCommand(command, args, {env, cwd: scratch});
        await session.close();
      });
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const npm = freshNpm(path.join(scratch, `npm-${run}`));
      cold.push(await start(npm));
      warm.push(await start(npm));
    }
    console.log(`  npx, spawn to initialized, empty npm cache: ${figures(cold)}`);
    console.log(`  npx again, with the cache the first start left: ${figures(warm)}`);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

async function main() {
  const installOnly = process.argv[2] === 'install';
  if (!installOnly) {
    await bench('Build folder', buildDir);
  }
  const served = await serveBuild(buildDir);
  try {
    if (!installOnly) {
      await bench('The same build over HTTP', served.url);
    }
    await benchInstall(served.url);
  } finally {
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
