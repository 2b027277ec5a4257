import type {Quarter} from '@site/src/data/roadmap.types';

export type QuarterColumn = {year: number; quarter: Quarter; current: boolean};

export function quarterOf(date: Date): {year: number; quarter: Quarter} {
  return {year: date.getFullYear(), quarter: (Math.floor(date.getMonth() / 3) + 1) as Quarter};
}

/** The quarter holding `date`, marked current, then the three after it (rolling into the next year). */
export function nextQuarters(date: Date, count = 4): QuarterColumn[] {
  const start = quarterOf(date);
  return Array.from({length: count}, (_, offset) => {
    const index = start.quarter - 1 + offset;
    return {
      year: start.year + Math.floor(index / 4),
      quarter: ((index % 4) + 1) as Quarter,
      current: offset === 0,
    };
  });
}

/** Q1 to Q4 of one year. */
export function yearQuarters(year: number): QuarterColumn[] {
  return ([1, 2, 3, 4] as const).map((quarter) => ({year, quarter, current: false}));
}

export function quarterLabel({year, quarter, current}: QuarterColumn): string {
  return `Q${quarter} - ${year}${current ? ' (current)' : ''}`;
}
