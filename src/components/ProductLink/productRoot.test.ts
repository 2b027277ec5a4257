import {describe, expect, it} from 'vitest';
import {productRootOf, resolveProductPath} from './productRoot';

describe('productRootOf', () => {
  it.each([
    ['tales/quests/branches', 'tales', '/tales/'],
    ['pro/quests/branches', 'pro', '/pro/'],
    ['pro/inventory/items/index', 'pro', '/pro/inventory/'],
    ['pro/interaction/index', 'pro', '/pro/interaction/'],
    ['inventory/items/functions', 'inventory', '/inventory/'],
    ['navigator/index', 'navigator', '/navigator/'],
  ])('the doc %s belongs to %s under %s', (id, product, root) => {
    expect(productRootOf(id)).toEqual({product, root});
  });

  it('knows no product for docs outside the product folders', () => {
    expect(productRootOf('roadmap/index')).toBeUndefined();
    expect(productRootOf('index')).toBeUndefined();
    // A root page whose name starts like a product is not inside it.
    expect(productRootOf('production')).toBeUndefined();
  });
});

describe('resolveProductPath', () => {
  const doc = (id: string, slug: string, versionRoot = '') => ({id, slug, permalink: versionRoot + slug});

  it('leads each twin to its own product', () => {
    expect(resolveProductPath(doc('tales/quests/branches', '/tales/quests/branches'), 'quests/tasks/')).toBe(
      '/tales/quests/tasks/',
    );
    expect(resolveProductPath(doc('pro/quests/branches', '/pro/quests/branches'), 'quests/tasks/')).toBe(
      '/pro/quests/tasks/',
    );
    expect(
      resolveProductPath(doc('pro/inventory/items/index', '/pro/inventory/items/'), '/items/functions#add-item'),
    ).toBe('/pro/inventory/items/functions#add-item');
  });

  it('stays in the doc’s docs version and under the base URL', () => {
    expect(
      resolveProductPath(doc('tales/quests/branches', '/tales/quests/branches', '/narrative/next'), 'quests/'),
    ).toBe('/narrative/next/tales/quests/');
    expect(resolveProductPath(doc('pro/inventory/index', '/pro/inventory/', '/narrative'), 'looting/')).toBe(
      '/narrative/pro/inventory/looting/',
    );
  });

  it('names the doc and the fix when the doc has no product', () => {
    expect(() => resolveProductPath(doc('roadmap/index', '/roadmap/'), 'quests/')).toThrow(
      /doc "roadmap\/index", which belongs to no product\. Use a Markdown link/,
    );
  });
});
