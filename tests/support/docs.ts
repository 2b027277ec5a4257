/** Reads every page under docs/ into what the content checks need: route, front matter, headings, links, diagrams and prose. */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import type {Root, Yaml} from 'mdast';

export const docsDir = path.resolve(__dirname, '../../docs');

type Link = {url: string; line: number};

export type DocFile = {
  /** Path relative to the repository, e.g. `docs/tales/quests/index.md`. */
  file: string;
  absolutePath: string;
  /** Route the page is served at; partials have none. */
  route: string | null;
  frontMatter: Record<string, unknown>;
  headingIds: string[];
  links: Link[];
  mermaid: {code: string; line: number}[];
  /** The ```blueprint blocks, with the line of each opening fence and what follows ```blueprint on it. */
  blueprints: {code: string; line: number; meta: string | null}[];
  /** Partials this file imports, as absolute paths. */
  imports: string[];
  /** Tables as cell texts, the header row first, with the line each starts on. */
  tables: {line: number; rows: string[][]}[];
  /** Words of prose, code blocks excluded. */
  words: number;
  text: string;
};

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter).use(remarkDirective);

function routeOf(relativeToDocs: string): string | null {
  const parts = relativeToDocs.split(path.sep);
  if (parts.some((part) => part.startsWith('_'))) {
    return null;
  }
  const withoutExtension = parts.join('/').replace(/\.mdx?$/, '');
  if (withoutExtension === 'index') {
    return '/';
  }
  return withoutExtension.endsWith('/index')
    ? `/${withoutExtension.slice(0, -'index'.length)}`
    : `/${withoutExtension}`;
}

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listMarkdown(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function readDoc(absolutePath: string): DocFile {
  const source = readFileSync(absolutePath, 'utf8');
  const tree = processor.parse(source) as Root;
  const slugger = new GithubSlugger();
  const doc: DocFile = {
    file: path.relative(path.resolve(docsDir, '..'), absolutePath),
    absolutePath,
    route: routeOf(path.relative(docsDir, absolutePath)),
    frontMatter: {},
    headingIds: [],
    links: [],
    mermaid: [],
    blueprints: [],
    imports: [],
    tables: [],
    words: 0,
    text: '',
  };
  const prose: string[] = [];
  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml':
        doc.frontMatter = (yaml.load((node as Yaml).value) ?? {}) as Record<string, unknown>;
        return SKIP;
      case 'heading':
        doc.headingIds.push(slugger.slug(toString(node)));
        return undefined;
      case 'link':
      case 'definition':
        doc.links.push({url: node.url, line: node.position?.start.line ?? 0});
        return undefined;
      case 'code':
        if (node.lang === 'mermaid') {
          doc.mermaid.push({code: node.value, line: node.position?.start.line ?? 0});
        } else if (node.lang === 'blueprint') {
          doc.blueprints.push({code: node.value, line: node.position?.start.line ?? 0, meta: node.meta ?? null});
        }
        return SKIP;
      case 'table':
        doc.tables.push({
          line: node.position?.start.line ?? 0,
          rows: node.children.map((row) => row.children.map((cell) => toString(cell).trim())),
        });
        return undefined;
      case 'mdxjsEsm':
        for (const match of node.value.matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
          doc.imports.push(path.resolve(path.dirname(absolutePath), match[1]!));
        }
        return SKIP;
      case 'text':
      case 'inlineCode':
        prose.push(node.value);
        return undefined;
      default:
        return undefined;
    }
  });
  doc.text = prose.join(' ');
  doc.words = doc.text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return doc;
}

let allDocs: DocFile[] | undefined;

/** Every file under docs/, read once per test worker: the test files that share a worker share the reading. */
export function readAllDocs(): DocFile[] {
  allDocs ??= listMarkdown(docsDir).sort().map(readDoc);
  return allDocs;
}

/**
 * Every page's route and front matter alone, from the YAML block that opens
 * its file: for a check that needs no more, in a small share of the time
 * that parsing each file's Markdown (`readAllDocs`) takes.
 */
export function readAllFrontMatter(): Pick<DocFile, 'file' | 'route' | 'frontMatter'>[] {
  return listMarkdown(docsDir)
    .sort()
    .map((absolutePath) => {
      const opening = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(readFileSync(absolutePath, 'utf8'));
      return {
        file: path.relative(path.resolve(docsDir, '..'), absolutePath),
        route: routeOf(path.relative(docsDir, absolutePath)),
        frontMatter: (opening ? yaml.load(opening[1]!) : {}) as Record<string, unknown>,
      };
    });
}

/** The file that serves a route, or undefined when no page does. */
export function fileForRoute(route: string): string | undefined {
  const base = route.endsWith('/') ? path.join(docsDir, route, 'index') : path.join(docsDir, route);
  return ['.md', '.mdx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** The routes a file's content appears on: its own, if it is a page, and those of the pages that import it. */
export function routesShowing(doc: DocFile, docs: readonly DocFile[]): string[] {
  const importers = docs.filter((other) =>
    other.imports.some((imported) => [imported, `${imported}.md`, `${imported}.mdx`].includes(doc.absolutePath)),
  );
  return [...(doc.route ? [doc.route] : []), ...importers.flatMap((importer) => routesShowing(importer, docs))];
}
