import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {'@site': import.meta.dirname},
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
