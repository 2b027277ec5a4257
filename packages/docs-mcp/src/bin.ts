#!/usr/bin/env node
/** The package's command: `npx narrative-docs-mcp`, reading the deployed docs unless `--site` names another. */
import {main} from './main';

main('https://docs.narrativetools.io');
