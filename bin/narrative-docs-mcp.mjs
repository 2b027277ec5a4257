#!/usr/bin/env node
// The MCP server's entry point: `npx narrative-docs-mcp`, `node bin/narrative-docs-mcp.mjs`
// or `npm run mcp --silent`.
//
// The server is TypeScript that imports the site's own modules (the search
// client and its contract, the llms.txt helpers), so it runs them through
// tsx's loader: no build step of its own, nothing compiled to keep in step,
// and it works right after `npm ci` (tsx is a dependency). Node's own type
// stripping cannot do it: the project imports modules without extensions and
// supports Node 20. The loader is tsx's CommonJS one, as for the scripts that
// `tsx` runs, so `__dirname` and extensionless imports work as they do there.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
require('../src/mcp/main.ts');
