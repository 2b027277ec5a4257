/**
 * Keeps the bundler's persistent cache (Rspack's, under Docusaurus Faster)
 * in the folder the site config names, instead of Rspack's default,
 * `node_modules/.cache/rspack`, which every `npm ci` deletes with the rest of
 * `node_modules`: a build after a fresh install then starts warm. The cache
 * stays off where Docusaurus turns it off (DOCUSAURUS_NO_PERSISTENT_CACHE).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export type BuildCacheOptions = {
  /** Where the bundler keeps its cache, an absolute path. */
  directory: string;
};

export default function buildCache(_context: LoadContext, {directory}: BuildCacheOptions): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (typeof cache !== 'object' || cache === null || (cache as {type?: string}).type !== 'persistent') {
        return {};
      }
      return {experiments: {cache: {storage: {type: 'filesystem', directory}}}} as never;
    },
  };
}
