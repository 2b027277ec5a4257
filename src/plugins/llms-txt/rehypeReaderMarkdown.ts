/**
 * Rehype plugin run on each built page before it becomes Markdown: it puts
 * back what a reader sees but the HTML does not say plainly, and drops what
 * only decorates.
 *
 * - A Mermaid diagram (drawn at build time) becomes a `mermaid` code block
 *   from the source kept in `data-mermaid-source`
 *   (src/plugins/mermaid-diagrams/MermaidDiagram.tsx).
 * - In a Blueprint graph (`figure[data-visual="blueprint-graph"]`) the drawn
 *   part is `aria-hidden`; only the node list readers of assistive technology
 *   get stays.
 * - Anything `aria-hidden="true"` or marked `data-llms-ignore` (icons, the
 *   heading anchors' zero-width links, the copy-page control) goes.
 * - An admonition becomes a blockquote opening with its label in bold.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit, SKIP} from 'unist-util-visit';

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

const isDropped = (node: Element): boolean =>
  String(node.properties?.ariaHidden) === 'true' ||
  node.properties?.dataLlmsIgnore !== undefined ||
  classes(node).includes('hash-link');

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {className: ['language-mermaid']},
        children: [{type: 'text', value: source}],
      },
    ],
  };
}

function admonitionQuote(node: Element): Element {
  const children = node.children.filter((child): child is Element => child.type === 'element');
  const heading = children.find((child) => classes(child).some((name) => name.startsWith('admonitionHeading')));
  const content = children.find((child) => classes(child).some((name) => name.startsWith('admonitionContent')));
  const label = heading ? textOf(heading).trim() : '';
  const label_ = label ? label.charAt(0).toUpperCase() + label.slice(1) : 'Note';
  return {
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: label_}]}],
      },
      ...(content?.children ?? []),
    ],
  };
}

export default function rehypeReaderMarkdown() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) {
        return undefined;
      }
      if (isDropped(node)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const source = node.properties?.dataMermaidSource;
      if (typeof source === 'string') {
        parent.children[index] = mermaidBlock(source);
        return SKIP;
      }
      if (classes(node).includes('theme-admonition')) {
        parent.children[index] = admonitionQuote(node);
        return undefined;
      }
      return undefined;
    });
  };
}
