/** Reads the embedded index from a build's files, for tests and benchmarks in Node. */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {manifestFileName, type Manifest, type ShardSource} from '../contract';

export function fileShardSource(directory: string): ShardSource & {loaded: string[]} {
  const loaded: string[] = [];
  async function read<T>(name: string): Promise<T> {
    loaded.push(name);
    return JSON.parse(await readFile(path.join(directory, name), 'utf8')) as T;
  }
  if (!existsSync(path.join(directory, manifestFileName))) {
    throw new Error(`No search index in ${directory}: run "npm run build" first.`);
  }
  return {
    loaded,
    manifest: () => read<Manifest>(manifestFileName),
    file: read,
  };
}
