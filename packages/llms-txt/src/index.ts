/**
 * The format the site publishes for readers' assistants: each page's Markdown
 * beside it, and llms.txt listing them. The site's llms-txt plugin writes it;
 * the MCP server and the page's Copy button read it.
 */
export * from './llmsTxt';
export {sitePathOf} from './sitePaths';
