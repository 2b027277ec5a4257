/** Measures the JavaScript a page executes on its first load: the scripts it requests until it is hydrated and idle. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {followRequests} from './pageAtRest';

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
  const requests = followRequests(page);
  await page.goto(url);
  await requests.atRest();
  requests.stop();
  const scripts = new Set(
    requests.all
      .filter((request) => request.resourceType() === 'script')
      .map((request) => new URL(request.url()).pathname),
  );
  return [...scripts].sort().map((scriptPath) => assetSize(buildDir, scriptPath));
}

export const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
