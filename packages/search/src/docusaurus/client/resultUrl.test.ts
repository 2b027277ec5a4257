import {describe, expect, it} from 'vitest';
import {isExternal, resultUrl} from './resultUrl';

const options = {replaceSearchResultPathname: {from: '/docs/', to: '/'}, withBaseUrl: (pathname: string) => pathname};

describe('resultUrl', () => {
  it('keeps the path and the anchor of an absolute result URL, whatever host indexed it', () => {
    expect(resultUrl('https://docs.narrativetools.io/tales/quests/#creation', options)).toBe('/tales/quests/#creation');
    expect(resultUrl('http://localhost:3000/pro/', options)).toBe('/pro/');
  });

  it('rewrites paths starting with /docs/ to /', () => {
    expect(resultUrl('https://example.com/docs/tales/quests/', options)).toBe('/tales/quests/');
    expect(resultUrl('https://example.com/documentation/x', options)).toBe('/documentation/x');
  });

  it('adds the base URL', () => {
    expect(
      resultUrl('https://example.com/pro/', {...options, withBaseUrl: (pathname) => `/narrative${pathname}`}),
    ).toBe('/narrative/pro/');
  });

  it('leaves external results alone', () => {
    const external = {...options, externalUrlRegex: 'forums\\.example\\.com'};
    expect(resultUrl('https://forums.example.com/t/1', external)).toBe('https://forums.example.com/t/1');
    expect(isExternal('https://forums.example.com/t/1', external.externalUrlRegex)).toBe(true);
    expect(isExternal('/pro/', undefined)).toBe(false);
  });
});
