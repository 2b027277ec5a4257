import {defineConfig} from '@playwright/test';
import {chromiumArgs, ensureChromium} from './src/chromium';
import {versionedFixture} from '@narrative-docs/test-support/versionedFixture';

const port = Number(process.env.E2E_PORT ?? 4173);
const hostedPort = port + 1;
const versionedPort = port + 2;

// Browser tests run against the production build (npm run build), served the
// way a reader gets it. The hosted-search tests use a second build made with
// test credentials (npm run build:hosted-fixture); no request reaches Algolia.
// A short smoke suite runs over a third build with a docs version cut, served
// under a sub-path (npm run build:versioned-fixture).
export default defineConfig({
  testDir: 'e2e',
  // Stops at once, with the command to run, when there is no build or a source changed after it.
  globalSetup: './tests/support/requireBuild.ts',
  timeout: 30_000,
  expect: {timeout: 10_000},
  // The machine's two cores; tests, not files, are shared out, so that a long file does not hold one worker to the end.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    browserName: 'chromium',
    launchOptions: {executablePath: ensureChromium(), args: chromiumArgs},
    // A trace records every action's DOM, about a tenth of the suite's CPU: kept for a developer's failures, not in CI, whose log is all it keeps.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {name: 'site', testIgnore: /hosted-search|versioned-subpath/, use: {baseURL: `http://localhost:${port}`}},
    {name: 'hosted search', testMatch: /hosted-search/, use: {baseURL: `http://localhost:${hostedPort}`}},
    {
      name: 'versioned, under a sub-path',
      testMatch: /versioned-subpath/,
      use: {baseURL: `http://localhost:${versionedPort}${versionedFixture.baseUrl}`},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --no-open`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir build-hosted --port ${hostedPort} --no-open`,
      url: `http://localhost:${hostedPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `docusaurus serve` serves the folder under the configured base URL.
      command: `npx docusaurus serve --dir ${versionedFixture.outDir} --port ${versionedPort} --no-open`,
      env: {BASE_URL: versionedFixture.baseUrl},
      url: `http://localhost:${versionedPort}${versionedFixture.baseUrl}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
