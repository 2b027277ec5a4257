import {routes} from '../tests/support/routes';
import {test, expect} from './fixtures';

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
