/** Where a result takes the reader: a path inside the site, unless the result lives elsewhere. */
export type ResultUrlOptions = {
  externalUrlRegex?: string;
  replaceSearchResultPathname: {from: string; to: string};
  withBaseUrl: (pathname: string) => string;
};

export function resultUrl(
  url: string,
  {externalUrlRegex, replaceSearchResultPathname, withBaseUrl}: ResultUrlOptions,
): string {
  if (isExternal(url, externalUrlRegex)) {
    return url;
  }
  const {pathname, hash} = new URL(url, 'https://placeholder.invalid');
  const {from, to} = replaceSearchResultPathname;
  const rewritten = pathname.startsWith(from) ? to + pathname.slice(from.length) : pathname;
  return withBaseUrl(rewritten) + hash;
}

/** Whether a URL leaves the site, so the browser, not the router, must follow it. */
export function isExternal(url: string, externalUrlRegex: string | undefined): boolean {
  return Boolean(externalUrlRegex) && new RegExp(externalUrlRegex!).test(url);
}
