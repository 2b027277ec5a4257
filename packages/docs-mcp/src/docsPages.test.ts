import {describe, expect, it} from 'vitest';
import {memorySite, siteUrl} from './__fixtures__/memorySite';
import {docsPages, UnknownPageError} from './docsPages';

describe('docsPages', () => {
  it('lists the pages of llms.txt in order, each with its address, Markdown address and section', async () => {
    expect(await docsPages(memorySite()).list()).toEqual([
      {
        title: 'Introduction',
        url: `${siteUrl}/`,
        markdownUrl: `${siteUrl}/index.md`,
        product: 'General',
        description: 'What each plugin does.',
        route: '/',
      },
      expect.objectContaining({title: 'Quests', url: `${siteUrl}/tales/quests/`, product: 'Tales'}),
      expect.objectContaining({title: 'Branches', markdownUrl: `${siteUrl}/tales/quests/branches.md`}),
      expect.objectContaining({title: 'Pro', product: 'Pro'}),
    ]);
  });

  it("lists one product's pages, named as search results name it, in any case or with Narrative before it", async () => {
    const pages = docsPages(memorySite());
    for (const name of ['Tales', 'tales', 'Narrative Tales', 'Tales (Quests & Dialogue)']) {
      expect((await pages.list(name)).map((page) => page.route)).toEqual(['/tales/quests/', '/tales/quests/branches']);
    }
    expect((await pages.list('general')).map((page) => page.route)).toEqual(['/']);
    await expect(pages.list('Quests')).rejects.toThrow(
      'No product "Quests" in these docs. Products: General, Tales, Pro.',
    );
  });

  it('reads the Markdown of the page an address, path or route names', async () => {
    const pages = docsPages(memorySite());
    for (const address of [
      `${siteUrl}/tales/quests/branches#linear`,
      '/tales/quests/branches.md',
      'Tales/Quests/Branches/',
    ]) {
      expect(await pages.read(address)).toMatchObject({
        title: 'Branches',
        url: `${siteUrl}/tales/quests/branches`,
        markdown: '# Branches\n\nAbout Branches.\n',
      });
    }
    expect(await pages.read('/tales/quests')).toMatchObject({
      route: '/tales/quests/',
      markdown: '# Quests\n\nAbout Quests.\n',
    });
  });

  it('says which address names no page, and why', async () => {
    const pages = docsPages(memorySite());
    const unknown = await pages.read('/tales/quest/branch').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(UnknownPageError);
    expect(unknown).toMatchObject({message: 'No page at "/tales/quest/branch".', path: '/tales/quest/branch'});
    await expect(pages.read('https://example.org/tales/quests/')).rejects.toThrow(/is not on this site/);
  });

  it('says when a listed page has no Markdown, and when the site has no llms.txt', async () => {
    const site = memorySite();
    site.files.delete('tales/quests/branches.md');
    await expect(docsPages(site).read('/tales/quests/branches')).rejects.toThrow(
      `${siteUrl}/tales/quests/branches.md is listed in llms.txt but missing from memory.`,
    );
    site.files.delete('llms.txt');
    await expect(docsPages(site).list()).rejects.toThrow('No llms.txt at memory');
  });

  it('says what came instead of llms.txt, and what --site must be', async () => {
    const site = memorySite();
    site.files.set('llms.txt', '<!DOCTYPE html><html><body>Welcome</body></html>');
    await expect(docsPages(site).list()).rejects.toThrow(
      /^memory\/llms\.txt is not the docs' llms\.txt \(a Markdown list of the pages\); it starts "<!DOCTYPE html><html><body>Welcome<\/body…"\. Give --site the docs' base URL/,
    );
  });
});
