import {test, expect, open} from './fixtures';
import {deepPage, deepPageTitle} from '@narrative-docs/test-support/pages';

test('a page carries its title, canonical, social and language metadata', async ({page, baseURL}) => {
  await open(page, deepPage);
  await expect(page).toHaveTitle(`${deepPageTitle} | Narrative`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const head = page.locator('head');
  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https://[^/]+${deepPage}$`));
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', canonical!);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', canonical!);

  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `${deepPageTitle} | Narrative`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /\w.+\./);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\w.+\./);

  const image = await page.request.get(`${baseURL}/img/social-card.png`);
  expect(image.ok()).toBe(true);
});

test('the footer links every product and the community, with the fixed copyright', async ({page}) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Common UI', '/common-ui/'],
    ['Interaction', '/interaction/'],
    ['Inventory', '/inventory/'],
    ['Navigator', '/navigator/'],
    ['Pro', '/pro/'],
    ['Tales', '/tales/'],
  ]) {
    await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href!);
  }
  await expect(footer.getByRole('link', {name: /Marketplace/})).toHaveAttribute(
    'href',
    'https://www.unrealengine.com/marketplace/en-US/profile/Narrative+Tools+Inc.',
  );
  await expect(footer.getByRole('link', {name: /Discord/})).toHaveAttribute('href', 'https://discord.gg/qyVJmpQ2Pn');
  await expect(footer.getByRole('link', {name: /YouTube/})).toHaveAttribute(
    'href',
    'https://www.youtube.com/@narrativetools',
  );
  await expect(footer).toContainText('Copyright © 2025 Narrative Tools Inc.');
});
