#!/usr/bin/env node
// The MCP server from a clone of the repository: `npx narrative-docs-mcp`,
// `node bin/narrative-docs-mcp.mjs` or `npm run mcp --silent`, reading this
// repository's build/ unless --site names another site.
//
// It runs the server's TypeScript (packages/docs-mcp) through tsx's loader,
// so it works right after `npm ci` with no build step; the published package
// runs the same code compiled (packages/docs-mcp/build.mjs). The loader is
// tsx's CommonJS one, as for the scripts that `tsx` runs, so extensionless
// imports work as they do there.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const repository = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
require('../packages/docs-mcp/src/main.ts').main(path.join(repository, 'build'));
