import {describe, expect, it} from 'vitest';
import {builtFiles, memorySite, records, siteUrl} from './__fixtures__/memorySite';
import {docsSearch} from './docsSearch';

describe('docsSearch', () => {
  it("returns the site's ranking as title, section, addresses, product and a plain-text excerpt", async () => {
    const [first] = await docsSearch(memorySite()).search({query: 'branch leaves', limit: 5});
    expect(first).toEqual({
      title: 'Branches',
      section: 'Linear',
      url: `${siteUrl}/tales/quests/branches#linear`,
      pageUrl: `${siteUrl}/tales/quests/branches`,
      product: 'Tales',
      excerpt: 'A branch leaves a state & points to the "next" one, in the player\'s order.',
      closeMatch: true,
    });
  });

  it('keeps to the limit', async () => {
    expect(await docsSearch(memorySite()).search({query: 'quest', limit: 3})).toHaveLength(3);
  });

  it("filters by product past the first page of results, in the site's order", async () => {
    const search = docsSearch(memorySite());
    const unfiltered = await search.search({query: 'quest', limit: 20});
    expect(new Set(unfiltered.map((result) => result.product))).toEqual(new Set(['Pro']));
    const tales = await search.search({query: 'quest', product: 'tales', limit: 5});
    expect(tales.map((result) => result.pageUrl)).toEqual([
      `${siteUrl}/tales/quests/`,
      `${siteUrl}/tales/quests/branches`,
    ]);
  });

  it("ranks the reader's products first, as the site's My plugins choice does, and names unknown ones", async () => {
    const search = docsSearch(memorySite());
    const [first] = await search.search({query: 'quest', products: ['tales'], limit: 5});
    expect(first?.product).toBe('Tales');
    await expect(search.search({query: 'quest', products: ['Quests'], limit: 5})).rejects.toThrow(
      'No product "Quests" in these docs.',
    );
  });

  it("searches the docs' current version only", async () => {
    expect(await docsSearch(memorySite()).search({query: 'archived', limit: 5})).toEqual([]);
  });

  it('names the products when asked for one it does not know', async () => {
    const search = docsSearch(memorySite());
    await expect(search.search({query: 'quest', product: 'Quests', limit: 5})).rejects.toThrow(
      'No product "Quests" in these docs. Products: General, Tales, Pro.',
    );
  });

  it("names each result's product as list_pages does, and takes every name list_pages gives", async () => {
    const search = docsSearch(memorySite());
    const [intro] = await search.search({query: 'introduction', product: 'General', limit: 5});
    expect(intro).toMatchObject({pageUrl: `${siteUrl}/`, product: 'General'});
    // Pro's pages are not in llms.txt, but below its page /pro/: they are Pro's.
    const [pro] = await search.search({query: 'quest tips', product: 'narrative pro', limit: 1});
    expect(pro?.product).toBe('Pro');
  });

  it('says when the index manifest is not one, with the address and what --site must be', async () => {
    const site = memorySite();
    site.files.set('search-index/manifest.json', '<!DOCTYPE html>\n<html lang="en">');
    await expect(docsSearch(site).search({query: 'quest', limit: 1})).rejects.toThrow(
      `memory/search-index/manifest.json is not the docs' search index manifest (JSON); it starts "<!DOCTYPE html> <html lang="en">", so memory is not the docs' site, or not its base. Give --site the docs' base URL`,
    );
  });

  it('answers again once an unreachable site is back', async () => {
    const site = memorySite();
    const search = docsSearch(site);
    site.down = true;
    await expect(search.search({query: 'quest', limit: 1})).rejects.toThrow('Cannot reach memory');
    site.down = false;
    expect(await search.search({query: 'quest', limit: 1})).toHaveLength(1);
  });

  it('moves to a new build whose index files replaced the ones it had started on', async () => {
    const site = memorySite();
    const search = docsSearch(site);
    await search.search({query: 'quest', limit: 1});
    site.files = builtFiles(
      records.map((record) =>
        record.hierarchy.lvl1 === 'Branches' ? {...record, content: 'Rebuilt branches.'} : record,
      ),
    );
    const [result] = await search.search({query: 'rebuilt', limit: 1});
    expect(result?.excerpt).toBe('Rebuilt branches.');
  });
});
