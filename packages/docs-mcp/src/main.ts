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
import {readCatalog} from './catalog';
import {createDocsServer} from './server';
import {siteSource} from './siteSource';
import {StdioTransport} from './stdioTransport';

/**
 * How long the server waits for the site's product names before it answers
 * the client, so that its first tools/list names them: a site that answers
 * does so well within it, and one that never answers must not keep a client
 * from starting (they give up on a server after 10 s or so).
 */
const productsWaitMs = 500;

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
  // The product names, for the tools' descriptions. A site that cannot be read is said at once; the tools then answer
  // each call with the same message, and read the site again.
  const products = readCatalog(site).then(
    (catalog) => catalog.products,
    (error: Error) => {
      console.error(`narrative-docs-mcp: ${error.message}`);
      return [];
    },
  );
  const early = await Promise.race([
    products,
    new Promise<null>((resolve) => setTimeout(resolve, productsWaitMs, null)),
  ]);
  const {server, setProducts} = createDocsServer(site, early ?? []);
  await server.connect(new StdioTransport());
  if (early === null) {
    // Named when the site answers: the client hears that the tools changed.
    void products.then((names) => names.length > 0 && setProducts(names));
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
