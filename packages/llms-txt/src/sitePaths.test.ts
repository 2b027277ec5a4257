import {describe, expect, it} from 'vitest';
import {sitePathOf} from './sitePaths';

describe('sitePathOf', () => {
  it.each([
    ['/tales/quests/', '/', '/tales/quests/'],
    ['/', '/', '/'],
    ['/narrative/tales/quests/', '/narrative/', '/tales/quests/'],
    ['/narrative/next/tales/quests/branches', '/narrative/', '/next/tales/quests/branches'],
    ['/narrative/', '/narrative/', '/'],
    ['/narrative', '/narrative/', '/'],
  ])('%s below %s is %s', (route, baseUrl, expected) => {
    expect(sitePathOf(route, baseUrl)).toBe(expected);
  });

  it('places nothing outside the base URL', () => {
    expect(sitePathOf('/other/tales/', '/narrative/')).toBeUndefined();
    expect(sitePathOf('/narrative-old/', '/narrative/')).toBeUndefined();
  });
});
