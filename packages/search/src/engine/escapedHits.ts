/**
 * The one place where search results become HTML. The embedded client and
 * hosted DocSearch both return a record's text as it is, with the request's
 * highlight tags around the words that matched; the modal and the search
 * page render highlight and snippet values as HTML. This adapter escapes
 * every text value of every hit except those tags, so a record that holds
 * `TSubclassOf<class UNarrativeItem>` shows as written, and one that holds
 * markup never becomes markup, whichever backend answered.
 */
import {
  hierarchyLevels,
  type Hit,
  type HighlightResult,
  type SearchClient,
  type SearchRequest,
  type SearchResponse,
  type SnippetResult,
} from '../contract';

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

/** The hosted service's tags when a request names none. */
const defaultTags = {preTag: '<em>', postTag: '</em>'};

type Tags = {preTag: string; postTag: string};

/** A highlighted value as HTML: the text escaped, the tags kept. */
function escapeHighlighted(value: string, {preTag, postTag}: Tags): string {
  const escapeText = (text: string) => (postTag ? text.split(postTag).map(escapeHtml).join(postTag) : escapeHtml(text));
  return preTag ? value.split(preTag).map(escapeText).join(preTag) : escapeText(value);
}

type Results = {hierarchy?: Partial<Record<string, HighlightResult | SnippetResult>>; content?: {value: string}};

/**
 * The highlight or snippet results of a hit, escaped; a text the backend
 * returned without one gets its escaped text as its value, as DocSearch
 * falls back to the raw attribute, which it would render as HTML.
 */
function escapeResults<T extends Results>(results: T | undefined, hit: Partial<Hit>, tags: Tags): T {
  const escapeEntry = <E extends {value: string}>(entry: E | undefined, raw: string | null | undefined) =>
    entry
      ? {...entry, value: escapeHighlighted(entry.value, tags)}
      : raw
        ? {value: escapeHtml(raw), matchLevel: 'none'}
        : undefined;
  const hierarchy = Object.fromEntries(
    hierarchyLevels.flatMap((level) => {
      const entry = escapeEntry(results?.hierarchy?.[level], hit.hierarchy?.[level]);
      return entry ? [[level, entry]] : [];
    }),
  );
  const content = escapeEntry(results?.content, hit.content);
  return {...results, hierarchy, ...(content && {content})} as T;
}

function escapeResponse(response: SearchResponse, request: SearchRequest | undefined): SearchResponse {
  const tags = {
    preTag: request?.highlightPreTag ?? defaultTags.preTag,
    postTag: request?.highlightPostTag ?? defaultTags.postTag,
  };
  return {
    ...response,
    hits: response.hits.map((hit) => ({
      ...hit,
      _highlightResult: escapeResults(hit._highlightResult, hit, tags),
      _snippetResult: escapeResults(hit._snippetResult, hit, tags),
    })),
  };
}

/** The client, answering with hits whose highlight and snippet values are safe to render as HTML. */
export function escapedHits<C extends SearchClient>(client: C): C {
  return {
    ...client,
    async search(input) {
      const {results} = await client.search(input);
      return {results: results.map((response, index) => escapeResponse(response, input.requests[index]))};
    },
  };
}
