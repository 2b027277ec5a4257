/**
 * The MCP server as someone installs it: from the site's own address. The
 * last build is served under a base path, and the configuration blocks of
 * packages/docs-mcp/README.md run as written (`npx -y <site>/mcp/narrative-docs-mcp.tgz
 * --site <site>`), the deployed docs' address replaced by the served one,
 * from an empty folder, with an empty npm cache and a registry that does not
 * answer: the tarball the build wrote is all it needs. Then what a user meets
 * with a site that never answers and a site that is not the docs.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer as createHttpServer} from 'node:http';
import {createServer as createTcpServer, type AddressInfo, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {buildDir} from '@narrative-docs/test-support/build';
import {freshNpm} from '@narrative-docs/test-support/freshNpm';
import {startCommand, textOf, type McpSession} from '@narrative-docs/test-support/mcpClient';
import {serveUnderBasePath} from '@narrative-docs/test-support/serveUnderBasePath';
import {mcpPackagePath, mcpServerCommand, mcpServerName} from '../../src/plugins/mcp-package/contract';
import {assistantLinks} from '../../src/components/OpenInAssistant/links';

const repository = path.resolve(__dirname, '../..');
const packageReadme = readFileSync(path.join(repository, 'packages/docs-mcp/README.md'), 'utf8');
const repositoryReadme = readFileSync(path.join(repository, 'README.md'), 'utf8');
const deployedSite = 'https://docs.narrativetools.io';
const {siteUrl} = JSON.parse(readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8')) as {
  siteUrl: string;
};

/** The fenced blocks of a README's section, by language, in order. */
function blocksOf(readme: string, from: string, to: string, language: string): string[] {
  const section = readme.slice(readme.indexOf(from), readme.indexOf(to, readme.indexOf(from)));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)]
    .filter((match) => match[1] === language)
    .map((match) => match[2]!);
}

type ServerConfig = {command: string; args: string[]; type?: string};
const configsOf = (readme: string, from: string, to: string) =>
  blocksOf(readme, from, to, 'json').map((block) => {
    const parsed = JSON.parse(block) as {
      mcpServers?: Record<string, ServerConfig>;
      servers?: Record<string, ServerConfig>;
    };
    return (parsed.mcpServers ?? parsed.servers)![mcpServerName]!;
  });
const configs = configsOf(packageReadme, '## Install', '## Tools');
const [claudeCodeBlock] = blocksOf(packageReadme, '## Install', '## Tools', 'sh');

let folder: string;
/** The folder the assistant starts the command in: empty, and left so. */
let empty: string;
/** npm as on a machine that never ran npx: an empty cache, no user configuration, and no registry that answers. */
let npmEnvironment: Record<string, string>;
/** The build, served under a base path: where the tarball is fetched from. */
let served: Awaited<ReturnType<typeof serveUnderBasePath>>;

/** The README's Claude Desktop block, the deployed docs' address replaced: the package from the served build, reading `site`. */
function configured(site: string): {command: string; args: string[]} {
  const [desktop] = configs;
  const packageUrl = `${served.url}${mcpPackagePath}`;
  return {
    command: desktop!.command,
    args: desktop!.args.map((arg) =>
      arg === `${deployedSite}/${mcpPackagePath}` ? packageUrl : arg === deployedSite ? site : arg,
    ),
  };
}

const startInstalled = (site: string) => {
  const {command, args} = configured(site);
  return startCommand(command, args, {env: npmEnvironment, cwd: empty});
};

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'narrative-docs-mcp-'));
  empty = path.join(folder, 'empty');
  mkdirSync(empty);
  npmEnvironment = freshNpm(path.join(folder, 'npm'));
  served = await serveUnderBasePath(buildDir);
}, 30_000);
afterAll(async () => {
  await served?.close();
  rmSync(folder, {recursive: true, force: true});
});

describe('the READMEs', () => {
  it("start the site's package with npx for every assistant, as the pages' menu gives it", () => {
    expect(configs).toHaveLength(2);
    for (const config of configs) {
      expect(config).toMatchObject(mcpServerCommand(deployedSite));
    }
    const links = assistantLinks(`${deployedSite}/index.md`, deployedSite);
    expect(claudeCodeBlock).toBe(`${links.claudeCode}\n`);
    expect(links.claudeCode).toBe(
      `claude mcp add narrative-docs --scope user -- npx -y ${deployedSite}/mcp/narrative-docs-mcp.tgz --site ${deployedSite}`,
    );
  });

  it('give the same command and configuration in the repository README', () => {
    const section = ['## Docs in your assistant', '| Tool |'] as const;
    expect(blocksOf(repositoryReadme, ...section, 'sh')).toContain(claudeCodeBlock);
    expect(configsOf(repositoryReadme, ...section)).toContainEqual(configs[0]);
  });
});

