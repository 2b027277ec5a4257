/**
 * Checks what the last build publishes for search: what a first query
 * downloads within its budget, no raw records, and the rank withdrawn pages
 * state for the indexer.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {fileShardSource} from '@narrative-docs/search/indexer';
import {createLocalSearchClient, indexDirectory, pageRankMeta, withdrawnMeta} from '@narrative-docs/search';
import {buildDir, builtPage} from '@narrative-docs/test-support/build';
import {readAllFrontMatter} from '@narrative-docs/test-support/docs';
import {withdrawnAs, withdrawnOf, withdrawnPageRank} from '../../src/components/WithdrawnNotice/withdrawn';
import {contextualFilters} from '@narrative-docs/test-support/relevanceReport';

const indexDir = path.join(buildDir, indexDirectory);

/**
 * What a reader's first query downloads, gzip: the manifest, the term
 * buckets of its words and the chunks of the hits it shows. When the index
 * was one file per docs version, that file alone was 117 KB for 232 pages;
 * split by term, a first query must stay below it.
 */
const firstQueryBudget = 117 * 1024;
/** Each term bucket (about 12 KB gzip by design, more for a bucket of one frequent term) and each chunk. */
const fileBudget = 24 * 1024;

/** A built page's head, where its meta tags are: parsing the whole page is most of the time this check takes. */
const headOf = (page: string) => {
  const html = readFileSync(page, 'utf8');
  return html.slice(0, html.indexOf('</head>') + '</head>'.length);
};

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(indexDir, file)), {level: 9}).length;

describe('the published search files', () => {
  it.each(['quest journal', 'inventory', 'how do I make an npc follow the player', 'BP_PlayerController', 'e'])(
    `keep the first query ("%s") within ${firstQueryBudget / 1024} KB gzip`,
    async (query) => {
      const source = fileShardSource(indexDir);
      await createLocalSearchClient(source).search({
        requests: [
          {
            indexName: 'narrative',
            query,
            hitsPerPage: 20,
            facetFilters: contextualFilters,
            attributesToSnippet: ['content:10'],
          },
        ],
      });
      const total = source.loaded.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(total, `${source.loaded.length} files: ${Math.round(total / 1024)} KB gzip`).toBeLessThanOrEqual(
        firstQueryBudget,
      );
    },
  );

  it(`keep each file within ${fileBudget / 1024} KB gzip`, () => {
    const over = readdirSync(indexDir)
      .map((file) => [file, gzipBytes(file)] as const)
      .filter(([, bytes]) => bytes > fileBudget);
    expect(over).toEqual([]);
  });

  it('state the withdrawn rank and what the page describes in the head of every withdrawn page, and of no other', () => {
    const wrong = readAllFrontMatter().flatMap(({route, frontMatter, file}) => {
      if (route === null) {
        return [];
      }
      const withdrawn = withdrawnOf(frontMatter, file);
      const head = load(headOf(builtPage(route)));
      const stated = [pageRankMeta, withdrawnMeta].map((name) => head(`meta[name="${name}"]`).attr('content'));
      const expected = withdrawn ? [String(withdrawnPageRank), withdrawnAs(withdrawn)] : [undefined, undefined];
      return stated.join() === expected.join()
        ? []
        : [`${route}: ${stated.join(', ')}, expected ${expected.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('leave the DocSearch records out of the site', () => {
    const records = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
      /^records.*\.json$/.test(path.basename(file)),
    );
    expect(records, 'records are for the upload script: write them outside build/').toEqual([]);
  });
});
