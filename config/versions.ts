/** The docs versions cut with `docusaurus docs:version`, which the docs plugin lists in versions.json beside the config. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export function releasedVersions(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}
