import {afterEach, describe, expect, it, vi} from 'vitest';
import {fetchShardSource} from './shardSource';

const answering = (status: number, body = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, {status, statusText: status === 500 ? 'Server Error' : ''})),
  );

afterEach(() => vi.unstubAllGlobals());

describe('fetchShardSource', () => {
  it('reads the manifest the site serves', async () => {
    answering(200, '{"versions": []}');
    await expect(fetchShardSource('/search-index/').manifest()).resolves.toEqual({versions: []});
  });

  it('says which index file the site does not have, and what to do', async () => {
    answering(404);
    await expect(fetchShardSource('/search-index/').manifest()).rejects.toThrow(
      '/search-index/manifest.json answered 404: the site has no such index file (build the site again).',
    );
  });

  it('names the file and the status when the site fails', async () => {
    answering(500);
    await expect(fetchShardSource('/search-index/').manifest()).rejects.toThrow(
      '/search-index/manifest.json answered 500 Server Error',
    );
  });
});
