import {describe, expect, it} from 'vitest';
import {productRootOf, resolveProductPath} from './productRoot';

describe('productRootOf', () => {
  it.each([
    ['/tales/quests/branches', 'tales', '/tales/'],
    ['/pro/quests/branches', 'pro', '/pro/'],
    ['/pro/inventory/items/', 'pro', '/pro/inventory/'],
    ['/pro/interaction', 'pro', '/pro/interaction/'],
    ['/inventory/items/functions', 'inventory', '/inventory/'],
    ['/navigator/', 'navigator', '/navigator/'],
  ])('%s belongs to %s under %s', (pathname, product, root) => {
    expect(productRootOf(pathname)).toEqual({product, root});
  });

  it('knows no product for pages outside the products', () => {
    expect(productRootOf('/roadmap/')).toBeUndefined();
    expect(productRootOf('/production')).toBeUndefined();
  });
});

describe('resolveProductPath', () => {
  it('leads each twin to its own product', () => {
    expect(resolveProductPath('/tales/quests/branches', 'quests/tasks/')).toBe('/tales/quests/tasks/');
    expect(resolveProductPath('/pro/quests/branches', 'quests/tasks/')).toBe('/pro/quests/tasks/');
    expect(resolveProductPath('/pro/inventory/items/', '/items/functions#add-item')).toBe(
      '/pro/inventory/items/functions#add-item',
    );
  });

  it('names the page and the fix when the page has no product', () => {
    expect(() => resolveProductPath('/roadmap/', 'quests/')).toThrow(/\/roadmap\/, which belongs to no product/);
  });
});
