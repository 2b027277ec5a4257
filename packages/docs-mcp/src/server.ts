/** The MCP server over one site: its search and its Markdown pages. */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {version} from '../package.json';
import {docsPages} from './docsPages';
import {docsSearch} from './docsSearch';
import type {SiteSource} from './siteSource';
import {registerDocsTools} from './tools';

const serverName = 'narrative-docs';

/**
 * The server over `site`; `products` are named in the tools' descriptions
 * (see `registerDocsTools`), and `setProducts` names them once they are read.
 */
export function createDocsServer(
  site: SiteSource,
  products: readonly string[],
): {server: McpServer; setProducts: (products: readonly string[]) => void} {
  const server = new McpServer(
    {name: serverName, title: 'Narrative docs', version},
    {
      instructions:
        'The documentation of the Narrative plugins for Unreal Engine. Before answering a question about them, call search_docs with a few keywords, then get_page on the best results, and cite the addresses you used.',
    },
  );
  const {setProducts} = registerDocsTools(server, {search: docsSearch(site), pages: docsPages(site), products});
  return {server, setProducts};
}
