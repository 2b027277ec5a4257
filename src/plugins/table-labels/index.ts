/**
 * Rehype plugin for the docs, so that no table needs sideways scrolling:
 * - A table of three columns or more gets `data-stack` and each of its cells a
 *   `data-label` with its column's header, so that below the tablet breakpoint
 *   src/css/tables.css shows each row as a card of labelled cells.
 * - In every cell, long identifiers in inline code get line-break opportunities
 *   (`<wbr>`) where they read well: after `_`, `::`, `/`, `<` and a `.` or `,`
 *   before a name, and before each word of a CamelCase name. A column is then
 *   as narrow as the longest word part rather than the longest identifier, so
 *   the columns fit the content column on a desktop and two-column tables fit
 *   a phone. The text stays whole for search, copy and the Markdown twins.
 * Done at build time: no JavaScript reaches the browser.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';

const elements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/** Tables with at least this many columns become cards on narrow screens. */
const stackedFrom = 3;

/**
 * Where an identifier may break: after `_`, `::`, `/` or `<` that follow a name character; after `.` or `,` between
 * names; before a capital that follows a lower-case letter or digit inside a name (`FLoot|Table|Row`, not `b|Auto`).
 */
const breakOpportunity = /(?<=\w(?:::|[_/<]))(?=\S)|(?<=\w\w[.,])(?=[A-Za-z_])|(?<=\w[a-z\d])(?=[A-Z])/g;

/** The parts of an identifier between its line-break opportunities. */
export function identifierParts(text: string): string[] {
  return text.split(breakOpportunity);
}

const wbr = (): Element => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

function breakIdentifiers(cell: Element): void {
  visit(cell, 'element', (code) => {
    // A code block keeps its lines as written: src/css/tables.css wraps them inside a cell.
    if (code.tagName === 'pre') {
      return SKIP;
    }
    if (code.tagName !== 'code') {
      return CONTINUE;
    }
    code.children = code.children.flatMap((child): ElementContent[] =>
      child.type === 'text'
        ? identifierParts(child.value).flatMap((value, index) =>
            index === 0 ? [{type: 'text', value}] : [wbr(), {type: 'text', value}],
          )
        : [child],
    );
    return CONTINUE;
  });
}

export default function rehypeTableLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') {
        return;
      }
      const sections = [...elements(table, 'thead'), ...elements(table, 'tbody')];
      const rows = sections.flatMap((section) => elements(section, 'tr'));
      for (const row of rows) {
        for (const cell of [...elements(row, 'th'), ...elements(row, 'td')]) {
          breakIdentifiers(cell);
        }
      }
      const [head] = elements(table, 'thead');
      const headerRow = head ? elements(head, 'tr')[0] : undefined;
      const labels = headerRow ? elements(headerRow, 'th').map((cell) => toString(cell).trim()) : [];
      if (labels.length < stackedFrom) {
        return;
      }
      table.properties = {...table.properties, dataStack: ''};
      for (const body of elements(table, 'tbody')) {
        for (const row of elements(body, 'tr')) {
          elements(row, 'td').forEach((cell, index) => {
            if (labels[index]) {
              cell.properties = {...cell.properties, dataLabel: labels[index]};
            }
          });
        }
      }
    });
  };
}
