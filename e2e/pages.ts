/** Pages the browser tests visit, each standing for a kind of page. */
import {readAllDocs} from '../tests/content/docs';

export const home = '/';
export const productPage = '/tales/';
/** A page three levels deep, under two categories. */
export const deepPage = '/tales/quests/branches';
export const deepPageTitle = 'Branches';

/** The first page whose Markdown holds a Mermaid diagram. */
export function diagramPage(): string {
  const page = readAllDocs().find((doc) => doc.route && doc.mermaid.length > 0);
  if (!page?.route) {
    throw new Error('No page has a Mermaid diagram: the Mermaid tests need one.');
  }
  return page.route;
}
