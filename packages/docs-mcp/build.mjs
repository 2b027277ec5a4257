// Compiles the server into one file for the published package: the site's
// search engine and its helpers are bundled in, the MCP SDK, zod and
// lru-cache stay dependencies. Runs before `npm pack` (prepack).
import {readFileSync} from 'node:fs';
import {build} from 'esbuild';

const {dependencies} = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('src/bin.ts', import.meta.url).pathname],
  outfile: new URL('dist/narrative-docs-mcp.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
