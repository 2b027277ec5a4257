#!/usr/bin/env node
// The writer's preview of ```blueprint blocks: `npx narrative-blueprint preview FILE`.
// Like the MCP server's bin, it runs the plugin's TypeScript through tsx's
// CommonJS loader, so it draws with exactly the code the build uses.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const {main} = require('../src/plugins/blueprint-graphs/cli.ts');
process.exitCode = await main(process.argv.slice(2));
