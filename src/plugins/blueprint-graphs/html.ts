/** The renderer's markup as HTML, as React writes it: for the writer's preview and for tests that read the figure. */
import type {Element} from './types';

/** JSX attribute names that HTML and SVG spell otherwise; the rest are written as given. */
const htmlNames: Record<string, string> = {
  className: 'class',
  fillOpacity: 'fill-opacity',
  floodColor: 'flood-color',
  floodOpacity: 'flood-opacity',
  stopColor: 'stop-color',
  stopOpacity: 'stop-opacity',
  strokeWidth: 'stroke-width',
  tabIndex: 'tabindex',
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toHtml(element: Element | string): string {
  if (typeof element === 'string') {
    return escapeText(element);
  }
  const attrs = Object.entries(element.attrs ?? {})
    .map(([name, value]) => ` ${htmlNames[name] ?? name}="${escapeText(String(value)).replace(/"/g, '&quot;')}"`)
    .join('');
  return `<${element.tag}${attrs}>${(element.children ?? []).map(toHtml).join('')}</${element.tag}>`;
}
