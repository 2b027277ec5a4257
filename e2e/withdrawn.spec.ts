import {test, expect, open} from './fixtures';

// A page the plugins' documentation withdrew (front matter `withdrawn`), and the page that replaces it.
const withdrawnPage = '/pro/ui/navigator/minimap';
const replacement = '/pro/navigator/navigation-widgets/minimap';

test('a withdrawn page opens with a notice that names its version and links to its replacement', async ({page}) => {
  await open(page, withdrawnPage);
  const notice = page.getByRole('main').getByRole('note', {name: 'Earlier version: Pro 2.2'});
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('withdrew it in July 2026');
  // At the top of the page's body: right under its title, before any of its own text.
  await expect(page.locator('.theme-doc-markdown > header + [role="note"]')).toHaveCount(1);

  await notice.getByRole('link', {name: 'Minimap', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${replacement}$`));
  await expect(page.getByRole('note', {name: /Earlier version/})).toHaveCount(0);
});

test('the sidebar marks a withdrawn page with the version it describes, in its name', async ({page}) => {
  await open(page, withdrawnPage);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const link = sidebar.getByRole('link', {name: 'Minimap (Pro 2.2)', exact: true});
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  // Its category, a withdrawn page too, says so; current pages keep their plain label.
  await expect(sidebar.getByRole('link', {name: 'UI (Pro 2.2)', exact: true})).toBeVisible();
  await open(page, replacement);
  await expect(
    page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Minimap', exact: true}),
  ).toHaveAttribute('aria-current', 'page');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the notice is in the page as served', async ({page}) => {
    await page.goto('/pro/settlements/');
    const notice = page.getByRole('note', {name: 'Earlier version: Pro 1.1'});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', {name: 'NPC Spawners'})).toHaveAttribute('href', '/pro/npcs/npc-spawners/');
  });
});
