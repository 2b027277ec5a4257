/**
 * Checks every page under docs/ the way a reviewer would: front matter, links
 * to files that exist, anchors that exist, diagrams that parse, and enough prose.
 * Each failure names the file and says what to fix.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {JSDOM} from 'jsdom';
import {maxKeywordPhrases} from '@narrative-docs/search';
import {docsDir, fileForRoute, readAllDocs, type DocFile} from '@narrative-docs/test-support/docs';
import {routes} from '@narrative-docs/test-support/routes';

const docs = readAllDocs();
const byPath = new Map(docs.map((doc) => [doc.absolutePath, doc]));
const pages = docs.filter((doc) => doc.route !== null);

/** Heading ids a reader can jump to on this file, including the partials it renders. */
function anchorsOf(doc: DocFile): Set<string> {
  const partials = doc.imports.map((file) => byPath.get(file)?.headingIds ?? []);
  return new Set([...doc.headingIds, ...partials.flat()]);
}

function wordsOf(doc: DocFile): number {
  return doc.imports.reduce((sum, file) => sum + (byPath.get(file)?.words ?? 0), doc.words);
}

const external = /^(https?:|mailto:)/;

/** A word as code writes it: camel case, underscores, a member (`GetOwner`, `W_NarrativeMenu`, `Narrative.uplugin`). */
const identifierWord = /[a-z][A-Z]|_|\.[A-Za-z]|^[A-Z]{2,}[a-z]|::/;

/** A keyword phrase that is a name alone (`UNarrativeItem`, "the BPC_HasItem"), not a task or symptom in a reader's words. */
function isBareIdentifier(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter((word) => !/^(a|an|the)$/i.test(word));
  return words.length <= 1 || words.every((word) => identifierWord.test(word));
}

/** A page shorter than this leaves a developer without what to do next. */
const minimumWords = 120;

/**
 * The other spellings of the site's column headings (CONTRIBUTING.md,
 * Reference tables), and what to write instead. Keys are lower case.
 */
const columnHeadings: Record<string, string> = {
  'what it is': 'Kind',
  asset: 'Kind',
  'asset type': 'Kind',
  'what it does': 'Description',
  'what it covers': 'Description',
  'what you do there': 'Description',
  purpose: 'Description',
  usage: 'Description',
  use: 'Description',
  notes: 'Description',
  meaning: 'Description',
  shows: 'Description',
  details: 'Description',
  'default value': 'Default',
  'data type': 'Type',
  'enumerator name': 'Value',
  'enum value': 'Value',
  enumerator: 'Value',
};
/** First-column headings that name the thing a row is about: the column is "Name". */
const nameHeadings = new Set(['variable name', 'property name', 'property', 'variable', 'setting', 'field', 'widget']);
/** Columns that say where a thing lives: that belongs in its description. */
const placeHeadings = new Set(['on', 'where', 'where it lives', 'called on', 'found on', 'lives on']);

function columnHeadingFix(heading: string, column: number): string | undefined {
  const key = heading.toLowerCase();
  if (heading === '') {
    return 'give the column a heading (screen readers announce it with each cell)';
  }
  if (column === 0 && nameHeadings.has(key)) {
    return 'head the column "Name"';
  }
  if (placeHeadings.has(key)) {
    return 'say where each thing lives in its Description ("On `BP_Door`.") instead of a column of its own';
  }
  return columnHeadings[key] ? `head the column "${columnHeadings[key]}"` : undefined;
}

function linkProblem(doc: DocFile, url: string): string | undefined {
  if (external.test(url)) {
    return undefined;
  }
  const [target = '', anchor] = url.split('#');
  if (target === '') {
    return anchor && !anchorsOf(doc).has(anchor) ? `no heading gives the anchor "#${anchor}" on this page` : undefined;
  }
  if (!/\.mdx?$/.test(target)) {
    return `link to the Markdown file (for example "./page.md"), not to the URL "${url}", so the build checks it`;
  }
  if (target.startsWith('@site/')) {
    const relative = path.relative(
      path.dirname(doc.absolutePath),
      path.resolve(docsDir, '..', target.slice('@site/'.length)),
    );
    return `"${url}": write the link relative to this file ("${relative.startsWith('.') ? relative : `./${relative}`}${anchor ? `#${anchor}` : ''}"): a link from the site root leads out of a cut docs version into the newest docs`;
  }
  const resolved = path.resolve(path.dirname(doc.absolutePath), target);
  const linked = byPath.get(resolved);
  if (!linked) {
    return `"${url}" points to ${path.relative(process.cwd(), resolved)}, which does not exist`;
  }
  if (anchor && !anchorsOf(linked).has(anchor)) {
    return `"${url}": ${linked.file} has no heading that gives the anchor "#${anchor}"`;
  }
  return undefined;
}

