/** Reads the embedded index from a build's files, for tests and benchmarks in Node, and lists the files read. */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {manifestFileName, type ShardSource} from '../contract';
import {readShardSource} from '../engine/shardSource';

export function fileShardSource(directory: string): ShardSource & {loaded: string[]} {
  if (!existsSync(path.join(directory, manifestFileName))) {
    throw new Error(`No search index in ${directory}: run "npm run build" first.`);
  }
  const loaded: string[] = [];
  const source = readShardSource(
    async (name) => {
      loaded.push(name);
      return readFile(path.join(directory, name), 'utf8').catch(() => null);
    },
    (name) => new Error(`${name} is missing from ${directory}: run "npm run build" again.`),
  );
  return {...source, loaded};
}
