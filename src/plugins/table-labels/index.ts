/**
 * Rehype plugin for the docs: a table of three columns (Name | Type |
 * Description and the like) gets `data-stack` and each of its cells a
 * `data-label` with its column's header, so that below the tablet breakpoint
 * src/css/tables.css can show each row as a card that needs no sideways
 * scrolling. Done at build time: no JavaScript reaches the browser.
 */
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

const elements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/** Tables with exactly this many columns become cards on narrow screens. */
const stackedColumns = 3;

export default function rehypeTableLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') {
        return;
      }
      const [head] = elements(table, 'thead');
      const headerRow = head ? elements(head, 'tr')[0] : undefined;
      const labels = headerRow ? elements(headerRow, 'th').map((cell) => toString(cell).trim()) : [];
      if (labels.length !== stackedColumns || labels.some((label) => label === '')) {
        return;
      }
      table.properties = {...table.properties, dataStack: ''};
      for (const body of elements(table, 'tbody')) {
        for (const row of elements(body, 'tr')) {
          elements(row, 'td').forEach((cell, index) => {
            cell.properties = {...cell.properties, dataLabel: labels[index]};
          });
        }
      }
    });
  };
}
