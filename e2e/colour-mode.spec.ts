import {test, expect, open} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html');
const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark on a first visit even when the system prefers light', async ({page}) => {
    await open(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the switch stores "theme" and the choice survives a reload', async ({page}) => {
    await open(page, '/');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a second tab follows the change', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/');
    await open(second, '/tales/');
    await toggle(first).click();
    await expect(theme(first)).toHaveAttribute('data-theme', 'light');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
  });
});
