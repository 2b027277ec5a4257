/** The site's search index, read through a site source: its manifest, and its files as the search client reads them. */
import {
  indexDirectory,
  manifestFileName,
  readShardSource,
  type Manifest,
  type ShardSource,
} from '@narrative-docs/search';
import {siteHint, type SiteSource} from './siteSource';

const manifestPath = `${indexDirectory}/${manifestFileName}`;

/**
 * The index format the bundled search engine reads; typed by the contract, so
 * that a new format fails the type check here until the server reads it. A
 * server that npx keeps from an earlier download meets a site with a newer one.
 */
const indexFormat: Manifest['version'] = 9;

/** How to replace the copy of the server npx keeps: it runs the first one it downloaded from an address. */
const updateHint =
  'npx keeps the copy of the server it first downloaded from an address: remove it ("npm cache npx rm" with npm 11, or the _npx folder in the folder "npm config get cache" names), then start the server again.';

/** The first characters of what came instead of a file, on one line, for a message. */
export const opening = (text: string) => {
  const start = text.trim().replace(/\s+/g, ' ');
  return start.length > 40 ? `${start.slice(0, 40)}…` : start;
};

/** The index's manifest, read afresh (from disk, or the HTTP source's cache): it changes with each build. */
export async function readManifest(site: SiteSource): Promise<Manifest> {
  const file = site.addressOf(manifestPath);
  const text = await site.read(manifestPath);
  if (text === null) {
    throw new Error(
      site.url === null
        ? `No site build in ${site.location}: it has no ${manifestPath}, the site's search index. Run "npm run build" first, or name a build folder with --site.`
        : `No search index at ${site.location}: ${file} is not found, and the server reads the site's search index there. ${siteHint}`,
    );
  }
  let manifest: Partial<Manifest> | null = null;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    // Said below, with what came instead.
  }
  if (!manifest || typeof manifest.siteUrl !== 'string' || !Array.isArray(manifest.shards)) {
    throw new Error(
      `${file} is not the docs' search index manifest (JSON); it starts "${opening(text)}", so ${site.location} is not the docs' site, or not its base. ${siteHint}`,
    );
  }
  if (manifest.version !== indexFormat) {
    throw new Error(
      `${file} is a search index of format ${String(manifest.version)}, and this server reads format ${indexFormat}: the site and the server come from different releases of the docs. ${site.url === null ? "Build the site again with this server's repository." : updateHint}`,
    );
  }
  return manifest as Manifest;
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
