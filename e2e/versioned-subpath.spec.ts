/**
 * A short smoke suite over the site as its maintainers will run it one day: a
 * docs version cut (1.0, at the root of the docs; the docs folder as Next,
 * under /next/) and served under a sub-path (/narrative/). Built by
 * `npm run build:versioned-fixture` from the site with a small fixed docs
 * tree (e2e/versioned-docs). Paths here are relative to the sub-path.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open, addressWithoutAFile} from './fixtures';
import {versionedFixture} from '@narrative-docs/test-support/versionedFixture';

const base = versionedFixture.baseUrl;
const next = `${base}next/`;
const production = `https://docs.narrativetools.io${base}`;
/** A shared body full of product links, links to other products' pages and a passage for one product. */
const sharedBody = 'interaction/interactables/functions';
/** The fixture's pages: its Markdown files, partials (`_*.mdx`) aside. */
const fixturePages = readdirSync(path.resolve(__dirname, '..', versionedFixture.docsDir), {
  recursive: true,
  encoding: 'utf8',
}).filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));

/** The addresses of the links in a page's text that stay on the site (the breadcrumbs' home is the site's). */
async function articleLinks(page: Page): Promise<string[]> {
  return page
    .locator('article .markdown a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

test('each version\u2019s pages link within that version, under the sub-path', async ({page}) => {
  await open(page, sharedBody);
  const released = await articleLinks(page);
  expect(released.length).toBeGreaterThan(3);
  expect(released.filter((href) => !href.startsWith(base) || href.startsWith(next))).toEqual([]);

  await open(page, `next/${sharedBody}`);
  const upcoming = await articleLinks(page);
  expect(upcoming.length).toBe(released.length);
  expect(upcoming.filter((href) => !href.startsWith(next))).toEqual([]);
});

test('a version menu in the navbar leads to the same page in the other version', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, 'tales/quests/');
  const menu = page.locator('.navbar__items--right .dropdown');
  await expect(menu.getByRole('button', {name: versionedFixture.version})).toBeVisible();
  await menu.hover();
  await menu.getByRole('link', {name: 'Next'}).click();
  await expect(page).toHaveURL(new RegExp(`${next}tales/quests/$`));
});

test('search from a page searches that page\u2019s version, and so does the search page it leads to', async ({
  page,
}) => {
  for (const [path, inNext] of [
    ['tales/quests/', false],
    ['next/tales/quests/', true],
  ] as const) {
    await open(page, path);
    await page.getByRole('button', {name: /^Search/}).click();
    await page.locator('#docsearch-input').fill('branches');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    // A hit of the modal is an option that opens its page on a click, its address in data-url (see SearchBar's Hit).
    const urls = await hits.evaluateAll((links) =>
      links.map((link) => new URL(link.getAttribute('data-url')!, window.location.href).pathname),
    );
    expect(urls.filter((url) => !url.startsWith(base) || url.startsWith(next) !== inNext)).toEqual([]);

    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page.getByRole('combobox', {name: 'Version'})).toHaveValue(
      inNext ? 'current' : versionedFixture.version,
    );
    const results = page.locator('main ol a');
    await expect(results.first()).toBeVisible();
    const listed = await results.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    expect(listed.filter((url) => url.startsWith(next) !== inNext)).toEqual([]);
  }
});

test('Blueprint graphs, the sidebar filter and Copy page work in the Next version', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, 'next/common-ui/faqs/keep-cursor-after-menu-close');
  await expect(page.locator('[data-visual="blueprint-graph"]').first()).toBeVisible();

  await page.getByRole('searchbox', {name: 'Filter the sidebar'}).fill('branches');
  const match = page.locator('.sidebar-filter-results a').first();
  await expect(match).toHaveAttribute('href', new RegExp(`^${next}`));

  const markdown = page.getByRole('link', {name: 'View as Markdown'});
  await expect(markdown).toHaveAttribute('href', `${next}common-ui/faqs/keep-cursor-after-menu-close.md`);
  const response = await page.request.get((await markdown.getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  expect(await response.text()).toMatch(/^# /);
});

test('Open in an assistant names the sub-path: the Markdown of the page, and the MCP package the site serves', async ({
  page,
}) => {
  await open(page, 'next/tales/quests/');
  await page.getByRole('button', {name: 'Open in an assistant'}).click();
  const menu = page.locator('#open-in-assistant');
  const markdown = `${production}next/tales/quests/index.md`;
  const claude = new URL((await menu.getByRole('link', {name: 'Open in Claude'}).getAttribute('href'))!);
  expect(claude.searchParams.get('q')).toBe(`Read ${markdown} so I can ask questions about it.`);
  expect(await (await page.request.get(new URL(markdown).pathname)).text()).toMatch(/^# Quests\n/);

  const site = production.replace(/\/$/, '');
  const cursor = new URL((await menu.getByRole('link', {name: 'Add to Cursor'}).getAttribute('href'))!);
  expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({
    command: 'npx',
    args: ['-y', `${site}/mcp/narrative-docs-mcp.tgz`, '--site', site],
  });
  const tarball = await page.request.get(`${base}mcp/narrative-docs-mcp.tgz`);
  expect(tarball.ok()).toBe(true);
});

test('the Markdown of a page and llms.txt link under the sub-path, in the version readers land on', async ({
  request,
}) => {
  const markdown = await (await request.get(`${base}${sharedBody}.md`)).text();
  const links = [...markdown.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((found) => found[1]!);
  expect(links.filter((url) => url.startsWith('https://docs.narrativetools.io')).length).toBeGreaterThan(3);
  expect(
    links.filter(
      (url) =>
        url.startsWith('https://docs.narrativetools.io') && (!url.startsWith(production) || url.includes('/next/')),
    ),
  ).toEqual([]);

  const llms = await (await request.get(`${base}llms.txt`)).text();
  const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((found) => found[1]!);
  expect(listed.length).toBe(fixturePages.length);
  expect(listed.filter((url) => !url.startsWith(production) || url.includes('/next/'))).toEqual([]);
});

test.describe('addresses without a file', () => {
  test.use({expectedConsoleErrors: addressWithoutAFile});

  test('the social card and the not-found page stay under the sub-path', async ({page}) => {
    await open(page, '');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${production}img/social-card.png`,
    );

    await open(page, 'no-such-page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const productLinks = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(productLinks).toHaveCount(6);
    expect(
      (await productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter(
        (href) => !href.startsWith(base),
      ),
    ).toEqual([]);
  });

  test('a page renders at any spelling of its address under the sub-path', async ({page}) => {
    // `docusaurus serve` drops the sub-path from its own redirects of `.html` addresses, so the
    // routes suite covers those on the root build.
    for (const spelling of ['PRO/Quests/tasks/DefaultTasks', 'next/Pro/Quests/Tasks/DefaultTasks/']) {
      await open(page, spelling);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Default Tasks');
    }
  });
});
