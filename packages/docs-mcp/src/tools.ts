/**
 * The tools an assistant sees: names, JSON schemas (from zod) and
 * descriptions written for a model. A tool that fails throws; the SDK turns
 * the message into a tool error result, and the server answers the next call.
 */
import type {McpServer, RegisteredTool} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {maxQueryLength} from '@narrative-docs/search';
import {UnknownPageError, type DocsPages} from './docsPages';
import type {DocsSearch} from './docsSearch';

/** The longest query a tool takes: its first `maxQueryLength` characters are searched, as the site's search box takes them. */
const maxQueryInput = 256;
/** The longest address a tool takes, as browsers and servers commonly allow. */
const maxUrlInput = 2048;
const readOnly = {readOnlyHint: true, idempotentHint: true, openWorldHint: false} as const;

/**
 * A tool's arguments: exactly these, as the JSON schema says (`additionalProperties: false`), an unknown one
 * refused with a message that names it and the ones the tool takes.
 */
function argumentsOf<Shape extends z.ZodRawShape>(tool: string, shape: Shape) {
  const names = Object.keys(shape);
  const known = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return z
    .object(shape, {
      errorMap: (issue, context) =>
        issue.code === 'unrecognized_keys'
          ? {
              message: `${tool} takes ${known} only, not ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}.`,
            }
          : {message: context.defaultError},
    })
    .strict();
}

const withdrawnMark = z.object({
  version: z.string().describe('The plugin version the page describes, such as "Pro 2.2".'),
  replacement: z.object({url: z.string(), label: z.string()}).describe('The current page to read instead.'),
});

const searchResult = z.object({
  title: z.string().describe("The page's title."),
  // A heading is never empty; said with min(1), the JSON schema reads `anyOf: [string, null]`, which strict
  // validators (MCP Inspector's) take, rather than the type array `["string", "null"]` a bare nullable string gives.
  section: z
    .string()
    .min(1)
    .nullable()
    .describe('The heading of the matching section; null when the page itself matched.'),
  url: z.string().describe("The section's address, with its anchor. Pass it to get_page to read the page."),
  pageUrl: z.string().describe("The page's address."),
  product: z.string().describe('The product the page documents, or General, as list_pages names it.'),
  excerpt: z.string().describe("About 30 words of the section's text around the match."),
  closeMatch: z
    .boolean()
    .describe(
      'False when nothing matches the query closely: the result is one of the nearest topics, and the docs may not cover the question.',
    ),
  alsoIn: z
    .object({product: z.string(), url: z.string()})
    .optional()
    .describe("With the reader's products given: the same page in another product, which this result stands for too."),
  withdrawn: withdrawnMark
    .optional()
    .describe(
      'Present when the page describes an earlier plugin version and was withdrawn: the version, and the current page to read instead.',
    ),
});

