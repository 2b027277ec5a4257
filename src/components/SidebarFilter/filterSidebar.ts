/**
 * The sidebar filter's logic, pure: which entries a query keeps, how their
 * labels split into matched and unmatched text, and how many entries match.
 * An entry matches when its own label holds every word of the query, in any
 * order and case; its parent categories are kept so that it shows in place.
 */

/** The shape of a sidebar entry this module reads (the theme's `PropSidebarItem` fits it). */
export type SidebarEntry =
  | {type: 'link'; label: string; href: string; unlisted?: boolean}
  | {
      type: 'category';
      label: string;
      href?: string;
      linkUnlisted?: boolean;
      items: readonly SidebarEntry[];
    }
  | {type: 'html'};

export type LinkEntry = Extract<SidebarEntry, {type: 'link'}>;
export type CategoryEntry = Extract<SidebarEntry, {type: 'category'}>;

/** A piece of a label: `match` is true for text that a query word found. */
export type Segment = {text: string; match: boolean};

/** An entry the filter keeps: matched itself, or a category holding a match. */
export type KeptEntry = {
  entry: LinkEntry | CategoryEntry;
  /** The label in pieces, the matched text marked (one unmarked piece for a kept parent). */
  label: Segment[];
  matches: boolean;
  /** Its link is the current page. */
  current: boolean;
  /** It is the current page or, for a category, holds it (kept or not): the theme's active entry. */
  active: boolean;
  /** For a category: its kept children. */
  children: KeptEntry[];
};

export type FilterResult = {entries: KeptEntry[]; count: number};

/** The query's words, lower-cased, without repeats; none for a blank query. */
export function filterWords(query: string): string[] {
  return [...new Set(lowerCase(query).split(/\s+/).filter(Boolean))];
}

/**
 * Splits a label into matched and unmatched pieces when it holds every word,
 * or returns null. Overlapping or touching matches merge into one piece.
 */
export function matchLabel(label: string, words: readonly string[]): Segment[] | null {
  if (words.length === 0) {
    return null;
  }
  const lower = lowerCase(label);
  const ranges: [number, number][] = [];
  for (const word of words) {
    let at = lower.indexOf(word);
    if (at < 0) {
      return null;
    }
    while (at >= 0) {
      ranges.push([at, at + word.length]);
      at = lower.indexOf(word, at + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let done = 0;
  for (const [start, end] of ranges) {
    if (end <= done) {
      continue;
    }
    const from = Math.max(start, done);
    const last = segments.at(-1);
    if (from > done) {
      segments.push({text: label.slice(done, from), match: false});
    }
    if (last?.match && from === done) {
      last.text += label.slice(from, end);
    } else {
      segments.push({text: label.slice(from, end), match: true});
    }
    done = end;
  }
  if (done < label.length) {
    segments.push({text: label.slice(done), match: false});
  }
  return segments;
}

/**
 * Filters a sidebar: null for a blank query (the sidebar shows unchanged),
 * otherwise the kept entries in sidebar order and the number that match.
 * Like the theme, it leaves out unlisted links unless they are the current
 * page, and treats an unlisted category link as no link.
 */
export function filterSidebar(items: readonly SidebarEntry[], query: string, activePath?: string): FilterResult | null {
  const words = filterWords(query);
  if (words.length === 0) {
    return null;
  }
  let count = 0;
  const keep = (entries: readonly SidebarEntry[]): KeptEntry[] =>
    entries.flatMap((entry): KeptEntry[] => {
      if (entry.type === 'html' || (entry.type === 'link' && entry.unlisted && !isSamePath(entry.href, activePath))) {
        return [];
      }
      const segments = matchLabel(entry.label, words);
      const children = entry.type === 'category' ? keep(entry.items) : [];
      if (!segments && children.length === 0) {
        return [];
      }
      if (segments) {
        count += 1;
      }
      const kept = entry.type === 'category' && entry.linkUnlisted ? {...entry, href: undefined} : entry;
      const current = kept.href !== undefined && isSamePath(kept.href, activePath);
      return [
        {
          entry: kept,
          label: segments ?? [{text: entry.label, match: false}],
          matches: segments !== null,
          current,
          active: current || (entry.type === 'category' && holds(entry.items, activePath)),
          children,
        },
      ];
    });
  const entries = keep(items);
  return {entries, count};
}

/** What the live region says about a result. */
export function countMessage(result: FilterResult | null): string {
  if (!result) {
    return '';
  }
  if (result.count === 0) {
    return 'No matches';
  }
  return result.count === 1 ? '1 match' : `${result.count} matches`;
}

/** Whether entries hold the current page, at any depth. */
function holds(entries: readonly SidebarEntry[], activePath: string | undefined): boolean {
  return entries.some(
    (entry) =>
      (entry.type === 'link' && isSamePath(entry.href, activePath)) ||
      (entry.type === 'category' &&
        ((entry.href !== undefined && isSamePath(entry.href, activePath)) || holds(entry.items, activePath))),
  );
}

/** Lower case that keeps every character's position, so matches map back onto the label. */
function lowerCase(text: string): string {
  let lower = '';
  for (const character of text) {
    const lowered = character.toLowerCase();
    lower += lowered.length === character.length ? lowered : character;
  }
  return lower;
}

/** The theme's rule for the current page: same path, ignoring case and a trailing slash. */
function isSamePath(a: string, b: string | undefined): boolean {
  const normalize = (path: string) => path.toLowerCase().replace(/\/$/, '');
  return b !== undefined && normalize(a) === normalize(b);
}
