import {describe, expect, it} from 'vitest';
import {nextQuarters, quarterLabel, quarterOf, yearQuarters} from './quarters';

describe('quarterOf', () => {
  it.each([
    ['2026-01-01T00:00:00', 1],
    ['2026-03-31T23:59:00', 1],
    ['2026-04-01T00:00:00', 2],
    ['2026-09-30T12:00:00', 3],
    ['2026-10-01T00:00:00', 4],
    ['2026-12-31T23:59:00', 4],
  ])('puts %s in Q%i', (date, quarter) => {
    expect(quarterOf(new Date(date))).toEqual({year: 2026, quarter});
  });
});

describe('nextQuarters', () => {
  it('starts with the current quarter and gives four columns', () => {
    expect(nextQuarters(new Date('2026-05-10T12:00:00')).map(quarterLabel)).toEqual([
      'Q2 - 2026 (current)',
      'Q3 - 2026',
      'Q4 - 2026',
      'Q1 - 2027',
    ]);
  });

  it('rolls into the next year from the last quarter', () => {
    expect(nextQuarters(new Date('2026-11-22T12:00:00')).map(quarterLabel)).toEqual([
      'Q4 - 2026 (current)',
      'Q1 - 2027',
      'Q2 - 2027',
      'Q3 - 2027',
    ]);
  });
});

describe('yearQuarters', () => {
  it('gives Q1 to Q4 of the year, none of them current', () => {
    expect(yearQuarters(2024).map(quarterLabel)).toEqual(['Q1 - 2024', 'Q2 - 2024', 'Q3 - 2024', 'Q4 - 2024']);
  });
});
