/** The site's search index, read through a site source: its manifest, and its files as the search client reads them. */
import {
  indexDirectory,
  manifestFileName,
  readShardSource,
  type Manifest,
  type ShardSource,
} from '@narrative-docs/search';
import type {SiteSource} from './siteSource';

/** The index's manifest, read afresh (from disk, or the HTTP source's cache): it changes with each build. */
export async function readManifest(site: SiteSource): Promise<Manifest> {
  const text = await site.read(`${indexDirectory}/${manifestFileName}`);
  if (text === null) {
    throw new Error(
      site.url === null
        ? `No site build in ${site.location}: run "npm run build" first, or name a build folder with --site.`
        : `No search index at ${site.location}: --site must be the site's root address, base path included (such as https://docs.narrativetools.io).`,
    );
  }
  return JSON.parse(text) as Manifest;
}

/** What the search client reads for one manifest: the files it names, which are named by their content. */
export function indexFiles(site: SiteSource, manifest: Manifest): ShardSource {
  const files = readShardSource(
    (name) => site.read(`${indexDirectory}/${name}`),
    (name) =>
      new Error(`${name} is gone from ${site.location}: the site was rebuilt while the server read it. Ask again.`),
  );
  return {...files, manifest: async () => manifest};
}
