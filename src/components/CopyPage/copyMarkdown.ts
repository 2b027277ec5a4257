/** Fetches a page's Markdown and puts it on the clipboard; loaded on the first click of "Copy page". */
export type CopyResult = {state: 'done' | 'refused'; message: string};

export async function copyMarkdown(
  markdownUrl: string,
  fetchText: (url: string) => Promise<string> = defaultFetchText,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  let markdown: string;
  try {
    markdown = await fetchText(markdownUrl);
  } catch {
    return {state: 'refused', message: 'The Markdown of this page could not be loaded. Try "View as Markdown".'};
  }
  try {
    if (!clipboard) {
      throw new Error('No clipboard');
    }
    await clipboard.writeText(markdown);
    return {state: 'done', message: 'Page copied as Markdown.'};
  } catch {
    return {state: 'refused', message: 'Your browser refused to copy. Use "View as Markdown" and copy from there.'};
  }
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status}`);
  }
  return response.text();
}