describe('the tarball the build wrote', () => {
  const tarball = path.join(buildDir, mcpPackagePath);
  const entries = () => execFileSync('tar', ['-tzf', tarball]).toString().trim().split('\n').sort();
  const file = (name: string) => execFileSync('tar', ['-xzOf', tarball, `package/${name}`]).toString();

  it('holds the compiled server, its license and the licenses of what it bundles, nothing else', () => {
    expect(entries()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/dist/THIRD-PARTY-LICENSES.txt',
      'package/dist/narrative-docs-mcp.mjs',
      'package/package.json',
    ]);
    expect(file('dist/narrative-docs-mcp.mjs')).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(file('LICENSE')).toMatch(/^MIT License\n/);
    const notices = file('dist/THIRD-PARTY-LICENSES.txt');
    for (const bundled of ['@modelcontextprotocol/sdk', 'zod', 'lru-cache']) {
      expect(notices).toMatch(new RegExp(`^${bundled} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
    }
  });

  it('depends on nothing, and names its command', () => {
    const manifest = JSON.parse(file('package.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'narrative-docs-mcp',
      license: 'MIT',
      bin: {'narrative-docs-mcp': 'dist/narrative-docs-mcp.mjs'},
    });
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) {
      expect(manifest, field).not.toHaveProperty(field);
    }
  });
});

describe.each([
  {name: 'the site it came from', site: () => served.url},
  {name: 'a build folder', site: () => buildDir},
])('the server npx fetched from the served site, reading $name', ({site}) => {
  let session: McpSession;

  beforeAll(async () => {
    session = await startInstalled(site());
  }, 60_000);
  afterAll(() => session?.close());

  it('serves the three tools', async () => {
    const {tools} = await session.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs']);
  });

  it('answers search_docs, get_page with the Markdown of its first result, and list_pages', async () => {
    const search = await session.call('search_docs', {query: 'quest branches', limit: 3});
    expect(search.isError).toBeFalsy();
    const {results} = search.structuredContent as {results: {url: string; pageUrl: string}[]};
    const [first] = results;
    expect([`${siteUrl}/tales/quests/branches`, `${siteUrl}/pro/quests/branches`]).toContain(first!.pageUrl);

    const page = await session.call('get_page', {url: first!.url});
    expect(page.isError).toBeFalsy();
    const markdown = readFileSync(path.join(buildDir, markdownPathOf(first!.pageUrl.slice(siteUrl.length))), 'utf8');
    expect(textOf(page)).toBe(`Source: ${first!.pageUrl}\n\n${markdown}`);

    const listed = await session.call('list_pages', {product: 'Tales'});
    expect(listed.isError).toBeFalsy();
    const {pages} = listed.structuredContent as {pages: {url: string}[]};
    expect(pages.map((listedPage) => listedPage.url)).toContain(`${siteUrl}/tales/quests/branches`);
    expect(session.transportErrors).toEqual([]);
  });

  it('answers 50 calls at once without a warning on stderr, and leaves its folder empty', async () => {
    const queries = ['quest', 'dialogue', 'inventory item', 'map marker', 'save game', 'party', 'trade', 'npc'];
    const results = await Promise.all(
      Array.from({length: 50}, (_, index) =>
        index % 5 === 4
          ? session.call('list_pages', {})
          : session.call('search_docs', {query: `${queries[index % queries.length]} ${index}`, limit: 20}),
      ),
    );
    expect(results.filter((result) => result.isError)).toEqual([]);
    expect(session.stderr()).not.toMatch(/Warning/);
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe('the server npx fetched, reading a site that never answers', () => {
  const sockets: Socket[] = [];
  // Accepts connections on loopback and never answers; closed, with what it accepted, after the tests.
  const silent = createTcpServer((socket) => sockets.push(socket));

  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('refuses to start, naming the address, the 3 s it waited and what to pass', async () => {
    const address = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    await expect(startInstalled(address)).rejects.toThrow(
      `narrative-docs-mcp cannot read the docs at ${address}, so it stopped. ${address} did not answer within 3 s: the site is down or is not the docs. Give --site the docs' base URL`,
    );
  }, 30_000);
});

describe('the server npx fetched, reading a site that is not the docs', () => {
  // Answers every path with the same HTML page, as a single-page app or a parked domain does.
  const html = createHttpServer((_request, response) => {
    response.writeHead(200, {'content-type': 'text/html'}).end('<!DOCTYPE html>\n<html><body>Welcome</body></html>');
  });

  beforeAll(() => new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => html.close(() => resolve())));

  it('refuses to start, saying which address it tried, what it expected there and what to pass', async () => {
    const address = `http://127.0.0.1:${(html.address() as AddressInfo).port}/`;
    await expect(startInstalled(address)).rejects.toThrow(
      `${address}search-index/manifest.json is not the docs' search index manifest (JSON); it starts "<!DOCTYPE html> <html><body>Welcome</bod…", so ${address} is not the docs' site, or not its base. Give --site the docs' base URL (such as https://docs.narrativetools.io, or https://example.com/narrative/ under a sub-path), or a build folder of the site.`,
    );
  }, 30_000);
});
