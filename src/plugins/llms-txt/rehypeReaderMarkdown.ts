/**
 * Rehype plugin run on each built page before it becomes Markdown: it puts
 * back what a reader sees but the HTML does not say plainly, and drops what
 * only decorates.
 *
 * - A Mermaid diagram (drawn at build time, `figure[data-visual="mermaid-diagram"]`)
 *   becomes a `mermaid` code block from its source, the text alternative it
 *   keeps in a `pre` (src/plugins/mermaid-diagrams/MermaidDiagram.tsx).
 * - In a Blueprint graph (`figure[data-visual="blueprint-graph"]`) the drawn
 *   part is `aria-hidden`; only the node list readers of assistive technology
 *   get stays.
 * - Anything `aria-hidden="true"` or marked `data-llms-ignore` (icons, the
 *   heading anchors' zero-width links, the copy-page control) goes.
 * - An admonition becomes a blockquote opening with its label in bold.
 * - A click-to-load video or blueprintue.com graph (src/components/EmbedFacade)
 *   becomes one line: what it is, linked to its page on YouTube or blueprintue.com.
 * - HTML comments go. React writes `<!-- -->` between adjacent text nodes and
 *   `<!--$-->` around Suspense boundaries; no comment is something a reader sees.
 */
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

const isDropped = (node: Element): boolean =>
  String(node.properties?.ariaHidden) === 'true' ||
  node.properties?.dataLlmsIgnore !== undefined ||
  classes(node).includes('hash-link');

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
  const label = heading ? toString(heading).trim() : '';
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

const facadeLabels = new Map([
  ['video', 'Video'],
  ['blueprintue', 'Blueprint graph'],
]);

/** `**Video:** [title](watch page)` from a facade: its title and the link to the third party's page. */
function facadeLine(node: Element, label: string): Element {
  let title = '';
  let href = '';
  visit(node, 'element', (child) => {
    if (child.properties?.dataFacadeTitle !== undefined && !title) {
      title = toString(child).trim();
    }
    if (child.tagName === 'a' && typeof child.properties?.href === 'string' && !href) {
      href = child.properties.href;
    }
  });
  return {
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [
      {type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: `${label}:`}]},
      {type: 'text', value: ' '},
      {type: 'element', tagName: 'a', properties: {href}, children: [{type: 'text', value: title}]},
    ],
  };
}

export default function rehypeReaderMarkdown() {
  return (tree: Root) => {
    visit(tree, 'comment', (_, index, parent) => {
      if (!parent || index === undefined) {
        return undefined;
      }
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) {
        return undefined;
      }
      if (isDropped(node)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.properties?.dataVisual === 'mermaid-diagram') {
        const source = node.children.find(
          (child): child is Element => child.type === 'element' && child.tagName === 'pre',
        );
        parent.children[index] = mermaidBlock(source ? toString(source) : '');
        return SKIP;
      }
      const facade = facadeLabels.get(String(node.properties?.dataVisual));
      if (facade) {
        parent.children[index] = facadeLine(node, facade);
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
