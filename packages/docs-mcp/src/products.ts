/**
 * Product names as an assistant writes them ("tales", "Narrative Pro") against
 * the site's labels: search results name a product "Tales", llms.txt's section
 * "Tales (Quests & Dialogue)".
 */
const normalized = (name: string) =>
  name
    .replace(/\(.*\)/, '')
    .replace(/^\s*narrative\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export function sameProduct(label: string, wanted: string): boolean {
  return normalized(label) === normalized(wanted);
}

export class UnknownProductError extends Error {
  constructor(product: string, known: readonly string[]) {
    super(`No product "${product}" in these docs. Products: ${known.join(', ')}.`);
  }
}
