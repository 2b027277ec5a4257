/** Markdown beside every docs page, `/llms.txt` and `/llms-full.txt`, from the built HTML, wrapping @signalwire/docusaurus-plugin-llms-txt. */
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import rehypeReaderMarkdown from './rehypeReaderMarkdown';
import type {LlmsTxtOptions} from './options';
import {
  absoluteLink,
  converterPathOf,
  markdownPathOf,
  renderLlmsFullTxt,
  renderLlmsTxt,
  sectionsOf,
  type Page,
  type SidebarItem,
  type SiteAddress,
  sitePathOf,
} from '@narrative-docs/llms-txt';

export type {LlmsTxtOptions} from './options';
export {validateOptions} from './options';

export default function llmsTxt(context: LoadContext, options: LlmsTxtOptions): Plugin {
  const {baseUrl} = context.siteConfig;
  const site: SiteAddress = {url: context.siteConfig.url.replace(/\/$/, '') + baseUrl.replace(/\/$/, ''), baseUrl};
  let docs: LoadedContent | undefined;
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild(props) {
      // llms.txt lists the version readers land on: the latest release, or the docs folder before any release.
      const version = docs?.loadedVersions.find((loaded) => loaded.isLast);
      const sidebar = version?.sidebars[options.sidebarId] as SidebarItem[] | undefined;
      if (!version || !sidebar) {
        throw new Error(`llms-txt: no docs sidebar "${options.sidebarId}" to take the page order from.`);
      }
      // Site paths: below the base URL, as the build folder holds them.
      const sitePath = (permalink: string) => sitePathOf(permalink, baseUrl)!;
      const pages = new Map<string, Page>(
        version.docs.map((doc) => [
          doc.id,
          {route: sitePath(doc.permalink), title: doc.title, description: doc.description},
        ]),
      );
      // Every version's pages get their Markdown, and links between them point at it.
      const docRoutes = new Set(
        docs!.loadedVersions.flatMap((loaded) => loaded.docs.map((doc) => sitePath(doc.permalink))),
      );

      // The converter writes one Markdown file per docs page from its built HTML.
      // Loaded here, not on top: the package's ESM needs Docusaurus's loader, and the
      // config must stay importable by plain Node (tests/repository/config.test.ts).
      const {default: llmsTxtPlugin} = await import('@signalwire/docusaurus-plugin-llms-txt');
      const converter = llmsTxtPlugin(context, {
        siteTitle: context.siteConfig.title,
        siteDescription: options.summary,
        logLevel: 0,
        onRouteError: 'throw',
        content: {
          enableMarkdownFiles: true,
          enableLlmsFullTxt: false,
          relativePaths: false,
          includeDocs: true,
          includeVersionedDocs: true,
          includePages: false,
          includeBlog: false,
          contentSelectors: ['.theme-doc-markdown'],
          beforeDefaultRehypePlugins: [rehypeReaderMarkdown, () => rehypeAbsoluteLinks(site, docRoutes)],
          remarkStringify: {bullet: '-', fence: '`', fences: true, listItemIndent: 'one', rule: '-'},
        },
      });
      await converter.postBuild!(props as Parameters<NonNullable<typeof converter.postBuild>>[0]);

      // Routes ending in "/" get index.md inside their folder.
      for (const route of docRoutes) {
        if (route !== '/' && route.endsWith('/')) {
          const to = path.join(props.outDir, markdownPathOf(route));
          await mkdir(path.dirname(to), {recursive: true});
          await rename(path.join(props.outDir, converterPathOf(route)), to);
        }
      }

      const sections = sectionsOf(sidebar, (id) => pages.get(id), {
        products: options.products,
        generalTitle: options.generalSectionTitle,
      });
      const title = context.siteConfig.title;
      await writeFile(path.join(props.outDir, 'llms.txt'), renderLlmsTxt(title, options.summary, sections, site.url));
      const full = await Promise.all(
        sections
          .flatMap((section) => section.pages)
          .map(async (page) => ({
            page,
            markdown: await readFile(path.join(props.outDir, markdownPathOf(page.route)), 'utf8'),
          })),
      );
      await writeFile(
        path.join(props.outDir, 'llms-full.txt'),
        renderLlmsFullTxt(title, options.summary, full, site.url),
      );
    },
  };
}

/** Makes every link and image of a page an absolute address; links to docs pages point at their Markdown. */
function rehypeAbsoluteLinks(site: SiteAddress, routes: ReadonlySet<string>) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties?.[attribute];
        if (typeof value === 'string') {
          node.properties[attribute] = absoluteLink(value, site, routes);
        }
      }
    });
  };
}
