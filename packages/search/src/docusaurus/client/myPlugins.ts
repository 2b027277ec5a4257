/**
 * The reader's plugins: which of the site's products they own, chosen in the
 * search modal or on the search page and kept in the browser, so that search
 * ranks those products first. One store for the whole page, so the modal and
 * the search page show the same choice; a browser that refuses storage
 * (strict privacy, a sandboxed frame) keeps the choice for the visit.
 */
import {useCallback, useSyncExternalStore} from 'react';

/** The local storage key, in the site's style (`docusaurus.announcement.id`); the value is a JSON list of product labels. */
const myPluginsStorageKey = 'narrative.search.plugins';

const listeners = new Set<() => void>();
let memory: string | null = null;
let warned = false;

function warnOnce(error: unknown): void {
  if (!warned) {
    warned = true;
    console.warn('Search could not use local storage; your plugins are kept until you leave the page.', error);
  }
}

function read(): string | null {
  try {
    return window.localStorage.getItem(myPluginsStorageKey) ?? memory;
  } catch (error) {
    warnOnce(error);
    return memory;
  }
}

function write(value: string): void {
  memory = value;
  try {
    window.localStorage.setItem(myPluginsStorageKey, value);
  } catch (error) {
    warnOnce(error);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  const onStorage = (event: StorageEvent) => event.key === myPluginsStorageKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored labels that name one of `products`, in their order; anything else in storage is ignored. */
function parseMyPlugins(stored: string | null, products: readonly string[]): string[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored ?? 'null');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? products.filter((product) => parsed.includes(product)) : [];
}

/** The reader's plugins among `products` (labels), and a setter; none while rendering on the server. */
export function useMyPlugins(products: readonly string[]): [string[], (plugins: readonly string[]) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((plugins: readonly string[]) => write(JSON.stringify(plugins)), []);
  return [parseMyPlugins(stored, products), set];
}
