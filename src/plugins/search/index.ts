/**
 * Search for the docs: the DocSearch modal and a search page, answered from
 * an index built from the site's own pages, or by hosted DocSearch when an
 * application id and key are configured.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './build/records';
import {recordsFile} from './build/recordsFile';
import {sectionOf} from './build/sections';
import {buildShards} from './build/shards';
import {indexDirectory, manifestFileName, type DocSearchRecord, type SearchGlobalData} from './contract';
import {normalizeSearchOptions, searchModeOf} from './options';

export default function searchPlugin(context: LoadContext, input: unknown): Plugin {
  const options = normalizeSearchOptions(input);
  const mode = searchModeOf(options);
  const indexPath = normalizeUrl([context.baseUrl, indexDirectory, '/']);
  const searchPagePath = normalizeUrl([context.baseUrl, options.searchPagePath]);

  return {
    name: 'search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({...options, mode, indexPath} satisfies SearchGlobalData);
      actions.addRoute({path: searchPagePath, component: '@theme/SearchPage', exact: true});
    },

    configureWebpack(config, isServer) {
      if (config.mode !== 'development' || isServer || mode !== 'embedded') {
        return {};
      }
      const lastBuildIndex = path.join(context.outDir, indexDirectory);
      if (!existsSync(path.join(lastBuildIndex, manifestFileName))) {
        logger.warn`Search in the dev server answers from the last build's index, and there is none: run ${'npm run build'} once.`;
      }
      // webpack-dev-server's key, which webpack's own Configuration type does not list.
      const devServer = {static: [{directory: lastBuildIndex, publicPath: indexPath, watch: false}]};
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const siteUrl = normalizeUrl([siteConfig.url, siteConfig.baseUrl]).replace(/\/$/, '');
      const pages = routesPaths.filter((route) => route !== searchPagePath && !route.endsWith('404.html'));
      const records: DocSearchRecord[] = [];
      for (const pathname of pages) {
        const file = [path.join(outDir, pathname, 'index.html'), path.join(outDir, `${pathname}.html`)].find(
          existsSync,
        );
        if (file) {
          records.push(
            ...extractRecords({html: await readFile(file, 'utf8'), pathname, siteUrl: siteConfig.url, sectionOf}),
          );
        }
      }
      // The records are for the upload script and the benchmarks, not for readers: they stay out of the build.
      const recordsPath = recordsFile(context.generatedFilesDir);
      await mkdir(path.dirname(recordsPath), {recursive: true});
      await writeFile(recordsPath, JSON.stringify(records));
      if (mode === 'hosted') {
        logger.info`Search: ${records.length} records from ${pages.length} pages, for the hosted index.`;
        return;
      }
      const {manifest, files} = buildShards(records, siteUrl);
      const directory = path.join(outDir, indexDirectory);
      await mkdir(directory, {recursive: true});
      await Promise.all(files.map(({name, content}) => writeFile(path.join(directory, name), content)));
      await writeFile(path.join(directory, manifestFileName), JSON.stringify(manifest));
      const kilobytes = (kind: string) =>
        Math.round(
          files.reduce((sum, {name, content}) => sum + (name.includes(`.${kind}-`) ? gzipSync(content).length : 0), 0) /
            1024,
        );
      const count = (kind: string) => files.filter(({name}) => name.includes(`.${kind}-`)).length;
      logger.info`Search: ${records.length} records from ${pages.length} pages in ${manifest.shards.length} shards; terms ${kilobytes('terms')} KB gzip in ${count('terms')} buckets, documents ${kilobytes('documents')} KB in ${count('documents')} chunks, text ${kilobytes('text')} KB in ${count('text')} chunks.`;
    },
  };
}
