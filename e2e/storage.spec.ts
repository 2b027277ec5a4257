import {test, expect, open} from './fixtures';
import {deepPage} from '@narrative-docs/test-support/pages';

test.describe('when browser storage throws', () => {
  test.use({colorScheme: 'light'});

  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The storage is disabled.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: refuse});
      Object.defineProperty(window, 'sessionStorage', {get: refuse});
    });
  });

  test('pages still render and stay dark by default', async ({page}) => {
    for (const path of ['/', deepPage]) {
      await open(page, path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
  });

  test('the colour switch still works for the session', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('article').getByRole('link', {name: 'Narrative Tales'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Narrative Tales Documentation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
