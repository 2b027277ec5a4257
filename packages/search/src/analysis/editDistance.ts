/**
 * How far apart two words are, in typos: one edit distance for the ranking,
 * which forgives a mistyped query word, and the highlighting, which marks the
 * words the ranking matched.
 */

/** Typos forgiven in a query word of this length: none below 4 letters, one up to 7, two from 8. */
export function maxTypos(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The edits (a letter added, dropped or changed, or two neighbors swapped)
 * that turn `a` into `b`, or null when there are more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number | null {
  if (Math.abs(a.length - b.length) > limit) {
    return null;
  }
  let previousPrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // A swap of two neighbors counts as one typo.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? Infinity) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) {
      return null;
    }
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]! <= limit ? previous[b.length]! : null;
}
