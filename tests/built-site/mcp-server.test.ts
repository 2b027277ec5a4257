/**
 * The MCP server as an assistant meets it: the real bin on stdio, driven by
 * the SDK's client, reading the last build from its folder and over HTTP
 * under a base path.
 */
import {readFileSync} from 'node:fs';
import {createServer as createTcpServer, type AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {createLocalSearchClient, indexDirectory, type Manifest} from '@narrative-docs/search';
import {fileShardSource} from '@narrative-docs/search/indexer';
import {buildDir, builtMarkdown} from '@narrative-docs/test-support/build';
import {oneCallPerTool, startRaw, startServer, textOf, type McpSession} from '@narrative-docs/test-support/mcpClient';
import {routes} from '@narrative-docs/test-support/routes';
import {serveUnderBasePath} from '@narrative-docs/test-support/serveUnderBasePath';

const manifest = JSON.parse(readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8')) as Manifest;
const {siteUrl} = manifest;
const startTimeout = 60_000;

/** The site's own search, as the DocSearch modal asks it: the hits the server must return, in order. */
async function siteHits(query: string) {
  const client = createLocalSearchClient(fileShardSource(path.join(buildDir, indexDirectory)));
  const {results} = await client.search({
    requests: [
      {
        indexName: 'narrative',
        query,
        hitsPerPage: 100,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  });
  return results[0]!.hits;
}

describe.each([
  {name: 'the build folder', serve: async () => ({url: buildDir, close: async () => {}})},
  {name: 'the build over HTTP, under a base path', serve: () => serveUnderBasePath(buildDir)},
])('the MCP server reading $name', ({serve}) => {
  let site: Awaited<ReturnType<typeof serve>>;
  let session: McpSession;

  beforeAll(async () => {
    site = await serve();
    session = await startServer(['--site', site.url]);
  }, startTimeout);
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('lists its three tools, each with a description and a JSON schema', async () => {
    const {tools} = await session.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_docs']);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema).toMatchObject({
      type: 'object',
      required: ['query'],
      properties: {query: {type: 'string'}, product: {type: 'string'}, limit: {type: 'integer', maximum: 20}},
    });
    expect(search.outputSchema).toMatchObject({required: ['results']});
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
    }
    // The product filter names the products as every tool gives them.
    const product = search.inputSchema.properties!.product as {description: string};
    expect(product.description).toMatch(
      /^Only results from this product: General, Common UI, Interaction, Inventory, Navigator, Pro, Tales\./,
    );
    // Strict validators (MCP Inspector's) warn on type arrays: the nullable section is anyOf.
    expect(JSON.stringify(tools)).not.toMatch(/"type":\[/);
    const result = (search.outputSchema!.properties!.results as {items: {properties: Record<string, unknown>}}).items;
    expect(result.properties.section).toMatchObject({anyOf: [{type: 'string'}, {type: 'null'}]});
    for (const tool of tools) {
      expect(tool.inputSchema, tool.name).toMatchObject({additionalProperties: false});
    }
  });

  it('names products one way: every name list_pages gives, search_docs takes and gives', async () => {
    const listed = await session.call('list_pages', {});
    const names = [
      ...new Set((listed.structuredContent as {pages: {product: string}[]}).pages.map((page) => page.product)),
    ];
    expect(names).toEqual(['General', 'Common UI', 'Interaction', 'Inventory', 'Navigator', 'Pro', 'Tales']);
    for (const name of names) {
      const found = await session.call('search_docs', {query: name === 'General' ? 'roadmap' : name, product: name});
      const {results} = found.structuredContent as {results: {product: string; pageUrl: string}[]};
      expect(results.length, name).toBeGreaterThan(0);
      expect(new Set(results.map((result) => result.product)), name).toEqual(new Set([name]));
      const page = await session.call('get_page', {url: results[0]!.pageUrl});
      expect((page.structuredContent as {product: string}).product, name).toBe(name);
    }
    const unfiltered = await session.call('search_docs', {query: 'quest journal', limit: 20});
    const products = (unfiltered.structuredContent as {results: {product: string}[]}).results.map((r) => r.product);
    expect(products.filter((product) => !names.includes(product))).toEqual([]);
  });

  it('refuses an argument a tool does not take, naming it and the ones it takes', async () => {
    const extra = await session.call('search_docs', {query: 'quest', bogus: 1});
    expect(extra.isError).toBe(true);
    expect(textOf(extra)).toMatch(/search_docs takes query, product, products and limit only, not "bogus"\./);
    const page = await session.call('get_page', {url: '/tales/quests/', section: 'x'});
    expect(textOf(page)).toMatch(/get_page takes url only, not "section"\./);
  });

  it("answers a search with the site's ranking: titles, addresses, products, excerpts", async () => {
    const result = await session.call('search_docs', {query: 'quest branches', limit: 5});
    expect(result.isError).toBeFalsy();
    const {results} = result.structuredContent as {results: Record<string, string>[]};
    expect(results.map((found) => found.url)).toEqual(
      (await siteHits('quest branches')).slice(0, 5).map((hit) => hit.url),
    );
    expect(results[0]).toMatchObject({title: expect.any(String), product: expect.any(String)});
    expect(results.every((found) => found.url.startsWith(`${siteUrl}/`) && found.excerpt.length > 0)).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({results});
  });

  it("keeps to one product's results, in the site's order", async () => {
    const result = await session.call('search_docs', {query: 'add item to inventory', product: 'pro', limit: 8});
    const {results} = result.structuredContent as {results: Record<string, string>[]};
    const expected = (await siteHits('add item to inventory')).filter((hit) => hit.hierarchy?.lvl0 === 'Pro');
    expect(results.map((found) => found.url)).toEqual(expected.slice(0, 8).map((hit) => hit.url));
    expect(new Set(results.map((found) => found.product))).toEqual(new Set(['Pro']));
  });

  it('reads the page of a search result as the Markdown the build wrote beside it', async () => {
    const search = await session.call('search_docs', {query: 'quest branches', limit: 1});
    const [first] = (search.structuredContent as {results: {url: string; pageUrl: string; title: string}[]}).results;
    const page = await session.call('get_page', {url: first!.url});
    expect(page.isError).toBeFalsy();
    const route = first!.pageUrl.slice(siteUrl.length);
    const markdown = readFileSync(builtMarkdown(route), 'utf8');
    expect(page.structuredContent).toEqual({
      title: first!.title,
      url: first!.pageUrl,
      markdownUrl: `${siteUrl}${markdownPathOf(route)}`,
      product: expect.any(String),
      markdown,
    });
    expect(textOf(page)).toBe(`Source: ${first!.pageUrl}\n\n${markdown}`);
  });

  it('finds a page by its address, path, route, Markdown address or address on the server', async () => {
    const addresses = [
      `${siteUrl}/tales/quests/branches`,
      '/tales/quests/branches',
      'tales/quests/branches/',
      '/Tales/Quests/Branches#linear-quest-example',
      '/tales/quests/branches?q=branch',
      `${siteUrl}/tales/quests/branches.md`,
      ...(site.url.startsWith('http') ? [`${site.url}tales/quests/branches`] : []),
    ];
    for (const url of addresses) {
      const page = await session.call('get_page', {url});
      expect(page.structuredContent, url).toMatchObject({url: `${siteUrl}/tales/quests/branches`});
    }
  });

  it('lists every page, or one product’s', async () => {
    const all = await session.call('list_pages', {});
    const pages = (all.structuredContent as {pages: {url: string; product: string}[]}).pages;
    expect(pages.map((page) => page.url).sort()).toEqual(routes.map((route) => siteUrl + route).sort());
    const tales = await session.call('list_pages', {product: 'Tales'});
    const talesPages = (tales.structuredContent as {pages: {url: string; product: string}[]}).pages;
    expect(talesPages.map((page) => page.url)).toContain(`${siteUrl}/tales/quests/branches`);
    expect(talesPages.every((page) => page.product === 'Tales')).toBe(true);
  });

  it('marks withdrawn pages as earlier versions with their replacement, in list_pages and search_docs', async () => {
    type Marked = {url: string; description?: string; withdrawn?: {version: string; replacement: {url: string}}};
    const all = await session.call('list_pages', {product: 'Pro'});
    const settlements = (all.structuredContent as {pages: Marked[]}).pages.find(
      (page) => page.url === `${siteUrl}/pro/settlements/`,
    );
    expect(settlements?.withdrawn?.version).toMatch(/^Pro /);
    expect(settlements?.description).toMatch(
      /^Earlier version \((withdrawn during )?Pro [\d.]+\), no longer current; read .+ instead\./,
    );
    const found = await session.call('search_docs', {query: 'pause menu', limit: 5});
    const results = (found.structuredContent as {results: Marked[]}).results;
    expect(results[0]!.withdrawn).toBeUndefined();
    expect(results.find((result) => result.url.includes('/pro/ui/pause-menu'))?.withdrawn?.replacement.url).toMatch(
      /\/pro\/features\/$/,
    );
  });

  it("ranks the reader's products first when search_docs is given them", async () => {
    type Result = {url: string; product: string; alsoIn?: {product: string}};
    const query = 'add the component that runs dialogue and quests';
    const asked = await session.call('search_docs', {query, products: ['Tales'], limit: 5});
    const results = (asked.structuredContent as {results: Result[]}).results;
    expect(results[0]).toMatchObject({url: `${siteUrl}/tales/tales-component/`, alsoIn: {product: 'Pro'}});
    expect(results.map(({url}) => url)).not.toContain(`${siteUrl}/pro/tales-component/`);
  });

  it('answers bad input with a tool error that says what to do, and keeps answering', async () => {
    const empty = await session.call('search_docs', {query: '  '});
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toMatch(/Give search_docs a query/);

    const long = await session.call('search_docs', {query: 'quest '.repeat(50)});
    expect(long.isError).toBe(true);
    expect(textOf(long)).toMatch(/A query is at most 256 characters, and its first 64 count/);

    const longUrl = await session.call('get_page', {url: `/tales/${'x'.repeat(3000)}`});
    expect(longUrl.isError).toBe(true);
    expect(textOf(longUrl)).toMatch(/A page's address is at most 2048 characters/);

    const product = await session.call('search_docs', {query: 'quest', product: 'Quests'});
    expect(product.isError).toBe(true);
    expect(textOf(product)).toMatch(/^No product "Quests" in these docs\. Products: .*Tales/);

    const unknown = await session.call('get_page', {url: '/tales/quest/branchs'});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(
      new RegExp(`^No page at "/tales/quest/branchs"\\. Pages with these words: .*${siteUrl}/tales/quests/branches`),
    );

    const elsewhere = await session.call('get_page', {url: 'https://example.org/tales/quests/'});
    expect(textOf(elsewhere)).toBe(
      `https://example.org/tales/quests/ is not on this site: its pages are at ${siteUrl}/.`,
    );

    const after = await session.call('search_docs', {query: 'quest branches', limit: 1});
    expect(after.isError).toBeFalsy();
    expect(session.transportErrors).toEqual([]);
  });
});

describe('the MCP server meeting what is not a JSON-RPC request it can answer', () => {
  const server = startRaw(['--site', buildDir]);
  const initialize = {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}};
  afterAll(() => server.close());

  it(
    'answers a line that is not JSON with a parse error, and bad params with invalid params, then goes on',
    async () => {
      server.send(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize}));
      expect(await server.next()).toMatchObject({id: 1, result: {serverInfo: {name: 'narrative-docs'}}});
      server.send(JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}));
      server.send('{"jsonrpc": "2.0", "id": 2, "method": "tools/list"');
      expect(await server.next()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32700}});
      server.send(JSON.stringify({jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 5}}));
      expect(await server.next()).toEqual({
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: -32602,
          message: 'Invalid params for tools/call: params.name: Invalid input: expected string, received number.',
        },
      });
      server.send(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'tools/list'}));
      expect(await server.next()).toMatchObject({id: 4, result: {tools: expect.any(Array)}});
    },
    startTimeout,
  );
});

