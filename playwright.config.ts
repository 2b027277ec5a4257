import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from './e2e/browser';

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run against the production build (npm run build), served the
// way a reader gets it.
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: {timeout: 10_000},
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx docusaurus serve --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
