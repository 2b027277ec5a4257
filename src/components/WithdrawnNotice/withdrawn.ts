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
 *   version: Pro 1.1            # the earlier release the page describes; left out for a page
 *                               # withdrawn as outdated, which describes no release of its own
 *   during: Pro 2.2             # the release that was current when the plugins' documentation withdrew it
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
  version?: string;
  during: string;
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
    throw problem('must be an object with during, reason, replacements and, when known, version');
  }
  const {version, during, reason, replacements, ...others} = value as Record<string, unknown>;
  for (const [name, field] of Object.entries({during, reason})) {
    if (!nonEmpty(field)) {
      throw problem(`needs "${name}" as text`);
    }
  }
  if (version !== undefined && (!nonEmpty(version) || version === during)) {
    throw problem(
      `"version" names the earlier release the page describes, not the one current when it was withdrawn ("during"): leave it out for a page withdrawn as outdated`,
    );
  }
  const unknown = Object.keys(others);
  if (unknown.length > 0) {
    throw problem(`has no field ${unknown.map((name) => `"${name}"`).join(', ')}`);
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
    ...(version !== undefined && {version: version as string}),
    during: during as string,
    reason: reason as string,
    replacements: (replacements as WithdrawnReplacement[]).map(({to, label}) => ({to, label})),
  };
}

/**
 * What a withdrawn page is, in words that cannot pass for the current release: the earlier release it describes
 * ("Pro 1.1"), or, for a page withdrawn as outdated, when it went ("withdrawn during Pro 2.2"). The sidebar label
 * and the notice's title both say it.
 */
export const withdrawnAs = ({version, during}: Withdrawn): string => version ?? `withdrawn during ${during}`;

/** The sidebar label of a withdrawn page: "Settlements (Pro 1.1)", "Minimap (withdrawn during Pro 2.2)". */
export function withdrawnLabel(label: string, withdrawn: Withdrawn): string {
  return `${label} (${withdrawnAs(withdrawn)})`;
}

/** The title of a withdrawn page's notice: "Earlier version: Pro 1.1", "Withdrawn during Pro 2.2". */
export function withdrawnTitle(withdrawn: Withdrawn): string {
  return withdrawn.version ? `Earlier version: ${withdrawn.version}` : `Withdrawn during ${withdrawn.during}`;
}
