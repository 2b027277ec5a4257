import {test, expect, open} from './fixtures';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('dismissing the announcement stores the flag and the id', async ({page}) => {
  await open(page, '/');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored.dismiss).toBe('true');
  expect(stored.id).toBeTruthy();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toHaveCount(0);
});

test('a new announcement id shows the bar again', async ({page}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    }
  });
  await open(page, '/');
  await expect(bar(page)).toBeVisible();
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored.id).not.toBe('an-older-announcement');
  expect(stored.dismiss).toBe('false');
});
