/** Checks the Markdown of every page, /llms.txt and /llms-full.txt in the last build (run `npm run build` first). */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {products} from '../../src/data/products';
import {buildDir, builtMarkdown} from '@narrative-docs/test-support/build';
import {routes} from '@narrative-docs/test-support/routes';

const siteUrl = 'https://docs.narrativetools.io';
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const linksOf = (markdown: string) => [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!);

/** The file in build/ a site address is served from, or null when the address is not on the site. */
function fileOf(url: string): string | null {
  if (!url.startsWith(siteUrl)) {
    return null;
  }
  const pathname = decodeURIComponent(new URL(url).pathname);
  return pathname.endsWith('/')
    ? `${pathname}index.html`
    : /\.[a-z]+$/.test(pathname)
      ? pathname
      : `${pathname}/index.html`;
}

describe('llms.txt', () => {
  const llms = read('llms.txt');

  it('opens with the site title and a one-paragraph summary', () => {
    const [title, blank, summary] = llms.split('\n');
    expect(title).toBe('# Narrative');
    expect(blank).toBe('');
    expect(summary).toMatch(/^> \S.{40,}$/);
  });

  it('lists every route once, with a description, in a section per product and General, the names the MCP tools use', () => {
    const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => match[1]);
    const expected = routes.map((route) => `${siteUrl}${markdownPathOf(route)}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['General', ...products.map(({label}) => label)]);
    // The introduction, the guides (each across several products) and the roadmap are about every product.
    const general = llms.slice(0, llms.indexOf('\n## ', llms.indexOf('## General')));
    expect(general).toContain(`(${siteUrl}/index.md)`);
    expect(general).toContain(`(${siteUrl}/guides/index.md)`);
    expect(general).toContain(`(${siteUrl}/guides/talk-to-an-npc.md)`);
    expect(general).toContain(`(${siteUrl}/roadmap/index.md)`);
  });

  it('follows the sidebar: a product page comes before the pages under it', () => {
    const position = (route: string) => llms.indexOf(`(${siteUrl}${markdownPathOf(route)})`);
    expect(position('/tales/')).toBeLessThan(position('/tales/quests/'));
    expect(position('/tales/quests/')).toBeLessThan(position('/tales/quests/branches'));
  });

  it('links only to files of the build', () => {
    const missing = linksOf(llms).filter((url) => !existsSync(path.join(buildDir, fileOf(url) ?? '/missing')));
    expect(missing).toEqual([]);
  });
});

describe('the Markdown of every page', () => {
  it('exists for every route, opens with the page title and holds no navigation or scripts', () => {
    const problems = routes.flatMap((route) => {
      const file = builtMarkdown(route);
      if (!existsSync(file)) {
        return [`${route}: no ${markdownPathOf(route)}`];
      }
      const markdown = readFileSync(file, 'utf8');
      return [
        ...(/^# \S/.test(markdown) ? [] : [`${route}: does not open with a # title`]),
        ...(/<script|Skip to main content|Copyright ©|Edit this page/i.test(markdown)
          ? [`${route}: holds page chrome`]
          : []),
        ...(/\u200b/.test(markdown) ? [`${route}: holds a heading anchor`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('links to pages with absolute site addresses that resolve to files of the build', () => {
    const problems = routes.flatMap((route) => {
      const markdown = read(markdownPathOf(route));
      const relative = [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map(
        (match) => `${route}: relative link ${match[1]}`,
      );
      const broken = linksOf(markdown)
        .map((url) => url.replace(/#.*$/, ''))
        .filter((url) => fileOf(url) !== null && !existsSync(path.join(buildDir, fileOf(url)!)))
        .map((url) => `${route}: ${url} is not in build/`);
      return [...relative, ...broken];
    });
    expect(problems).toEqual([]);
  });

  it('keeps Mermaid diagrams as their source', () => {
    const markdown = read('inventory/loot-tables.md');
    expect(markdown).toContain('```mermaid\nflowchart TD\n');
  });
});

describe('llms-full.txt', () => {
  it('holds the Markdown of every page', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
    expect(sources.sort()).toEqual(routes.map((route) => `${siteUrl}${markdownPathOf(route)}`).sort());
    expect(full).toContain(read('tales/quests/branches.md').trim());
  });
});
