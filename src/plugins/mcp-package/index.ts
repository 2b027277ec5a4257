/**
 * Writes the docs' MCP server (packages/docs-mcp) into the build as an npm
 * tarball at `mcpPackagePath`, so that an assistant installs it from the site
 * with `npx -y <site>/mcp/narrative-docs-mcp.tgz`. `npm pack` makes it, which
 * compiles the server into one file first (its prepack script); it runs beside
 * the other plugins' postBuild steps.
 */
import {execFile} from 'node:child_process';
import {mkdir, rename} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import {mcpPackagePath} from './contract';

const run = promisify(execFile);
const packageName = 'narrative-docs-mcp';

export default function mcpPackage(): Plugin {
  return {
    name: 'mcp-package',
    async postBuild({outDir}) {
      const target = path.join(outDir, mcpPackagePath);
      await mkdir(path.dirname(target), {recursive: true});
      // Found by its name, as Node finds it: a copy of the site with the repository's node_modules finds it too.
      const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
      let packed: {filename: string}[];
      try {
        const {stdout} = await run('npm', ['pack', '--json', '--pack-destination', path.dirname(target)], {
          cwd: packageDir,
          shell: process.platform === 'win32',
        });
        packed = JSON.parse(stdout) as {filename: string}[];
      } catch (error) {
        throw new Error(`mcp-package: "npm pack" of ${packageName} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      // npm names the file by the version; the site serves it at one address.
      await rename(path.join(path.dirname(target), packed[0]!.filename), target);
    },
  };
}
