/**
 * A withdrawn page: one the plugins' documentation has taken down, which this
 * site keeps at its route as the record of an earlier plugin version. Its
 * front matter says so in a `withdrawn` object; the notice at the top of the
 * page (./index.tsx), its search rank (`withdrawnPageRank`), the sidebar
 * label (./sidebar.ts) and the content tests all read it through
 * `withdrawnOf`, so a page is marked in one place.
 *
 * ```yaml
 * withdrawn:
 *   version: Pro 2.2            # the plugin version the page describes
 *   date: July 2026             # when the plugins' documentation withdrew it
 *   reason: Why it was withdrawn, and whether the feature still ships.
 *   replacements:               # where to read now, the best first
 *     - to: /pro/features/      # a route of the same docs version
 *       label: Pro's Features
 * ```
 */

/**
 * Search's page rank of a withdrawn page (DocSearch's `weight.pageRank`),
 * which the page states in its head: below every current page, whose ranks
 * `pageRanks` in docusaurus.config.ts sets, so that a current page that
 * answers the same words comes first, yet a query about the page's own
 * subject still finds it, and its notice leads to what replaced it.
 */
export const withdrawnPageRank = -1;

type WithdrawnReplacement = {
  /** A route of the same docs version, from its root: "/pro/npcs/npc-spawners/". */
  to: string;
  /** The link text. */
  label: string;
};

export type Withdrawn = {
  version: string;
  date: string;
  reason: string;
  replacements: WithdrawnReplacement[];
};

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The `withdrawn` front matter of a page, or undefined on a current page.
 * Throws, naming the field to fix, when the object is incomplete.
 */
export function withdrawnOf(frontMatter: Record<string, unknown>, file = 'this page'): Withdrawn | undefined {
  const value = frontMatter.withdrawn;
  if (value === undefined) {
    return undefined;
  }
  const problem = (what: string) =>
    new Error(`${file}: front matter "withdrawn" ${what} (see CONTRIBUTING.md, "A withdrawn page").`);
  if (typeof value !== 'object' || value === null) {
    throw problem('must be an object with version, date, reason and replacements');
  }
  const {version, date, reason, replacements} = value as Record<string, unknown>;
  for (const [name, field] of Object.entries({version, date, reason})) {
    if (!nonEmpty(field)) {
      throw problem(`needs "${name}" as text`);
    }
  }
  if (!Array.isArray(replacements) || replacements.length === 0) {
    throw problem('needs "replacements": a list of {to, label}, the best first');
  }
  for (const replacement of replacements as unknown[]) {
    const {to, label} = (replacement ?? {}) as Record<string, unknown>;
    if (!nonEmpty(to) || !to.startsWith('/') || !nonEmpty(label)) {
      throw problem('replacements each need "to" (a route starting with "/") and "label"');
    }
  }
  return {
    version: version as string,
    date: date as string,
    reason: reason as string,
    replacements: (replacements as WithdrawnReplacement[]).map(({to, label}) => ({to, label})),
  };
}

/** The sidebar label of a withdrawn page: its own label and the version it describes, "Minimap (Pro 2.2)". */
export function withdrawnLabel(label: string, withdrawn: Withdrawn): string {
  return `${label} (${withdrawn.version})`;
}
