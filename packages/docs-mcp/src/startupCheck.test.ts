import {PassThrough} from 'node:stream';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {memorySite} from './__fixtures__/memorySite';
import {checkSite, refusal, refuseToStart} from './startupCheck';

/** The memory site, as a deployed site at `url` (or a folder) whose reads wait until `answer` is called. */
function slowSite(url: string | null) {
  const site = memorySite();
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const read = site.read;
  return {
    site: {...site, url, location: url ?? site.location, read: (file: string) => answered.then(() => read(file))},
    answer,
  };
}

describe('checkSite', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the site's product names when it is read in time", async () => {
    expect(await checkSite(memorySite())).toEqual({state: 'read', products: ['General', 'Tales', 'Pro']});
  });

  it('gives the cause when the site cannot be read', async () => {
    const down = memorySite();
    down.down = true;
    expect(await checkSite(down)).toEqual({state: 'failed', cause: 'Cannot reach memory'});
  });

  it('fails a site whose search index has a format the server does not read, saying how to replace an old copy', async () => {
    const site = {...memorySite(), url: 'https://docs.example.com/'};
    const manifest = 'search-index/manifest.json';
    // The format the server reads is the one the memory site's index has; the site's is one newer.
    const read = (JSON.parse(site.files.get(manifest)!) as {version: number}).version;
    site.files.set(manifest, JSON.stringify({...JSON.parse(site.files.get(manifest)!), version: read + 1}));
    expect(await checkSite(site)).toEqual({
      state: 'failed',
      cause: expect.stringMatching(
        new RegExp(
          `^memory/search-index/manifest\\.json is a search index of format ${read + 1}, and this server reads format ${read}: .* npx keeps the copy of the server it first downloaded from an address: remove it \\("npm cache npx rm" with npm 11`,
        ),
      ),
    });
  });

  it('fails a deployed site that has not answered within 3 s, naming its address', async () => {
    vi.useFakeTimers();
    const {site} = slowSite('https://docs.example.com/');
    const checked = checkSite(site);
    await vi.advanceTimersByTimeAsync(2999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await checked).toEqual({
      state: 'failed',
      cause: expect.stringMatching(
        /^https:\/\/docs\.example\.com\/ did not answer within 3 s: the site is down or is not the docs\. Give --site/,
      ),
    });
  });

  it('waits no longer for a build folder, and names its products once they are read', async () => {
    vi.useFakeTimers();
    const {site, answer} = slowSite(null);
    const checked = checkSite(site);
    await vi.advanceTimersByTimeAsync(3000);
    const late = await checked;
    expect(late.state).toBe('late');
    answer();
    expect(await (late as {products: Promise<string[]>}).products).toEqual(['General', 'Tales', 'Pro']);
  });
});

describe('refuseToStart', () => {
  const message = refusal(
    {...memorySite(), location: 'https://docs.example.com/'},
    'Cannot reach https://docs.example.com/llms.txt: getaddrinfo ENOTFOUND docs.example.com.',
  );
  const started = () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const exit = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseToStart(message, {stdin, stdout, exit});
    return {stdin, stdout, exit};
  };
  afterEach(() => vi.restoreAllMocks());

  it("says the address, the cause and what to do, on stderr and as the error of the client's initialize, then exits", async () => {
    const {stdin, stdout, exit} = started();
    expect(console.error).toHaveBeenCalledWith(
      "narrative-docs-mcp cannot read the docs at https://docs.example.com/, so it stopped. Cannot reach https://docs.example.com/llms.txt: getaddrinfo ENOTFOUND docs.example.com. Restart the server from your assistant's MCP settings once the site answers.",
    );
    const reply = new Promise<string>((resolve) => stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    // A notification asks nothing: the reply goes to the first request.
    stdin.write(`${JSON.stringify({jsonrpc: '2.0', method: 'notifications/cancelled', params: {requestId: 0}})}\n`);
    stdin.write(
      `${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'c', version: '1'}}})}\n`,
    );
    expect(JSON.parse(await reply)).toEqual({jsonrpc: '2.0', id: 1, error: {code: -32603, message}});
    await vi.waitFor(() => expect(exit).toHaveBeenCalledTimes(1));
  });

  it('exits when the client closes stdin without asking', async () => {
    const {stdin, exit} = started();
    stdin.end();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledTimes(1));
  });
});
