/** Checks what the last build publishes for search: the index within its budget, and no raw records. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {indexDirectory, manifestFileName, type Manifest} from '../../src/plugins/search/contract';

const buildDir = path.resolve(__dirname, '../../build');
const indexDir = path.join(buildDir, indexDirectory);

/**
 * What a reader's first query downloads, gzip: the index shards (117 KB for
 * 232 pages when this budget was set). Raise it only for a real growth of
 * the docs, not for a heavier index format.
 */
const indexBudget = 160 * 1024;
/** Each text chunk a page of results loads (about 5 KB gzip by design). */
const textChunkBudget = 8 * 1024;

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(indexDir, file)), {level: 9}).length;

describe('the published search files', () => {
  const manifest = JSON.parse(readFileSync(path.join(indexDir, manifestFileName), 'utf8')) as Manifest;

  it(`keep the index shards within ${indexBudget / 1024} KB gzip`, () => {
    const total = manifest.shards.reduce((sum, shard) => sum + gzipBytes(shard.file), 0);
    expect(total, `index shards: ${Math.round(total / 1024)} KB gzip`).toBeLessThanOrEqual(indexBudget);
  });

  it(`keep each text chunk within ${textChunkBudget / 1024} KB gzip`, () => {
    const over = manifest.shards
      .flatMap((shard) => shard.text.map((chunk) => [chunk.file, gzipBytes(chunk.file)] as const))
      .filter(([, bytes]) => bytes > textChunkBudget);
    expect(over).toEqual([]);
  });

  it('leave the DocSearch records out of the site', () => {
    const records = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
      /^records.*\.json$/.test(path.basename(file)),
    );
    expect(records, 'records are for the upload script: write them outside build/').toEqual([]);
  });
});
