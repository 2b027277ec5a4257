import {describe, expect, it} from 'vitest';
import {highlight} from './highlight';

const tags = {preTag: '<em>', postTag: '</em>'};

describe('highlight', () => {
  it('marks a version whole, and the versions it starts, not a number alone', () => {
    const match = {queryTerms: ['2.0'], matchedTerms: new Set(['2.0'])};
    expect(highlight('Fixed in 2.0.1, not in 2.0.0 or for 2 items.', match, tags).value).toBe(
      'Fixed in <em>2.0.1</em>, not in <em>2.0.0</em> or for 2 items.',
    );
  });
});