describe('the MCP server reading a deployed site it cannot reach when it starts', () => {
  const initialize = {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}};
  let address: string;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, and a connection is refused.
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  it(
    'answers initialize with the address and the cause as its error, says the same on stderr, and exits with status 1',
    async () => {
      const server = startRaw(['--site', address]);
      server.send(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize}));
      const reply = (await server.next()) as {error: {message: string}};
      const escaped = address.replace(/\./g, '\\.');
      expect(reply).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32603,
          message: expect.stringMatching(
            new RegExp(
              `^narrative-docs-mcp cannot read the docs at ${escaped}, so it stopped\\. Cannot reach ${escaped}\\S+: connect ECONNREFUSED \\S+\\. Give --site .* Restart the server from your assistant's MCP settings once the site answers\\.$`,
            ),
          ),
        },
      });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain(reply.error.message);
    },
    startTimeout,
  );

  it("fails the client's connect with that message, which is what an assistant shows", async () => {
    await expect(startServer(['--site', address])).rejects.toThrow(
      `narrative-docs-mcp cannot read the docs at ${address}, so it stopped. Cannot reach ${address}`,
    );
  });
});

describe('the MCP server reading a site that goes down once it has started', () => {
  let site: Awaited<ReturnType<typeof serveUnderBasePath>>;
  let session: McpSession;

  beforeAll(async () => {
    site = await serveUnderBasePath(buildDir);
    session = await startServer(['--site', site.url]);
  }, startTimeout);
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('fails a call naming the address, and answers again once the site is back', async () => {
    const {port} = new URL(site.url);
    await site.close();
    // The start-up read fetched the manifest and llms.txt; a search needs index files not fetched yet.
    const down = await session.call('search_docs', {query: 'inventory'});
    expect(down.isError).toBe(true);
    expect(textOf(down)).toMatch(new RegExp(`^Cannot reach ${site.url.replace(/\./g, '\\.')}\\S+: `));
    site = await serveUnderBasePath(buildDir, Number(port));
    const back = await session.call('search_docs', {query: 'inventory'});
    expect(back.isError).toBeFalsy();
  });
});

describe('the MCP server reading a build folder that is missing', () => {
  let missing: McpSession;

  beforeAll(async () => {
    missing = await startServer(['--site', path.join(buildDir, 'no-such-build')]);
  }, startTimeout);
  afterAll(() => missing?.close());

  it('starts, and says to build the site on each call', async () => {
    for (const [name, args] of oneCallPerTool) {
      const result = await missing.call(name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toBe(
        `No site build in ${path.join(buildDir, 'no-such-build')}: it has no search-index/manifest.json, the site's search index. Run "npm run build" first, or name a build folder with --site.`,
      );
    }
    expect(missing.stderr()).toMatch(/No site build in/);
  });
});
