import {describe, expect, it} from 'vitest';
import {sectionOf as sectionOfProducts} from './sections';

const products = [
  {label: 'Common UI', to: '/common-ui/'},
  {label: 'Pro', to: '/pro/'},
  {label: 'Tales', to: '/tales/'},
];
const sectionOf = (pathname: string, breadcrumbs: string[]) => sectionOfProducts(products, pathname, breadcrumbs);

describe('sectionOf', () => {
  it('names the product a page documents', () => {
    expect(sectionOf('/tales/quests/branches', ['Tales (Quests & Dialogue)', 'Quests', 'Branches'])).toBe('Tales');
    expect(sectionOf('/pro/', ['Pro'])).toBe('Pro');
    expect(sectionOf('/common-ui/installation/', ['Common UI', 'Installation'])).toBe('Common UI');
  });

  it('names the top sidebar category of other pages, including the category page itself', () => {
    expect(sectionOf('/roadmap/2024', ['Roadmap', '2024'])).toBe('Roadmap');
    expect(sectionOf('/roadmap/', ['Roadmap'])).toBe('Roadmap');
  });

  it('puts the pages at the root of the site under General', () => {
    expect(sectionOf('/', [])).toBe('General');
    expect(sectionOf('/plugin-upgrades', ['Newer Engine Versions'])).toBe('General');
    expect(sectionOf('/markdown-page', [])).toBe('General');
  });
});
