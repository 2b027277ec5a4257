/**
 * The MCP server as someone installs it: `npm pack` of packages/docs-mcp,
 * the tarball installed in an empty folder with nothing else, its command
 * driven by the SDK's client over the last build and over HTTP.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {buildDir} from '../support/build';
import {startServer, textOf, type McpSession} from '../support/mcpClient';
import {serveUnderBasePath} from '../support/serveUnderBasePath';

const packageDir = path.resolve(__dirname, '../../packages/docs-mcp');
const {siteUrl} = JSON.parse(readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8')) as {
  siteUrl: string;
};

/** npm's settings as the reader's machine has them: none of the variables `npm test` sets for this repository. */
const npmEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name),
  ),
);

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {cwd, env: npmEnvironment, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});

let folder: string;
let bin: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'narrative-docs-mcp-'));
  const [{filename}] = JSON.parse(npm(['pack', '--json', '--pack-destination', folder], packageDir)) as {
    filename: string;
  }[];
  const project = path.join(folder, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), '{"private": true}\n');
  // The dependencies come from npm's cache when it has them, as after the repository's own install.
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(folder, filename)], project);
  bin = path.join(project, 'node_modules/narrative-docs-mcp', 'dist/narrative-docs-mcp.mjs');
}, 180_000);
afterAll(() => rmSync(folder, {recursive: true, force: true}));

it('depends on the MCP SDK, zod and lru-cache alone, and ships its compiled server', () => {
  const installed = JSON.parse(readFileSync(path.join(path.dirname(path.dirname(bin)), 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(Object.keys(installed.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'lru-cache', 'zod']);
  expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node/);
});

describe.each([
  {name: 'the build folder', serve: async () => ({url: buildDir, close: async () => {}})},
  {name: 'the build over HTTP, under a base path', serve: () => serveUnderBasePath(buildDir)},
])('the installed server reading $name', ({serve}) => {
  let site: Awaited<ReturnType<typeof serve>>;
  let session: McpSession;

  beforeAll(async () => {
    site = await serve();
    session = await startServer(['--site', site.url], bin);
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('serves the three tools', async () => {
    const {tools} = await session.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs']);
  });

  it('answers search_docs, and get_page with the Markdown of its first result', async () => {
    const search = await session.call('search_docs', {query: 'quest branches', limit: 3});
    expect(search.isError).toBeFalsy();
    const {results} = search.structuredContent as {results: {url: string; pageUrl: string}[]};
    const [first] = results;
    expect([`${siteUrl}/tales/quests/branches`, `${siteUrl}/pro/quests/branches`]).toContain(first!.pageUrl);

    const page = await session.call('get_page', {url: first!.url});
    expect(page.isError).toBeFalsy();
    const markdown = readFileSync(path.join(buildDir, markdownPathOf(first!.pageUrl.slice(siteUrl.length))), 'utf8');
    expect(textOf(page)).toBe(`Source: ${first!.pageUrl}\n\n${markdown}`);
    expect(session.transportErrors).toEqual([]);
  });
});
