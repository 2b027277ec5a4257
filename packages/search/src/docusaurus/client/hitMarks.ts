/**
 * What a hit says beside its title: that it describes an earlier version (a
 * withdrawn page: its version and the page to read now), or that it stands
 * for the same page in another product too ("also in Pro"). The search page
 * shows the marks as text of their own; DocSearch's modal, which renders a
 * hit's title line from its highlight, gets them appended to that line.
 */
import type {Hit} from '../../contract';

/** A mark reads `text`, then the label of the page it names (`to`), which the search page links. */
export type HitMark = {kind: 'withdrawn' | 'alsoIn'; text: string; to?: {url: string; label: string}};

/** The marks of a hit, in the order they read. */
export function hitMarks(hit: Pick<Partial<Hit>, 'withdrawn' | 'alsoIn'>): HitMark[] {
  return [
    ...(hit.withdrawn
      ? [
          {
            kind: 'withdrawn' as const,
            text: `Earlier version (${hit.withdrawn.version}), now `,
            to: hit.withdrawn.replacement,
          },
        ]
      : []),
    ...(hit.alsoIn ? [{kind: 'alsoIn' as const, text: `also in ${hit.alsoIn.product}`}] : []),
  ];
}

/** A mark's words, whole. */
const markText = ({text, to}: HitMark): string => text + (to?.label ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The hit with its marks after its page title (`hierarchy.lvl1`) in the
 * highlight and snippet the modal renders as HTML (escaped, as `escapedHits`
 * left the rest): the title line of a page's hit, the second line of a
 * section's.
 */
export function withMarksInTitle<T extends object>(item: T): T {
  // DocSearch's own hit type differs from the contract's only in what this leaves alone.
  const hit = item as Partial<Hit>;
  const marks = hitMarks(hit);
  if (marks.length === 0) {
    return item;
  }
  const html = marks
    .map((mark) => ` <span class="search-hit-mark search-hit-mark--${mark.kind}">${escapeHtml(markText(mark))}</span>`)
    .join('');
  const marked = <R extends {value: string}>(result: R | undefined) =>
    result === undefined ? undefined : {...result, value: result.value + html};
  const highlight = hit._highlightResult?.hierarchy.lvl1;
  const snippet = hit._snippetResult?.hierarchy?.lvl1;
  return {
    ...item,
    _highlightResult: {
      ...hit._highlightResult!,
      hierarchy: {
        ...hit._highlightResult?.hierarchy,
        lvl1: marked(highlight) ?? {
          value: escapeHtml(hit.hierarchy?.lvl1 ?? '') + html,
          matchLevel: 'none',
          matchedWords: [],
        },
      },
    },
    _snippetResult: {
      ...hit._snippetResult,
      hierarchy: {...hit._snippetResult?.hierarchy, ...(snippet && {lvl1: marked(snippet)})},
    },
  } as T;
}
