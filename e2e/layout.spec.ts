import {test, expect, open} from './fixtures';
import {deepPage} from '@narrative-docs/test-support/pages';

const hamburger = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'Toggle navigation bar'});

test('above 996 px the desktop layout shows the sidebar and no hamburger', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await open(page, deepPage);
  await expect(page.getByRole('complementary').getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(hamburger(page)).toBeHidden();
});

test('at 996 px and below the mobile layout uses the hamburger menu', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await open(page, deepPage);
  await expect(hamburger(page)).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();

  await hamburger(page).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a docs page the menu opens on the docs sidebar, a sub-menu of the main menu.
  const panels = sidebar.locator('.navbar-sidebar__items');
  await expect(panels).toHaveClass(/navbar-sidebar__items--show-secondary/);
  await expect(sidebar.locator(`a[href="${deepPage}"]`)).toBeInViewport();
  await sidebar.getByRole('button', {name: /Back to main menu/}).click();
  await expect(panels).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  await expect(sidebar.locator(`a[href="${deepPage}"]`)).not.toBeInViewport();
});

test('the mobile sidebar closes when the window grows to desktop width', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  await open(page, deepPage);
  await hamburger(page).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar--sidebar-visible')).toHaveCount(0);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('the navbar has no version menu while the docs have a single version', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, deepPage);
  await expect(page.locator('.navbar__items--right .dropdown')).toHaveCount(0);
  await expect(page.locator('.navbar').getByText('Next', {exact: true})).toHaveCount(0);
});

test('the desktop navbar keeps to the logo, search and the colour switch: the product links are for the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, deepPage);
  const navbar = page.locator('.navbar__inner');
  await expect(navbar.getByRole('link')).toHaveCount(1);
  await expect(navbar.getByRole('link', {name: /Narrative/})).toBeVisible();
  await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
});
