/** Measures the JavaScript a page executes on its first load: the scripts it requests until it is hydrated and idle. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';

export type Asset = {path: string; raw: number; gzip: number};

function assetSize(buildDir: string, urlPath: string): Asset {
  const content = readFileSync(path.join(buildDir, decodeURIComponent(urlPath)));
  return {path: urlPath, raw: content.length, gzip: gzipSync(content, {level: 9}).length};
}

/**
 * Script requests only: prefetches (`<link rel="prefetch">`) are fetched for
 * later navigations, have another resource type, and are not counted.
 */
export async function firstLoadScripts(page: Page, url: string, buildDir: string): Promise<Asset[]> {
  const scripts = new Set<string>();
  const record = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') {
      scripts.add(new URL(request.url()).pathname);
    }
  };
  page.on('request', record);
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return [...scripts].sort().map((scriptPath) => assetSize(buildDir, scriptPath));
}

export const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