const page = {
  title: z.string(),
  url: z.string().describe("The page's address on the site."),
  markdownUrl: z.string().describe('The address of its Markdown.'),
  product: z.string().describe('The product the page documents, or General for the pages about them all.'),
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** What the product arguments say of the names: the site's, once read, or where to find them. */
const productNames = (products: readonly string[]) =>
  products.length > 0 ? products.join(', ') : 'a name list_pages and search results give';

const searchArguments = (products: readonly string[]) =>
  argumentsOf('search_docs', {
    query: z
      .string()
      .trim()
      .min(1, 'Give search_docs a query: a few words or an identifier, such as "quest branches".')
      .max(
        maxQueryInput,
        `A query is at most ${maxQueryInput} characters, and its first ${maxQueryLength} count: give a few keywords or an identifier, such as "quest branches".`,
      )
      .describe(`What to look for: keywords or an identifier (the first ${maxQueryLength} characters count).`),
    product: z
      .string()
      .optional()
      .describe(`Only results from this product: ${productNames(products)}. Leave it out to search every product.`),
    products: z
      .array(z.string())
      .max(20)
      .optional()
      .describe(
        `The products the reader owns (${productNames(products)}): their pages rank first, and a page with the same text in another product shows once, naming that product (alsoIn). Leave it out when unknown.`,
      ),
    limit: z.number().int().min(1).max(20).default(5).describe('How many results, 1 to 20 (default 5).'),
  });

const listArguments = (products: readonly string[]) =>
  argumentsOf('list_pages', {
    product: z
      .string()
      .optional()
      .describe(`Only this product's pages: ${productNames(products)}. Leave it out to list every page.`),
  });

/**
 * Registers the tools. `products` are the names the site groups its pages by
 * (its products, and General for the pages about them all), as list_pages and
 * search results give them, for the descriptions; empty while the site has not
 * been read. `setProducts` puts the names in once they are read, and tells the
 * client that the tools changed.
 */
export function registerDocsTools(
  server: McpServer,
  {search, pages, products}: {search: DocsSearch; pages: DocsPages; products: readonly string[]},
): {setProducts: (products: readonly string[]) => void} {
  const searchTool = server.registerTool(
    'search_docs',
    {
      title: 'Search the Narrative docs',
      description: `Searches the documentation of the Narrative plugins for Unreal Engine with the site's own search, and returns the best-matching page sections, best first: title, section heading, address, product and an excerpt. Use it before answering a question about these plugins, then read the most relevant pages with get_page. Queries work best as a few keywords or an identifier, as the editor or the C++ names it ("quest branches", "UNarrativeInventoryComponent", "save load multiplayer"); the last word also matches as a prefix.`,
      inputSchema: searchArguments(products),
      outputSchema: {results: z.array(searchResult)},
      annotations: readOnly,
    },
    async ({query, product, products: owned, limit}) => {
      const results = await search.search({query, product, products: owned, limit});
      const note =
        results.length === 0
          ? `\nNo results for "${query}"${product ? ` in ${product}` : ''}: try other words, an identifier${product ? ', or no product' : ''}.`
          : results[0]!.closeMatch
            ? ''
            : `\nNo close match for "${query}": the docs may not cover it. The results are the nearest topics.`;
      return {content: [{type: 'text', text: json({results}) + note}], structuredContent: {results}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Narrative docs page',
      description:
        "Returns one page of the Narrative docs as Markdown, with its title and address: the whole page, its tables, code, diagrams (as Mermaid) and Blueprint graphs (as node lists). Links in it point to other pages' Markdown, which get_page also reads. Give the address a search result or list_pages returned, or a path.",
      inputSchema: argumentsOf('get_page', {
        url: z
          .string()
          .trim()
          .min(1, 'Give get_page a page: its address, path or route, such as /tales/quests/branches.')
          .max(
            maxUrlInput,
            `A page's address is at most ${maxUrlInput} characters: give the address a search result or list_pages returned, or a path such as /tales/quests/branches.`,
          )
          .describe(
            'The page: its address (https://docs.narrativetools.io/tales/quests/branches), path (/tales/quests/branches), route (tales/quests/branches) or Markdown address (ending in .md). An anchor or query in it is ignored.',
          ),
      }),
      outputSchema: {...page, markdown: z.string().describe("The page's content as Markdown.")},
      annotations: readOnly,
    },
    async ({url}) => {
      let found;
      try {
        found = await pages.read(url);
      } catch (error) {
        if (error instanceof UnknownPageError) {
          throw new Error(`${error.message}${await suggestions(search, error.path)}`);
        }
        throw error;
      }
      const {title, url: pageUrl, markdownUrl, product, markdown} = found;
      return {
        content: [{type: 'text', text: `Source: ${pageUrl}\n\n${markdown}`}],
        structuredContent: {title, url: pageUrl, markdownUrl, product, markdown},
      };
    },
  );

  const listTool = server.registerTool(
    'list_pages',
    {
      title: 'List the Narrative docs pages',
      description: `Lists the pages of the Narrative docs in the sidebar's order, each with its title, address, product and a one-line description; with a product, only that product's pages. Use it to see what the docs cover; search_docs finds pages by content.`,
      inputSchema: listArguments(products),
      outputSchema: {
        pages: z.array(
          z.object({
            ...page,
            description: z.string(),
            withdrawn: withdrawnMark
              .optional()
              .describe('Present when the page describes an earlier plugin version: read the replacement instead.'),
          }),
        ),
      },
      annotations: readOnly,
    },
    async ({product}) => {
      const listed = (await pages.list(product)).map(({title, url, markdownUrl, product, description, withdrawn}) => ({
        title,
        url,
        markdownUrl,
        product,
        // A withdrawn page's own summary reads as current: say first what it is.
        description: withdrawn
          ? `Earlier version (${withdrawn.version}), no longer current; read ${withdrawn.replacement.label} (${withdrawn.replacement.url}) instead. It described: ${description}`
          : description,
        ...(withdrawn && {withdrawn}),
      }));
      return {content: [{type: 'text', text: json({pages: listed})}], structuredContent: {pages: listed}};
    },
  );

  return {
    setProducts(products) {
      const tools: [RegisteredTool, z.ZodTypeAny][] = [
        [searchTool, searchArguments(products)],
        [listTool, listArguments(products)],
      ];
      for (const [tool, schema] of tools) {
        tool.inputSchema = schema;
        // An update without changes: the SDK then tells the client that the tools changed.
        tool.update({});
      }
    },
  };
}

/** Up to three pages the search finds for the words of an unknown address, as a hint for the next call. */
async function suggestions(search: DocsSearch, path: string): Promise<string> {
  const words = path.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const found = words ? await search.search({query: words, limit: 10}).catch(() => []) : [];
  const urls = [...new Set(found.map((result) => result.pageUrl))].slice(0, 3);
  return urls.length > 0
    ? ` Pages with these words: ${urls.join(', ')}. Or call search_docs, or list_pages.`
    : ' Call search_docs to find the page, or list_pages to see them all.';
}
