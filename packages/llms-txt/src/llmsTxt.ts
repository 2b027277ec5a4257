/** The llms.txt format: where each page's Markdown lives, and llms.txt in sidebar order, written and read back. */
import {sitePathOf} from './sitePaths';

/** Routes here are site paths: below the base URL, as the build folder holds them ("/tales/quests/"). */
export type Page = {route: string; title: string; description: string};

export type Section = {title: string; pages: Page[]};

/** `/tales/quests/branches` → `/tales/quests/branches.md`; `/tales/quests/` → `/tales/quests/index.md`. */
export function markdownPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The inverse of `markdownPathOf`: `/tales/quests/index.md` → `/tales/quests/`, `/tales/quests/branches.md` → `/tales/quests/branches`. */
export function routeOfMarkdownPath(markdownPath: string): string {
  return markdownPath.endsWith('/index.md')
    ? markdownPath.slice(0, -'index.md'.length)
    : markdownPath.replace(/\.md$/, '');
}

/** The file the Markdown converter writes for a route: it names `a/b/index.html` `a/b.md`. */
export function converterPathOf(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`;
}

/** Sidebar items as the docs plugin loads them (only what is read here). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** A product as llms.txt groups pages by it: its name, and the route its pages are below (`/tales/`). */
export type SectionProduct = {label: string; to: string};

/**
 * One section per product, named as the product, with its pages in sidebar
 * order (a product's own page first, as the sidebar has it), in the order the
 * sidebar first reaches each product; every page outside the products (the
 * introduction, the roadmap, pages about them all) forms a first section,
 * `generalTitle`. These names are the products that readers of llms.txt, such
 * as the MCP server, filter by.
 */
export function sectionsOf(
  sidebar: SidebarItem[],
  pageOf: (docId: string) => Page | undefined,
  {products, generalTitle}: {products: readonly SectionProduct[]; generalTitle: string},
): Section[] {
  const pages: Page[] = [];
  const collect = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = pageOf(item.id);
        if (page) pages.push(page);
      } else if (item.type === 'category') {
        const page = item.link?.type === 'doc' && item.link.id ? pageOf(item.link.id) : undefined;
        if (page) pages.push(page);
        collect(item.items);
      }
    }
  };
  collect(sidebar);
  const sections = new Map<string, Page[]>([[generalTitle, []]]);
  for (const page of pages) {
    const title = products.find(({to}) => page.route.startsWith(to))?.label ?? generalTitle;
    sections.set(title, [...(sections.get(title) ?? []), page]);
  }
  return [...sections]
    .filter(([, sectionPages]) => sectionPages.length > 0)
    .map(([title, sectionPages]) => ({title, pages: sectionPages}));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** llms.txt as llmstxt.org describes it: title, summary, then a list of links per section. */
export function renderLlmsTxt(title: string, summary: string, sections: Section[], siteUrl: string): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(
        `- [${oneLine(page.title)}](${siteUrl}${markdownPathOf(page.route)})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A page as llms.txt lists it: its title, the address of its Markdown, its description. */
export type ListedPage = {title: string; markdownUrl: string; description: string};

/** Reads back the sections and pages of an llms.txt that `renderLlmsTxt` wrote (the MCP server's page list). */
export function parseLlmsTxt(text: string): {title: string; pages: ListedPage[]}[] {
  const sections: {title: string; pages: ListedPage[]}[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      sections.push({title: heading[1]!.trim(), pages: []});
      continue;
    }
    const link = /^- \[(.+)\]\((\S+)\)(?:: (.*))?$/.exec(line);
    if (link && sections.length > 0) {
      sections.at(-1)!.pages.push({title: link[1]!, markdownUrl: link[2]!, description: link[3]?.trim() ?? ''});
    }
  }
  return sections;
}

/** llms-full.txt: the same header, then every page's Markdown in sidebar order, each headed by its address. */
export function renderLlmsFullTxt(
  title: string,
  summary: string,
  pages: {page: Page; markdown: string}[],
  siteUrl: string,
): string {
  const parts = [`# ${title}\n\n> ${oneLine(summary)}\n`];
  for (const {page, markdown} of pages) {
    parts.push(`Source: ${siteUrl}${markdownPathOf(page.route)}\n\n${markdown.trim()}\n`);
  }
  return parts.join('\n---\n\n');
}

/** Where the site is served: its address with the base URL and no trailing slash, and the base URL alone. */
export type SiteAddress = {url: string; baseUrl: string};

/**
 * Rewrites a link of a built page (its path holds the base URL) to an absolute
 * address: a page that has a Markdown version gets its `.md`; any other path
 * on the site its page address.
 */
export function absoluteLink(href: string, site: SiteAddress, routes: ReadonlySet<string>): string {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return href;
  }
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const [, pathname = '', rest = ''] = match;
  const sitePath = sitePathOf(pathname, site.baseUrl);
  if (sitePath === undefined) {
    return new URL(href, site.url).href;
  }
  const route = [sitePath, `${sitePath}/`, sitePath.replace(/\/$/, '')].find((candidate) => routes.has(candidate));
  return route ? `${site.url}${markdownPathOf(route)}${rest}` : `${site.url}${sitePath}${rest}`;
}
