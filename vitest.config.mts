import {defineConfig} from 'vitest/config';

const shared = {
  // tsconfig.json leaves JSX to Docusaurus's bundler ("preserve"); tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic' as const}},
  resolve: {alias: {'@site': import.meta.dirname}},
};

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {
        ...shared,
        extends: true,
        // Runs from the sources alone: code, and the pages' own checks (`npx vitest run --project source`).
        test: {
          name: 'source',
          include: [
            'config/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/repository/**/*.test.ts',
          ],
        },
      },
      {
        ...shared,
        extends: true,
        // Reads the last production build; stops at once, with the command to run, when there is none.
        test: {
          name: 'built site',
          include: ['tests/built-site/**/*.test.ts'],
          globalSetup: ['tests/support/requireBuild.ts'],
        },
      },
    ],
  },
});
