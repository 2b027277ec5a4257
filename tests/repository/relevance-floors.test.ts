/** The relevance floors only rise: a lowered floor needs a decision record, and the history is only added to. */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {floorHistory, loweredFloors, type FloorEntry} from '@narrative-docs/test-support/relevanceFloors';

const historyFile = 'tests/support/relevance-floors.json';
const readDecision = (file: string) => {
  const resolved = path.resolve(file);
  return file.startsWith('decisions/') && existsSync(resolved) ? readFileSync(resolved, 'utf8') : null;
};

/** The history as the last commit has it; null where there is no commit with it (a new file, an export without git). */
function committedHistory(): FloorEntry[] | null {
  try {
    return JSON.parse(
      execFileSync('git', ['show', `HEAD:${historyFile}`], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}),
    ) as FloorEntry[];
  } catch {
    return null;
  }
}

const entry = (date: string, top1: number, decision?: string): FloorEntry => ({
  date,
  why: 'measured',
  ...(decision && {decision}),
  floors: {tuned: {top1, top3: 0.9}},
});

describe('relevance floors', () => {
  it('never lowers a floor without a decision record that names the set', () => {
    expect(loweredFloors(floorHistory, readDecision)).toEqual([]);
  });

  it('keeps every committed entry as it was, adding new ones after them', () => {
    const committed = committedHistory();
    if (committed !== null) {
      expect(floorHistory.slice(0, committed.length)).toEqual(committed);
    }
  });

  it('flags a lowered floor, unless a decision record names the set', () => {
    const records: Record<string, string> = {'decisions/0009-x.md': 'The floor of `tuned` falls because …'};
    const read = (file: string) => records[file] ?? null;
    expect(loweredFloors([entry('a', 0.8), entry('b', 0.85)], read)).toEqual([]);
    expect(loweredFloors([entry('a', 0.8), entry('b', 0.75)], read)).toHaveLength(1);
    expect(loweredFloors([entry('a', 0.8), entry('b', 0.75, 'decisions/0009-x.md')], read)).toEqual([]);
    expect(loweredFloors([entry('a', 0.8), entry('b', 0.75, 'decisions/0010-missing.md')], read)).toHaveLength(1);
  });
});
