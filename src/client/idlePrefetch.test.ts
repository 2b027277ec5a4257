import {describe, expect, it, vi} from 'vitest';
import {prefetchWhenIdle} from './idlePrefetch';

function setUp() {
  const idle: (() => void)[] = [];
  const original = {prefetch: vi.fn<(routePath: string) => false>(() => false), preload: vi.fn()};
  const docusaurus = prefetchWhenIdle(original, (callback) => idle.push(callback));
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  return {original, docusaurus, idle, runIdle};
}

describe('prefetchWhenIdle', () => {
  it('prefetches a visible link in the next idle period, not at once', () => {
    const {original, docusaurus, runIdle} = setUp();
    docusaurus.prefetch('/tales/');
    expect(original.prefetch).not.toHaveBeenCalled();
    runIdle();
    expect(original.prefetch).toHaveBeenCalledWith('/tales/');
  });

  it('asks for one idle period for all the links that become visible together, in their order', () => {
    const {original, docusaurus, idle, runIdle} = setUp();
    for (const routePath of ['/a', '/b', '/c']) {
      docusaurus.prefetch(routePath);
    }
    expect(idle).toHaveLength(1);
    runIdle();
    expect(original.prefetch.mock.calls.map(([routePath]) => routePath)).toEqual(['/a', '/b', '/c']);
  });

  it('leaves preloading on hover immediate', () => {
    const {original, docusaurus} = setUp();
    docusaurus.preload('/tales/');
    expect(original.preload).toHaveBeenCalledWith('/tales/');
  });

  it('spreads a long queue over several idle periods of a few milliseconds each', () => {
    const {original, docusaurus, idle, runIdle} = setUp();
    original.prefetch.mockImplementation(() => {
      const start = performance.now();
      while (performance.now() - start < 2) {
        // a slow prefetch
      }
      return false;
    });
    for (let index = 0; index < 10; index += 1) {
      docusaurus.prefetch(`/page-${index}`);
    }
    runIdle();
    expect(original.prefetch.mock.calls.length).toBeLessThan(10);
    expect(idle).toHaveLength(1);
    while (idle.length > 0) {
      runIdle();
    }
    expect(original.prefetch).toHaveBeenCalledTimes(10);
  });
});
