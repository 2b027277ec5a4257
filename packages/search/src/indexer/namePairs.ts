/**
 * The names a page pairs: the name the editor shows, in bold or as a
 * heading, beside the identifier code knows it by, in code font. Pages
 * write them together at first mention and in reference tables:
 *
 * - `<strong>Get Inventory Component from Target</strong> (<code>GetNarrativeInventoryFromTarget</code>)`
 * - `<code>bIsVendor</code> (<strong>Is Vendor</strong>)`
 * - `<h3>Can Interact (<code>CanInteract</code>)</h3>`
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/** An identifier as code writes it: one word of letters, digits and underscores. */
const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A display name: a few words, with no markup but spaces and the punctuation of a name. */
const displayPattern = /^[\p{L}\p{N}][\p{L}\p{N} '&-]{0,60}$/u;
const maxDisplayWords = 8;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const isText = (node: AnyNode | null, pattern: RegExp) => node?.type === 'text' && pattern.test(node.data);
const isBold = (node: AnyNode | null): node is Element =>
  node?.type === 'tag' && (node.tagName === 'strong' || node.tagName === 'b');
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The display name of a `(<code>` that follows it: a bold name, or the text a heading opens with. */
function displayBefore($: CheerioAPI, code: Element): string | null {
  const opening = code.prev;
  if (opening?.type !== 'text' || !/\(\s*$/.test(opening.data)) {
    return null;
  }
  const before = opening.data.replace(/\(\s*$/, '');
  if (before.trim() === '' && isBold(opening.prev)) {
    return normalize($(opening.prev).text());
  }
  const parent = code.parent;
  if (opening.prev === null && parent?.type === 'tag' && headingTags.has(parent.tagName)) {
    return normalize(before);
  }
  return null;
}

/** The display name of a `<code>` followed by ` (<strong>Name</strong>)`. */
function displayAfter($: CheerioAPI, code: Element): string | null {
  const opening = code.next;
  const bold = opening?.next ?? null;
  if (isText(opening, /^\s*\(\s*$/) && isBold(bold) && isText(bold.next, /^\s*\)/)) {
    return normalize($(bold).text());
  }
  return null;
}

/** The display name and identifier pairs of an element of a page, each once. */
export function namePairs($: CheerioAPI, element: Element): [displayName: string, identifier: string][] {
  const pairs = new Map<string, [string, string]>();
  $(element)
    .find('code')
    .each((_, code) => {
      const identifier = normalize($(code).text());
      if (!identifierPattern.test(identifier)) {
        return;
      }
      const closes = isText(code.next, /^\s*\)/);
      const display = (closes ? displayBefore($, code) : null) ?? displayAfter($, code);
      if (
        display !== null &&
        displayPattern.test(display) &&
        display.split(' ').length <= maxDisplayWords &&
        display.replace(/\W/g, '').toLowerCase() !== identifier.replace(/\W/g, '').toLowerCase()
      ) {
        pairs.set(`${display}\u0000${identifier}`, [display, identifier]);
      }
    });
  return [...pairs.values()];
}
