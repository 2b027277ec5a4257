import {routes} from '@narrative-docs/test-support/routes';
import {test, expect, open, addressWithoutAFile} from './fixtures';

test('every documentation route and the Markdown page are served', async ({request}) => {
  const failures: string[] = [];
  for (const route of [...routes, '/markdown-page']) {
    const response = await request.get(route);
    const html = await response.text();
    if (!response.ok() || !/<title[^>]*>[^<]+ \| Narrative<\/title>/.test(html)) {
      failures.push(`${route}: ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});

// A shared body takes its product from the doc it is rendered in, so an address
// that reaches the page with other capitals, a trailing slash or an .html ending
// renders it with links to its own product.
test.describe(() => {
  test.use({expectedConsoleErrors: addressWithoutAFile});
  for (const spelling of [
    '/PRO/Quests/tasks/DefaultTasks',
    '/pro/quests/tasks/defaulttasks/',
    '/pro/quests/tasks/defaulttasks.html',
    '/pro/quests/tasks/defaulttasks/index.html',
  ]) {
    test(`${spelling} renders Default Tasks with its product's links`, async ({page}) => {
      await open(page, spelling);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Default Tasks');
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      const links = await page
        .locator('article a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      expect(links.filter((href) => href.startsWith('/pro/quests/')).length).toBeGreaterThan(0);
      expect(links.filter((href) => href.startsWith('/tales/'))).toEqual([]);
    });
  }
});
