/** npm as on a machine that never ran npx, for starting the MCP server's tarball the way a reader first does. */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The environment that gives npm an empty cache and an empty user
 * configuration, both in `folder`, and a registry address where nothing
 * listens (port 9, discard): anything that needs the registry fails.
 */
export function freshNpm(folder: string): Record<string, string> {
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, 'npmrc'), '');
  return {
    npm_config_cache: path.join(folder, 'cache'),
    npm_config_userconfig: path.join(folder, 'npmrc'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
  };
}
