/**
 * Pushes the last build's search records to a hosted DocSearch (Algolia)
 * index, for sites that use hosted search.
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_KEY=... DOCSEARCH_INDEX_NAME=narrative npm run search:upload
 *
 * The admin key writes to the index: keep it out of the site's configuration,
 * which only ever holds the search-only key.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {recordsFile, uploadRecords} from '@narrative-docs/search/indexer';
import type {DocSearchRecord} from '@narrative-docs/search';

async function main() {
  const appId = process.env.ALGOLIA_APP_ID ?? process.env.DOCSEARCH_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  const indexName = process.env.DOCSEARCH_INDEX_NAME ?? 'narrative';
  if (!appId || !adminKey) {
    throw new Error('Set ALGOLIA_APP_ID (or DOCSEARCH_APP_ID) and ALGOLIA_ADMIN_KEY to upload the search records.');
  }
  const file = recordsFile(path.resolve(GENERATED_FILES_DIR_NAME));
  const records = JSON.parse(
    await readFile(file, 'utf8').catch(() => {
      throw new Error(`No records at ${file}: run "npm run build" first.`);
    }),
  ) as DocSearchRecord[];
  await uploadRecords(algoliasearch(appId, adminKey), indexName, records);
  console.log(`Uploaded ${records.length} records to the index "${indexName}" of ${appId}.`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
