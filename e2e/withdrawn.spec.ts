import {test, expect, open} from './fixtures';

// A page the plugins' documentation withdrew as outdated (front matter `withdrawn`), and the page that replaces it.
const withdrawnPage = '/pro/ui/navigator/minimap';
const replacement = '/pro/navigator/navigation-widgets/minimap';

const docsSidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

test('a withdrawn page opens with a notice that says when it went, by release, and links to its replacement', async ({
  page,
}) => {
  await open(page, withdrawnPage);
  const notice = page.getByRole('main').getByRole('note', {name: 'Withdrawn during Pro 2.2'});
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('withdrew this page while Pro 2.2 was the current release');
  // A release, not a calendar date, which would clash with the footer's year.
  await expect(notice).not.toContainText(/20\d\d/);
  // At the top of the page's body: right under its title, before any of its own text.
  await expect(page.locator('.theme-doc-markdown > header + [role="note"]')).toHaveCount(1);

  await notice.getByRole('link', {name: 'Minimap', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${replacement}$`));
  await expect(page.getByRole('note', {name: /Withdrawn|Earlier version/})).toHaveCount(0);
});

test('the sidebar keeps withdrawn pages last in their category, in a collapsed "Earlier versions" group', async ({
  page,
}) => {
  await open(page, '/pro/');
  const sidebar = docsSidebar(page);
  const group = sidebar.getByRole('button', {name: 'Earlier versions', exact: true});
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: /\((Pro 1\.1|withdrawn during Pro 2\.2)\)$/})).toHaveCount(0);
  // The group is the last item of Pro's list.
  const lastOfPro = await sidebar.evaluate((nav) =>
    [...nav.querySelectorAll('.theme-doc-sidebar-item-category-level-1')]
      .filter((category) => category.querySelector(':scope > div > a')?.textContent === 'Pro')
      .map((category) => category.querySelector(':scope > ul > li:last-child')?.textContent),
  );
  expect(lastOfPro).toEqual([expect.stringMatching(/^Earlier versions/)]);
  await group.click();
  await expect(sidebar.getByRole('link', {name: 'Settlements (Pro 1.1)', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'UI (withdrawn during Pro 2.2)', exact: true})).toBeVisible();
});

test('on a withdrawn page its group is open, and its category says what it is against the current release', async ({
  page,
}) => {
  await open(page, withdrawnPage);
  const sidebar = docsSidebar(page);
  // Its withdrawn category says what it is; the page, inside it, adds nothing more.
  await expect(sidebar.getByRole('link', {name: 'UI (withdrawn during Pro 2.2)', exact: true})).toBeVisible();
  const link = sidebar.getByRole('link', {name: 'Minimap', exact: true});
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('button', {name: 'Earlier versions', exact: true})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await open(page, replacement);
  await expect(docsSidebar(page).getByRole('link', {name: 'Minimap', exact: true})).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the notice is in the page as served', async ({page}) => {
    await page.goto('/pro/settlements/');
    const notice = page.getByRole('note', {name: 'Earlier version: Pro 1.1'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      "This page describes Pro 1.1. The plugins' documentation withdrew it while Pro 2.2",
    );
    await expect(notice.getByRole('link', {name: 'NPC Spawners'})).toHaveAttribute('href', '/pro/npcs/npc-spawners/');
  });
});
