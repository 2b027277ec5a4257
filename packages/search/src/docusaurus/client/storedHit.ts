/**
 * DocSearch keeps a chosen hit in the reader's recent searches without its
 * snippet (`_snippetResult`), and then shows the hit's whole `content` under
 * its title: for a page, its first paragraphs. The modal's hits therefore
 * carry their snippet's words as their content, which is what the results
 * list shows anyway.
 */
import type {Hit} from '../../contract';

/** The modal's highlight tags (DocSearch's own, in its requests). */
const highlightTags = /<\/?mark>/g;

/** The hit with its content cut to its snippet, as escaped text without the highlight tags. */
export function withSnippetAsContent<T extends object>(item: T): T {
  const snippet = (item as Partial<Hit>)._snippetResult?.content?.value;
  return snippet === undefined ? item : {...item, content: snippet.replace(highlightTags, '')};
}
