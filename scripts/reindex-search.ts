/**
 * Rebuilds the embedded search index of the last build from its DocSearch
 * records, without building the site again: after a change to the indexer's
 * scoring or to the analysis of text, run this, then `npm run bench:search`
 * or the built-site tests. A change to how records are taken from the pages
 * (`indexer/records.ts`) or to the site's pages needs `npm run build`.
 *
 *   npm run build && npm run search:reindex
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {buildShards, recordsFile} from '@narrative-docs/search/indexer';
import {indexDirectory, manifestFileName, type DocSearchRecord, type Manifest} from '@narrative-docs/search';

const indexDir = path.resolve('build', indexDirectory);
const recordsPath = recordsFile(path.resolve(GENERATED_FILES_DIR_NAME));

async function main() {
  if (!existsSync(recordsPath) || !existsSync(path.join(indexDir, manifestFileName))) {
    throw new Error('No build to reindex: run `npm run build` first.');
  }
  const records = JSON.parse(await readFile(recordsPath, 'utf8')) as DocSearchRecord[];
  const {siteUrl} = JSON.parse(await readFile(path.join(indexDir, manifestFileName), 'utf8')) as Manifest;
  const started = performance.now();
  const {manifest, files} = buildShards(records, siteUrl);
  // The files are named by their content: clear the old ones first, as a new build would.
  for (const name of await readdir(indexDir)) {
    await rm(path.join(indexDir, name));
  }
  await mkdir(indexDir, {recursive: true});
  await Promise.all(files.map(({name, content}) => writeFile(path.join(indexDir, name), content)));
  await writeFile(path.join(indexDir, manifestFileName), JSON.stringify(manifest));
  console.log(
    `Reindexed ${records.length} records into ${files.length} files in ${indexDir} (${Math.round(performance.now() - started)} ms).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
