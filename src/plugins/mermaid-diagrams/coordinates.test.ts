import {describe, expect, it} from 'vitest';
import {roundCoordinates, roundNumbers} from './coordinates';

/** The numbers of SVG path data, as a browser reads them. */
const numbersOf = (path: string) => (path.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);

describe('roundNumbers', () => {
  it('rounds to hundredths the numbers that have more decimals', () => {
    expect(roundNumbers('translate(327.9838180541992, 35)')).toBe('translate(327.98, 35)');
    expect(roundNumbers('M-84.8671875 -19.5 L1.25 0')).toBe('M-84.87 -19.5 L1.25 0');
  });

  it('keeps numbers apart where path data runs them together', () => {
    // From Mermaid's clock symbol: numbers parted by their dot or their sign alone.
    const path = 'm5.848 12.459c.202.038.202.333.001.372-1.907.361-6.045 1.111l.985 6.238-.004.5';
    const rounded = roundNumbers(path);
    expect(numbersOf(rounded)).toHaveLength(numbersOf(path).length);
    numbersOf(rounded).forEach((number, index) =>
      expect(Math.abs(number - numbersOf(path)[index]!)).toBeLessThan(0.0051),
    );
  });
});

describe('roundCoordinates', () => {
  it('rounds coordinates, and no text or other attribute', () => {
    const svg =
      '<svg viewBox="0 0 516.523456 454"><g transform="translate(1.23456, 2)" data-x="1.23456"><text>Pi is 3.14159</text></g></svg>';
    expect(roundCoordinates(svg)).toBe(
      '<svg viewBox="0 0 516.52 454"><g transform="translate(1.23, 2)" data-x="1.23456"><text>Pi is 3.14159</text></g></svg>',
    );
  });
});
