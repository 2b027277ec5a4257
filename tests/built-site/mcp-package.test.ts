/**
 * The MCP server as someone installs it: the install blocks of
 * packages/docs-mcp/README.md run as written (`npm pack` in the repository,
 * then `npm install -g` of the tarball from an empty folder, npm's global
 * prefix pointed at a temporary folder), and the installed command started as
 * the README's configuration blocks start it, driven by the SDK's client over
 * the last build and over HTTP; then what a user meets with a site that never
 * answers, a site that is not the docs, and many calls at once.
 */
import {execSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer as createHttpServer} from 'node:http';
import {createServer as createTcpServer, type AddressInfo, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {buildDir} from '@narrative-docs/test-support/build';
import {oneCallPerTool, startCommand, textOf, type McpSession} from '@narrative-docs/test-support/mcpClient';
import {serveUnderBasePath} from '@narrative-docs/test-support/serveUnderBasePath';

const repository = path.resolve(__dirname, '../..');
const packageDir = path.join(repository, 'packages/docs-mcp');
const deployedSite = 'https://docs.narrativetools.io';
const {siteUrl} = JSON.parse(readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8')) as {
  siteUrl: string;
};
const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};

/** The fenced blocks of a README's section, by language, in order. */
function blocksOf(readme: string, from: string, to: string, language: string): string[] {
  const section = readme.slice(readme.indexOf(from), readme.indexOf(to, readme.indexOf(from)));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)]
    .filter((match) => match[1] === language)
    .map((match) => match[2]!);
}

const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
const [packBlock, installBlock, claudeCodeBlock] = blocksOf(readme, '## Install', '## Tools', 'sh');
type ServerConfig = {command: string; args: string[]; type?: string};
const configs = blocksOf(readme, '## Install', '## Tools', 'json').map((block) => {
  const parsed = JSON.parse(block) as {
    mcpServers?: Record<string, ServerConfig>;
    servers?: Record<string, ServerConfig>;
  };
  return (parsed.mcpServers ?? parsed.servers)!['narrative-docs']!;
});

/** npm's settings as the reader's machine has them: none of the variables `npm test` sets for this repository. */
const npmEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name),
  ),
) as Record<string, string>;

let folder: string;
/** npm's global prefix for the test: `npm install -g` installs below it, its `bin` holds the command. */
let prefix: string;
/** The environment an assistant starts the command in: the global bin folder on PATH. */
let assistantEnvironment: Record<string, string>;

/** The command and arguments of the README's Claude Desktop block, reading `site` instead of the deployed docs. */
function configured(site: string): {command: string; args: string[]} {
  const [desktop] = configs;
  return {command: desktop!.command, args: desktop!.args.map((arg) => (arg === deployedSite ? site : arg))};
}

const startInstalled = (site: string) => {
  const {command, args} = configured(site);
  return startCommand(command, args, assistantEnvironment);
};

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'narrative-docs-mcp-'));
  prefix = path.join(folder, 'global');
  const empty = path.join(folder, 'empty');
  mkdirSync(empty);
  const tarball = `narrative-docs-mcp-${version}.tgz`;
  // The first block, from the repository's root, writes the tarball beside package.json; the reader copies it anywhere.
  execSync(packBlock!, {cwd: repository, env: npmEnvironment, shell: '/bin/sh', stdio: ['ignore', 'pipe', 'pipe']});
  copyFileSync(path.join(packageDir, tarball), path.join(empty, tarball));
  rmSync(path.join(packageDir, tarball));
  // The second, from the folder that holds it. The dependencies come from npm's cache when it has them.
  execSync(installBlock!, {
    cwd: empty,
    env: {...npmEnvironment, npm_config_prefix: prefix, npm_config_prefer_offline: 'true', npm_config_audit: 'false'},
    shell: '/bin/sh',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assistantEnvironment = {PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`};
}, 180_000);
afterAll(() => rmSync(folder, {recursive: true, force: true}));

describe('the README', () => {
  it('installs the tarball npm pack writes, and the repository README gives the same commands', () => {
    expect(packBlock).toBe('cd packages/docs-mcp\nnpm pack\n');
    expect(installBlock).toBe(`npm install -g ./narrative-docs-mcp-${version}.tgz\n`);
    const repositoryReadme = readFileSync(path.join(repository, 'README.md'), 'utf8');
    expect(repositoryReadme).toContain(`\`\`\`sh\n${packBlock}\`\`\``);
    expect(repositoryReadme).toContain(`\`\`\`sh\n${installBlock}\`\`\``);
  });

  it('starts the same command with the same arguments for every assistant', () => {
    expect(configs).toHaveLength(2);
    for (const config of configs) {
      expect(config).toMatchObject({command: 'narrative-docs-mcp', args: ['--site', deployedSite]});
    }
    expect(claudeCodeBlock).toBe(
      `claude mcp add narrative-docs --scope user -- narrative-docs-mcp --site ${deployedSite}\n`,
    );
  });
});

