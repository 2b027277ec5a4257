import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {wcagTags} from '@narrative-docs/test-support/axe';
import {test, expect, open} from './fixtures';
import {deepPage, deepPageTitle} from '@narrative-docs/test-support/pages';

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const status = (page: Page) => page.locator('[data-llms-ignore] [role="status"]');

/** Tabs from the top of the page until the control has focus: it must be reachable by keyboard alone. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((label) => document.activeElement?.textContent?.trim() === label, name)) {
      return;
    }
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

test('"Copy page" copies the page\'s Markdown by keyboard and announces it', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open(page, deepPage);
  await tabTo(page, 'Copy page');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Page copied as Markdown.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`# ${deepPageTitle}\n`)).toBe(true);
  expect(copied).not.toContain('Copy page');
});

test.describe('when the browser refuses the clipboard', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
      });
    });
  });

  test('says so and offers the Markdown link', async ({page}) => {
    await open(page, deepPage);
    await copyButton(page).click();
    await expect(status(page)).toContainText('refused');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${deepPage}.md`);
    const response = await page.request.get(`${deepPage}.md`);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(new RegExp(`^# ${deepPageTitle}\\n`));
  });

  for (const colorMode of ['dark', 'light'] as const) {
    test(`the control and its message pass axe in ${colorMode} mode at 390 px`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      await open(page, deepPage);
      await copyButton(page).click();
      await expect(status(page)).toContainText('refused');
      await expect(copyButton(page)).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const {violations} = await new AxeBuilder({page}).include('[data-llms-ignore]').withTags(wcagTags).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
