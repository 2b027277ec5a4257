/**
 * No markup reaches a reader: no page shows Markdown directive syntax as text
 * (`:::tip Title` is not Docusaurus 3's title syntax, so the admonition stays
 * text), and no page's Markdown holds an HTML comment (React writes `<!-- -->`
 * between adjacent text nodes, which an assistant then reads as part of a word).
 */
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {builtMarkdown, builtPage} from '@narrative-docs/test-support/build';
import {routes} from '@narrative-docs/test-support/routes';

/** A container (`:::tip`), leaf (`::name`) or text directive (`:name[...]`) left as text. */
const directive = /:::|(?:^|\s)::?[a-z][\w-]*[[{]/m;

/** The text a reader sees in a page's body, code left out (code may show any syntax on purpose). */
function bodyText(route: string): string {
  const $ = load(readFileSync(builtPage(route), 'utf8'));
  const body = $('.theme-doc-markdown').first();
  body.find('pre, code, script, style, svg').remove();
  return body.text();
}

/** The HTML comments in a page's Markdown, outside code. */
function commentsIn(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const comments: string[] = [];
  visit(tree, 'html', (node) => {
    comments.push(...(node.value.match(/<!--[\s\S]*?-->/g) ?? []));
  });
  return comments;
}

describe('no markup reaches a reader', () => {
  it('no page shows a Markdown directive as text', () => {
    const problems = routes.flatMap((route) =>
      bodyText(route)
        .split('\n')
        .filter((line) => directive.test(line))
        .map((line) => `${route}: "${line.trim().slice(0, 80)}"`),
    );
    expect(problems).toEqual([]);
  });

  it("no page's Markdown holds an HTML comment", () => {
    const problems = routes.flatMap((route) => {
      const markdown = readFileSync(builtMarkdown(route), 'utf8');
      // Parsing tells a comment from the same characters in code; most pages hold neither.
      const comments = markdown.includes('<!--') ? commentsIn(markdown) : [];
      return comments.length > 0 ? [`${route}: ${comments.length} × ${[...new Set(comments)].join(' ')}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
