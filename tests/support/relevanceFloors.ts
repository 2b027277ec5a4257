/**
 * The relevance floors' history (`relevance-floors.json`): each entry sets the
 * floors of some sets, with the date and why; the floors in force are each
 * set's latest. A floor only rises. An entry that lowers one names a decision
 * record in decisions/ that names the set and says why
 * (`loweredFloors` lists the lowerings that lack one); the history itself is
 * only ever added to, which a check against the last commit's version holds.
 */
import history from './relevance-floors.json' with {type: 'json'};

const relevanceSetKeys = [
  'tuned',
  'heldOut',
  'fresh',
  'questions',
  'questionsHeldOut',
  'questionsFresh',
  'readers',
  'readersHeldOut',
] as const;

export type RelevanceSetKey = (typeof relevanceSetKeys)[number];

/** Least share of a set's queries whose page comes first, and in the top 3. */
export type Floor = {top1: number; top3: number};

export type FloorEntry = {
  date: string;
  why: string;
  /** A decision record (`decisions/NNNN-….md`) that names each set whose floor this entry lowers, and says why. */
  decision?: string;
  floors: Partial<Record<RelevanceSetKey, Floor>>;
};

export const floorHistory = history as FloorEntry[];

/** The floors in force after the entries of `entries`: each set's latest. */
function floorsAfter(entries: readonly FloorEntry[]): Partial<Record<RelevanceSetKey, Floor>> {
  return Object.assign({}, ...entries.map(({floors}) => floors)) as Partial<Record<RelevanceSetKey, Floor>>;
}

/**
 * The floors that an entry lowers without a decision record that names the
 * set: `readDecision` returns a record's text, or null when there is none.
 */
export function loweredFloors(entries: readonly FloorEntry[], readDecision: (file: string) => string | null): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const before = floorsAfter(entries.slice(0, index));
    for (const [key, floor] of Object.entries(entry.floors) as [RelevanceSetKey, Floor][]) {
      const earlier = before[key];
      for (const measure of ['top1', 'top3'] as const) {
        if (earlier === undefined || floor[measure] >= earlier[measure]) {
          continue;
        }
        const decision = entry.decision === undefined ? null : readDecision(entry.decision);
        if (decision === null || !decision.includes(key)) {
          problems.push(
            `${entry.date}: ${key} ${measure} falls from ${earlier[measure]} to ${floor[measure]} without a decision record in decisions/ that names "${key}" and says why`,
          );
        }
      }
    }
  });
  return problems;
}

const floors = floorsAfter(floorHistory);
for (const key of relevanceSetKeys) {
  if (floors[key] === undefined) {
    throw new Error(`relevance-floors.json: no floor for the set "${key}"`);
  }
}

export const currentFloors = floors as Record<RelevanceSetKey, Floor>;