describe('the installed package', () => {
  const installed = () => path.join(prefix, 'lib/node_modules/narrative-docs-mcp');

  it('depends on the MCP SDK, zod and lru-cache alone, ships its compiled server and its MIT licence', () => {
    const manifest = JSON.parse(readFileSync(path.join(installed(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      license: string;
    };
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'lru-cache', 'zod']);
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(path.join(installed(), 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(readFileSync(path.join(installed(), 'dist/narrative-docs-mcp.mjs'), 'utf8')).toMatch(
      /^#!\/usr\/bin\/env node/,
    );
    expect(existsSync(path.join(installed(), 'src'))).toBe(false);
  });

  it('puts narrative-docs-mcp on the PATH', () => {
    // Its usage goes to stderr: stdout carries the protocol alone.
    const usage = execSync('narrative-docs-mcp --help 2>&1', {env: {...process.env, ...assistantEnvironment}});
    expect(usage.toString()).toMatch(/^Usage: narrative-docs-mcp \[--site/);
  });
});

describe.each([
  {name: 'the build folder', serve: async () => ({url: buildDir, close: async () => {}})},
  {name: 'the build over HTTP, under a base path', serve: () => serveUnderBasePath(buildDir)},
])('the installed server reading $name', ({serve}) => {
  let site: Awaited<ReturnType<typeof serve>>;
  let session: McpSession;

  beforeAll(async () => {
    site = await serve();
    session = await startInstalled(site.url);
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

  it('answers 50 calls at once without a warning on stderr', async () => {
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
  });
});

describe('the installed server reading a site that never answers', () => {
  const sockets: Socket[] = [];
  // Accepts connections on loopback and never answers; closed, with what it accepted, after the tests.
  const silent = createTcpServer((socket) => sockets.push(socket));
  let session: McpSession;
  /** What the server had written to stderr when it answered initialize. */
  let stderrWhenInitialized: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    session = await startInstalled(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
    stderrWhenInitialized = session.stderr();
  }, 30_000);
  afterAll(async () => {
    await session?.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers initialize before it gives up on the site, while the site still holds its first request', () => {
    expect(stderrWhenInitialized).not.toMatch(/did not answer/);
    expect(sockets.length).toBeGreaterThan(0);
  });

  it('fails each call at the site\u2019s deadline, naming the address and what to pass', async () => {
    const address = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    for (const [name, args] of [
      ['search_docs', {query: 'quest'}],
      ['list_pages', {}],
    ] as const) {
      const result = await session.call(name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(
        new RegExp(
          `^${address.replace(/\./g, '\\.')}\\S+ did not answer within 5 s: the site is down or is not the docs\\. Give --site the docs' base URL`,
        ),
      );
    }
  }, 30_000);
});

describe('the installed server reading a site that is not the docs', () => {
  // Answers every path with the same HTML page, as a single-page app or a parked domain does.
  const html = createHttpServer((_request, response) => {
    response.writeHead(200, {'content-type': 'text/html'}).end('<!DOCTYPE html>\n<html><body>Welcome</body></html>');
  });
  let session: McpSession;
  let address: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(html.address() as AddressInfo).port}/`;
    session = await startInstalled(address);
  }, 30_000);
  afterAll(async () => {
    await session?.close();
    await new Promise<void>((resolve) => html.close(() => resolve()));
  });

  it('says which address it tried, what it expected there and what to pass', async () => {
    for (const [name, args] of oneCallPerTool) {
      const result = await session.call(name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toBe(
        `${address}search-index/manifest.json is not the docs' search index manifest (JSON); it starts "<!DOCTYPE html> <html><body>Welcome</bod…", so ${address} is not the docs' site, or not its base. Give --site the docs' base URL (such as https://docs.narrativetools.io, or https://example.com/narrative/ under a sub-path), or a build folder of the site.`,
      );
      expect(textOf(result)).not.toMatch(/Unexpected token/);
    }
  });
});
