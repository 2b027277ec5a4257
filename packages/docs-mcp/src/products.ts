/**
 * Product names as an assistant writes them ("tales", "Narrative Pro", "Tales
 * (Quests & Dialogue)") against the names the tools give: llms.txt's sections,
 * the products and General (see `catalog.ts`).
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
