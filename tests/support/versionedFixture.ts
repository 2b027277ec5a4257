/** The second way the site is built for tests: a docs version cut and a sub-path (scripts/build-versioned-fixture.ts). */
export const versionedFixture = {
  /** The small fixed docs tree the version is cut from, in place of the site's docs. */
  docsDir: 'e2e/versioned-docs',
  /** The version cut from the docs folder; the docs folder itself then serves as "Next" under /next/. */
  version: '1.0',
  baseUrl: '/narrative/',
  outDir: 'build-versioned',
} as const;
