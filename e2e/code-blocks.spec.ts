import {test, expect, open} from './fixtures';
import {codePage} from '@narrative-docs/test-support/pages';

test('code blocks are highlighted in the built HTML and stay so after hydration', async ({page}) => {
  await page.goto(codePage);
  const firstToken = page.locator('pre code .token-line .token.string').first();
  await expect(firstToken).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(firstToken).toBeVisible();
});

test('code blocks are highlighted after a client-side navigation too', async ({page}) => {
  await open(page, '/');
  await page.getByRole('link', {name: 'Newer Engine Versions', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Use a Plugin on a Newer Engine Version');
  await expect(page.locator('pre code .token-line .token.string').first()).toBeVisible();
});
