import {algoliasearch} from 'algoliasearch';
import {describe, expect, it} from 'vitest';
import {docSearchIndexSettings, uploadRecords} from './upload';
import {records} from '@narrative-docs/test-support/searchRecords';

type Recorded = {method: string; path: string; body: unknown; headers: Record<string, string>};

/** A requester that records every request and answers as the Algolia API does. */
function recordingRequester() {
  const recorded: Recorded[] = [];
  return {
    recorded,
    requester: {
      async send(request: {method: string; url: string; data?: string | Uint8Array; headers: Record<string, string>}) {
        const {pathname} = new URL(request.url);
        recorded.push({
          method: request.method,
          path: pathname,
          body: typeof request.data === 'string' ? JSON.parse(request.data) : undefined,
          headers: request.headers,
        });
        const content = pathname.includes('/task/')
          ? {status: 'published'}
          : {taskID: recorded.length, updatedAt: '2025-01-01T00:00:00Z', objectIDs: []};
        return {status: 200, content: JSON.stringify(content), isTimedOut: false};
      },
    },
  };
}

describe('uploadRecords', () => {
  it("sets DocSearch's settings, then replaces the records through a temporary index", async () => {
    const {recorded, requester} = recordingRequester();
    const client = algoliasearch('TESTAPP', 'admin-key', {requester});
    await uploadRecords(client, 'narrative', records);

    const settings = recorded.find((request) => request.path === '/1/indexes/narrative/settings')!;
    expect(settings.method).toBe('PUT');
    expect(settings.body).toEqual(docSearchIndexSettings);
    expect(settings.headers['x-algolia-api-key']).toBe('admin-key');

    const batches = recorded.filter((request) => /^\/1\/indexes\/narrative_tmp_\d+\/batch$/.test(request.path));
    const sent = batches.flatMap((request) => (request.body as {requests: {action: string; body: unknown}[]}).requests);
    expect(sent.every((request) => request.action === 'addObject')).toBe(true);
    expect(sent.map((request) => request.body)).toEqual(records);

    const move = recorded.find((request) => (request.body as {operation?: string} | undefined)?.operation === 'move');
    expect(move?.path).toMatch(/^\/1\/indexes\/narrative_tmp_\d+\/operation$/);
    expect(move?.body).toEqual({operation: 'move', destination: 'narrative'});
  });
});
