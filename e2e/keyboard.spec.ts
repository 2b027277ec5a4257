import {test, expect, open} from './fixtures';
import {deepPage} from '@narrative-docs/test-support/pages';

test('skip to main content is the first Tab stop and moves focus to the main content', async ({page}) => {
  await open(page, deepPage);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moved into <main>: the next Tab stop is the first link inside it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('keyboard navigation mode turns on with Tab and off with a mouse press', async ({page}) => {
  await open(page, '/');
  const body = page.locator('body');
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await page.mouse.up();
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('the search dialog opened by keyboard shows one focus ring, around its search box', async ({page}) => {
  await open(page, deepPage);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  // DocSearch rings the box the input sits in; the input itself draws no second, smaller ring inside it.
  expect(await input.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  expect(await page.locator('.DocSearch-Form').evaluate((form) => getComputedStyle(form).boxShadow)).toMatch(/inset/);
});
