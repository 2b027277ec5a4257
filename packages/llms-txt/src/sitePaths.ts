/**
 * Routes against the base URL: Docusaurus gives routes with the base URL
 * ("/narrative/next/tales/"), while the build folder holds the site below it
 * ("next/tales/index.html"). Shared by the plugins that read or write built
 * pages, and by the browser (no Node modules here).
 */

/** A route's path below the base URL, with its leading slash ("/narrative/tales/" → "/tales/"), or undefined outside the site. */
export function sitePathOf(route: string, baseUrl: string): string | undefined {
  if (route === baseUrl.replace(/\/$/, '')) {
    return '/';
  }
  return route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : undefined;
}
