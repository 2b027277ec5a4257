/** Playwright `test` for this site: every test fails on a console error unless it names the errors it expects. */
import {test as base, expect, type Page} from '@playwright/test';

type Options = {
  /** Console errors a test provokes on purpose (a failing request, say). */
  expectedConsoleErrors: RegExp | null;
};

export const test = base.extend<Options>({
  expectedConsoleErrors: [null, {option: true}],
  page: async ({page, expectedConsoleErrors}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors.filter((error) => !expectedConsoleErrors?.test(error))).toEqual([]);
  },
});

export {expect};

/**
 * An address with no file of its own (another spelling, a missing page): the
 * static server answers 404 with the not-found page's HTML, and React, finding
 * the router's page instead, reports the mismatch and renders that page.
 */
export const addressWithoutAFile = /404|Minified React error #418/;

/** Opens a path and waits until React has hydrated the page. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
