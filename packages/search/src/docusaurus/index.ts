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
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {sitePathOf} from '@narrative-docs/llms-txt';
import {distinctTitles, extractRecords, pageBreadcrumbs} from '../indexer/records';
import {recordsFile} from '../indexer/recordsFile';
import {sectionOf} from '../indexer/sections';
import {buildShards} from '../indexer/shards';
import {
  indexDirectory,
  manifestFileName,
  type DocSearchRecord,
  type SearchGlobalData,
  type SearchPluginOptions,
} from '../contract';
import {searchModeOf} from './options';

export {validateOptions} from './options';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const mode = searchModeOf(options);
  const indexPath = normalizeUrl([context.baseUrl, indexDirectory, '/']);
  const searchPagePath = normalizeUrl([context.baseUrl, options.searchPagePath]);
  // A doc's path below its version's root ("/tales/quests/"), by its address: what
  // names its product, whatever version and base URL the address holds.
  const docPaths = new Map<string, string>();

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

    async allContentLoaded({allContent}) {
      const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      for (const doc of docs.flatMap(({loadedVersions}) => loadedVersions.flatMap((version) => version.docs))) {
        docPaths.set(doc.permalink, doc.slug);
      }
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const siteUrl = normalizeUrl([siteConfig.url, siteConfig.baseUrl]).replace(/\/$/, '');
      const pages = routesPaths.filter((route) => route !== searchPagePath && !route.endsWith('404.html'));
      const pageRecords: {records: DocSearchRecord[]; breadcrumbs: string[]}[] = [];
      for (const pathname of pages) {
        // The build folder holds the site below the base URL.
        const sitePath = sitePathOf(pathname, context.baseUrl)!;
        const file = [path.join(outDir, sitePath, 'index.html'), path.join(outDir, `${sitePath}.html`)].find(
          existsSync,
        );
        if (file) {
          const pagePath = docPaths.get(pathname) ?? sitePath;
          const rule = options.pageRanks.find(({path: pattern}) => new RegExp(pattern).test(pagePath));
          const html = await readFile(file, 'utf8');
          pageRecords.push({
            breadcrumbs: pageBreadcrumbs(html),
            records: extractRecords({
              html,
              pathname,
              siteUrl: siteConfig.url,
              sectionOf: (_, breadcrumbs) => sectionOf(options.products, pagePath, breadcrumbs),
              pageRank: rule?.pageRank,
            }),
          });
        }
      }
      distinctTitles(pageRecords);
      const records = pageRecords.flatMap((page) => page.records);
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
