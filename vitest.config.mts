import {configDefaults, defineConfig} from 'vitest/config';

const shared = {
  // tsconfig.json leaves JSX to Docusaurus's bundler ("preserve"); tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic' as const}},
  resolve: {alias: {'@site': import.meta.dirname}},
};

/** What runs from the sources alone: code, and the pages' own checks. */
const sourceTests = [
  'config/**/*.test.ts',
  'src/**/*.test.{ts,tsx}',
  'packages/*/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tests/content/**/*.test.ts',
  'tests/repository/**/*.test.ts',
  'tests/support/**/*.test.ts',
];

/**
 * The source tests that replace modules (Docusaurus's aliases) with `vi.mock`:
 * each needs a module registry of its own, so they run isolated, file by
 * file. The others share one registry per worker, which takes a third of the
 * time (tests/repository/vitest.test.ts keeps this list whole).
 */
export const mockingTests = [
  'src/client/keyboardNavigation.test.ts',
  'src/components/Roadmap/Roadmap.test.tsx',
  'src/plugins/blueprint-graphs/full-view.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {
        ...shared,
        extends: true,
        // `npx vitest run --project 'source*'` runs this project and the next.
        test: {
          name: 'source',
          include: sourceTests,
          exclude: [...configDefaults.exclude, ...mockingTests],
          isolate: false,
        },
      },
      {
        ...shared,
        extends: true,
        test: {name: 'source (isolated)', include: mockingTests},
      },
      {
        ...shared,
        extends: true,
        // Reads the last production build; stops at once, with the command to run, when there is none or it is stale.
        test: {
          name: 'built site',
          include: ['tests/built-site/**/*.test.ts'],
          globalSetup: ['tests/support/requireBuild.ts'],
          isolate: false,
        },
      },
    ],
  },
});
