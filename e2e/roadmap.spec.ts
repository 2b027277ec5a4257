import {test, expect, open} from './fixtures';

test("the current roadmap starts at the reader's quarter and shows four quarters", async ({page}) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  await open(page, '/roadmap/');
  const quarters = page.getByRole('main').getByRole('heading', {level: 2});
  await expect(quarters).toHaveText(['Q4 - 2026 (current)', 'Q1 - 2027', 'Q2 - 2027', 'Q3 - 2027']);
});

test("product buttons filter the cards, and Pro's areas sit under Pro", async ({page}) => {
  await open(page, '/roadmap/2024');
  const products = page.getByRole('group', {name: 'Product'});
  await expect(products.getByRole('button')).toHaveText([
    'Common UI',
    'Interaction',
    'Inventory',
    'Navigator',
    'Pro',
    'Tales (Quests & Dialogue)',
  ]);
  await products.getByRole('button', {name: 'Inventory'}).click();
  await expect(products.getByRole('button', {name: 'Inventory'})).toHaveAttribute('aria-pressed', 'true');
  const q4 = page.getByRole('region', {name: 'Q4 - 2024'});
  await expect(q4.getByRole('heading', {name: 'Loot Tables'})).toBeVisible();
  await expect(q4.getByText('Bug fix').first()).toBeVisible();

  await products.getByRole('button', {name: 'Pro'}).click();
  const areas = page.getByRole('group', {name: 'Pro area'});
  await areas.getByRole('button', {name: 'Combat'}).click();
  await expect(q4.getByRole('heading', {name: 'Weapon Wheel'})).toBeVisible();
  await expect(q4.getByRole('heading', {name: 'Loot Tables'})).toHaveCount(0);

  await areas.getByRole('button', {name: 'Tales'}).click();
  await expect(page.getByText(/No work is planned for Pro - Tales/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("the roadmap lists every product's cards", async ({page}) => {
    await page.goto('/roadmap/2025');
    for (const product of ['Common UI', 'Pro', 'Pro - NPC', 'Tales (Quests & Dialogue)']) {
      await expect(page.getByRole('heading', {level: 2, name: product, exact: true})).toBeVisible();
    }
    await expect(page.getByRole('heading', {name: 'Conditional dialogue lines'}).first()).toBeVisible();
  });
});
