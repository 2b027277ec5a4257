/**
 * What page an assistant means: a full address (of the deployed site, or of
 * the address the server reads), a path, or a route, with or without its
 * anchor, query, trailing slash or `.md`, in any case.
 */
export type SiteAddresses = {
  /** The site's own address, origin and base path, as the search index names it (`https://docs.narrativetools.io`). */
  siteUrl: string;
  /** The address the server reads the site from, when it reads one over HTTP. */
  sourceUrl: string | null;
};

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])$/.test(host);
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** `/narrative/tales/x` below the base path `/narrative/` → `/tales/x`; a path outside the base stays as it is. */
function belowBase(pathname: string, basePath: string): string {
  const base = withSlash(basePath);
  return base !== '/' && withSlash(pathname).toLowerCase().startsWith(base.toLowerCase())
    ? pathname.slice(base.length - 1) || '/'
    : pathname;
}

/**
 * The path below the site's base that an address names (`/tales/quests/branches`,
 * `/tales/quests/`), or an error that says why it names no page of this site.
 */
export function pagePathOf(address: string, {siteUrl, sourceUrl}: SiteAddresses): {path: string} | {error: string} {
  const trimmed = address.trim();
  if (trimmed === '') {
    return {error: 'Give get_page a page: its address, path or route, such as /tales/quests/branches.'};
  }
  const site = new URL(withSlash(siteUrl));
  const bases = [site, ...(sourceUrl ? [new URL(sourceUrl)] : [])];
  let pathname: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return {error: `"${trimmed}" is not an address.`};
    }
    const base = bases.find((candidate) => candidate.host === url.host);
    if (!base && !(/^https?:$/.test(url.protocol) && isLocalHost(url.hostname))) {
      return {error: `${url.href} is not on this site: its pages are at ${site.href}.`};
    }
    pathname = belowBase(url.pathname, (base ?? site).pathname);
  } else {
    const path = new URL(trimmed.startsWith('/') ? trimmed : `/${trimmed}`, 'https://path.invalid').pathname;
    pathname = bases.map((base) => belowBase(path, base.pathname)).find((below) => below !== path) ?? path;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  // A page's Markdown (`branches.md`, `quests/index.md`) or HTML file names the page.
  return {path: decoded.replace(/\/index\.(md|html)$/i, '/').replace(/\.(md|html)$/i, '')};
}

/**
 * The route among `routes` a path names: exactly, then with or without its
 * trailing slash, then in another case.
 */
export function findRoute(path: string, routes: readonly string[]): string | undefined {
  const candidates = [path, path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : `${path}/`];
  const exact = candidates.find((candidate) => routes.includes(candidate));
  if (exact) {
    return exact;
  }
  const lower = candidates.map((candidate) => candidate.toLowerCase());
  return routes.find((route) => lower.includes(route.toLowerCase()));
}