describe('docs', () => {
  it('has a page for every route of the site', () => {
    const missing = routes.filter((route) => !fileForRoute(route));
    expect(missing, 'create a page for each of these routes (a route ending in "/" is a folder\'s index.md)').toEqual(
      [],
    );
  });

  it('serves no page outside the route list', () => {
    const extra = pages.map((doc) => doc.route).filter((route) => !routes.includes(route!));
    expect(extra, 'these pages are not in tests/content/routes.txt: move them or add the route there').toEqual([]);
  });

  it('gives every page a title, a one-sentence description and valid sidebar fields', () => {
    const problems = pages.flatMap((doc) => {
      const {title, description, sidebar_label: label, sidebar_position: position} = doc.frontMatter;
      const found: string[] = [];
      if (typeof title !== 'string' || title.trim() === '') {
        found.push('front matter needs a "title" (the fact sheet\'s title)');
      }
      if (
        typeof description !== 'string' ||
        !/^[^\n]{30,200}[.!?]$/.test(description) ||
        /[.!?]\s+[A-Z]/.test(description)
      ) {
        found.push('front matter needs a "description": one sentence of 30 to 200 characters ending with a full stop');
      }
      if (label !== undefined && (typeof label !== 'string' || label.trim() === '')) {
        found.push('"sidebar_label" must be a non-empty string');
      }
      if (position !== undefined && !Number.isInteger(position)) {
        found.push('"sidebar_position" must be a whole number');
      }
      return found.map((problem) => `${doc.file}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives every page keywords, a short list of short phrases without commas', () => {
    const problems = pages.flatMap(({file, frontMatter: {keywords}}) => {
      const phrases = Array.isArray(keywords) ? keywords : [];
      const valid =
        phrases.length >= 2 &&
        phrases.length <= maxKeywordPhrases &&
        phrases.every(
          (phrase) => typeof phrase === 'string' && /^[^,\n]+$/.test(phrase) && phrase.trim().split(/\s+/).length <= 8,
        );
      // The page's meta keywords join the phrases with commas, where the search index splits them again; the
      // ranking reads `maxKeywordPhrases` of them.
      return valid
        ? []
        : [
            `${file}: front matter needs "keywords": 2 to ${maxKeywordPhrases} phrases in readers' words, each at most 8 words, with no commas`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it('keeps identifiers out of keywords unless a phrase says what the reader does with them', () => {
    const problems = pages.flatMap(({file, frontMatter: {keywords}}) =>
      (Array.isArray(keywords) ? (keywords as string[]) : [])
        .filter((phrase) => typeof phrase === 'string' && isBareIdentifier(phrase))
        .map(
          (phrase) => `${file}: keyword "${phrase}" is only a name; the page's text finds it (say the task instead)`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it('has no placeholder pages', () => {
    const placeholders = docs
      .filter((doc) => /being written|\bTODO\b|\bTBD\b|lorem ipsum/i.test(doc.text + JSON.stringify(doc.frontMatter)))
      .map((doc) => `${doc.file}: replace the placeholder text with the page's content`);
    expect(placeholders).toEqual([]);
  });

  it('keeps notes about sources and gaps out of the pages', () => {
    const phrases = /original reference|\(sic\)|no further details|not documented|fact sheet|this page calls/i;
    const found = docs
      .filter((doc) => phrases.test(doc.text))
      .map(
        (doc) =>
          `${doc.file}: "${phrases.exec(doc.text)![0]}" talks to us, not to the reader: say what the thing is and does`,
      );
    expect(found).toEqual([]);
  });

  it('writes Type cells as the engine writes types', () => {
    // A function's signature squeezed into a Type cell, a list of fields, or a
    // primitive cased the way the editor never shows it.
    const shorthand = /→|->|\bfunction\b|;|^\w+: |^(Bool|Int|Float|Boolean|Integer)$/;
    const problems = docs.flatMap((doc) =>
      doc.tables.flatMap(({line, rows}) => {
        const column = rows[0]?.findIndex((cell) => cell === 'Type') ?? -1;
        if (column < 0) {
          return [];
        }
        return rows
          .slice(1)
          .filter((row) => shorthand.test(row[column] ?? ''))
          .map(
            (row) =>
              `${doc.file}:${line}: Type "${row[column]}" of ${row[0]}: write the type alone (bool, int32, FGameplayTag); list functions with their inputs and outputs in their own section`,
          );
      }),
    );
    expect(problems).toEqual([]);
  });

  it('uses one heading for each kind of column', () => {
    const problems = docs.flatMap((doc) =>
      doc.tables.flatMap(({line, rows}) =>
        (rows[0] ?? []).flatMap((heading, column) => {
          const fix = columnHeadingFix(heading, column);
          return fix
            ? [`${doc.file}:${line}: column "${heading}": ${fix} (see CONTRIBUTING.md, Reference tables)`]
            : [];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('renders each shared body from one partial, three at most per page', () => {
    const crowded = pages
      .filter((doc) => doc.imports.filter((file) => /\/_[^/]+\.mdx?$/.test(file)).length > 3)
      .map(
        (doc) =>
          `${doc.file}: imports ${doc.imports.length} partials; put the shared body in one partial with its headings`,
      );
    expect(crowded).toEqual([]);
  });

  it(`gives every page at least ${minimumWords} words of prose`, () => {
    const short = pages
      .filter((doc) => wordsOf(doc) < minimumWords)
      .map(
        (doc) =>
          `${doc.file}: ${wordsOf(doc)} words; write at least ${minimumWords} (what it is for, where it lives in the editor, how to use it, what to read next)`,
      );
    expect(short).toEqual([]);
  });

  it('links only to files and anchors that exist', () => {
    const problems = docs.flatMap((doc) =>
      doc.links.flatMap(({url, line}) => {
        const problem = linkProblem(doc, url);
        return problem ? [`${doc.file}:${line}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  describe('Mermaid diagrams', () => {
    let parse: (text: string) => Promise<unknown>;
    beforeAll(async () => {
      // Mermaid's parser sanitises labels with DOMPurify, which needs a DOM.
      const {window} = new JSDOM('');
      Object.assign(globalThis, {window, document: window.document});
      const mermaid = (await import('mermaid')).default;
      parse = (text) => mermaid.parse(text);
    });

    it('parse', async () => {
      const problems: string[] = [];
      for (const doc of docs) {
        for (const {code, line} of doc.mermaid) {
          await parse(code).catch((error: Error) =>
            problems.push(
              `${doc.file}:${line}: the diagram does not parse: ${error.message.split('\n').slice(0, 3).join(' ')}`,
            ),
          );
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
