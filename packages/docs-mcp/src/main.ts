/**
 * narrative-docs-mcp: the MCP server on stdio.
 *
 *   narrative-docs-mcp [--site <build folder or https address>]
 *
 * stdout carries the protocol alone: messages for people go to stderr. The
 * package's bin (`bin.ts`) reads the deployed site by default; the
 * repository's bin, its own build folder.
 */
import {parseArgs} from 'node:util';
import {createDocsServer} from './server';
import {siteSource} from './siteSource';
import {checkSite, refusal, refuseToStart} from './startupCheck';
import {StdioTransport} from './stdioTransport';

const usage = (defaultSite: string) => `Usage: narrative-docs-mcp [--site <build folder or https address>]

An MCP server (stdio) that searches and reads the Narrative docs, for an assistant to start.
  --site   what to read: a site's build folder, or a deployed site such as https://docs.narrativetools.io
           (default: ${defaultSite})
Its README shows how to set up an assistant.`;

function options(defaultSite: string): {site: string} {
  try {
    const {values} = parseArgs({options: {site: {type: 'string'}, help: {type: 'boolean', short: 'h'}}});
    if (values.help) {
      console.error(usage(defaultSite));
      process.exit(0);
    }
    return {site: values.site ?? defaultSite};
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage(defaultSite)}`);
    process.exit(2);
  }
}

async function serve(defaultSite: string) {
  // Anything a dependency logs would corrupt the protocol on stdout.
  console.log = console.info = console.debug = console.error;
  const site = siteSource(options(defaultSite).site);
  // The client's initialize waits in stdin until the site is read: a deployed site that cannot be read stops the
  // server, which clients show as failed; a build folder that cannot be read is said here, and each tool call says it.
  const checked = await checkSite(site);
  if (checked.state === 'failed' && site.url !== null) {
    refuseToStart(refusal(site, checked.cause));
    return;
  }
  if (checked.state === 'failed') {
    console.error(`narrative-docs-mcp: ${checked.cause}`);
  }
  const {server, setProducts} = createDocsServer(site, checked.state === 'read' ? checked.products : []);
  await server.connect(new StdioTransport());
  if (checked.state === 'late') {
    // Named when the folder is read: the client hears that the tools changed.
    void checked.products.then((names) => names.length > 0 && setProducts(names));
  }
  console.error(`narrative-docs-mcp: serving ${site.location} on stdio.`);
  if (process.stdin.isTTY) {
    console.error('It answers an assistant over stdin and stdout; see the README to set one up. Ctrl+C stops it.');
  }
}

/** Serves the site that `--site` names, or `defaultSite`, until stdin closes. */
export function main(defaultSite: string): void {
  serve(defaultSite).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
