import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig.json leaves JSX to Docusaurus's bundler ("preserve"); tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {'@site': import.meta.dirname},
  },
  test: {
    include: ['config/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
