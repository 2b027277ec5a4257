/**
 * "Open in an assistant" beside Copy page: a popover of plain links (chats
 * about the page's Markdown in ChatGPT and Claude, installs of the MCP server
 * in Cursor and VS Code) and the Claude Code command to copy.
 */
import type {Locator, Page} from '@playwright/test';
import {markdownPathOf} from '@narrative-docs/llms-txt';
import {severeViolations} from '@narrative-docs/test-support/axe';
import {deepPage, deepPageTitle} from '@narrative-docs/test-support/pages';
import {test, expect, open} from './fixtures';

const trigger = (page: Page) => page.getByRole('button', {name: 'Open in an assistant'});
const menu = (page: Page) => page.locator('#open-in-assistant');
const link = (page: Page, name: string) => menu(page).getByRole('link', {name});
const phone = {width: 390, height: 844};

/** The page's address on the deployed site, as its canonical link gives it. */
const canonicalOf = async (page: Page) => new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);

/** Whether Chromium's accessibility tree, which screen readers read, has the element expanded. */
async function expandedInAccessibilityTree(page: Page, locator: Locator): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await locator.evaluate((element) => element.setAttribute('data-ax-probe', ''));
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: '[data-ax-probe]'});
  const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
  await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value === true;
}

/** Tabs from the top of the page until the element has focus: it must be reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
  }
  throw new Error('the control was not reached with Tab');
}

test('opens by keyboard, announced as expanded, takes focus in order and closes on Escape', async ({page}) => {
  await open(page, deepPage);
  await expect(menu(page)).toBeHidden();
  expect(await expandedInAccessibilityTree(page, trigger(page))).toBe(false);
  await tabTo(page, trigger(page));
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  expect(await expandedInAccessibilityTree(page, trigger(page))).toBe(true);
  // The first group is named for a screen reader moving by Tab.
  await expect(menu(page).getByRole('group', {name: 'Ask about this page, in a new tab'})).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link(page, 'Open in ChatGPT')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test("carries the page's Markdown address to the chats and the site's package to the installs", async ({page}) => {
  await open(page, deepPage);
  const canonical = await canonicalOf(page);
  const site = canonical.origin;
  const markdown = `${site}${markdownPathOf(canonical.pathname)}`;
  const prompt = `Read ${markdown} so I can ask questions about it.`;
  await trigger(page).click();

  const chatGpt = new URL((await link(page, 'Open in ChatGPT').getAttribute('href'))!);
  expect([chatGpt.origin, chatGpt.searchParams.get('q')]).toEqual(['https://chatgpt.com', prompt]);
  const claude = new URL((await link(page, 'Open in Claude').getAttribute('href'))!);
  expect([`${claude.origin}${claude.pathname}`, claude.searchParams.get('q')]).toEqual([
    'https://claude.ai/new',
    prompt,
  ]);
  // The address the prompt names is the page's Markdown, served by the site.
  const served = await page.request.get(new URL(markdown).pathname);
  expect(await served.text()).toMatch(new RegExp(`^# ${deepPageTitle}\\n`));

  const server = {command: 'npx', args: ['-y', `${site}/mcp/narrative-docs-mcp.tgz`, '--site', site]};
  const cursor = new URL((await link(page, 'Add to Cursor').getAttribute('href'))!);
  expect(cursor.href.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
  expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual(server);
  const vsCode = (await link(page, 'Add to VS Code').getAttribute('href'))!;
  expect(JSON.parse(decodeURIComponent(vsCode.replace(/^vscode:mcp\/install\?/, '')))).toEqual({
    name: 'narrative-docs',
    ...server,
  });
  await expect(menu(page).locator('code')).toHaveText(
    `claude mcp add narrative-docs --scope user -- npx -y ${site}/mcp/narrative-docs-mcp.tgz --site ${site}`,
  );
  const tarball = await page.request.get('/mcp/narrative-docs-mcp.tgz');
  expect(tarball.ok()).toBe(true);
  expect((await tarball.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
});

test('asks nothing of another site until a chat link is clicked, then opens it in a new tab', async ({
  page,
  context,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) {
      elsewhere.push(request.url());
    }
  });
  // The chat's page is answered here: the test reaches no real site.
  await context.route('https://chatgpt.com/**', (route) => route.fulfill({contentType: 'text/html', body: 'chat'}));
  await open(page, deepPage);
  await trigger(page).click();
  for (const name of ['Open in ChatGPT', 'Open in Claude', 'Add to Cursor', 'Add to VS Code']) {
    await link(page, name).hover();
    await link(page, name).focus();
  }
  expect(elsewhere).toEqual([]);

  const href = (await link(page, 'Open in ChatGPT').getAttribute('href'))!;
  const [chat] = await Promise.all([page.waitForEvent('popup'), link(page, 'Open in ChatGPT').click()]);
  await expect(chat).toHaveURL(href);
  expect(elsewhere[0]).toBe(href);
});

test('works without JavaScript: the menu opens and its links are there', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(deepPage);
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(link(page, 'Open in Claude')).toHaveAttribute('href', /^https:\/\/claude\.ai\/new\?q=Read%20/);
  await expect(menu(page).locator('code')).toContainText('claude mcp add narrative-docs');
  await context.close();
});

test('copies the Claude Code command and says so', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open(page, deepPage);
  await trigger(page).click();
  await menu(page).getByRole('button', {name: 'Copy the Claude Code command'}).click();
  await expect(menu(page).getByRole('status')).toHaveText('Command copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await menu(page).locator('code').textContent(),
  );
});

test('on a phone, every control is at least 44 px tall and wide, and the open menu fits the width', async ({page}) => {
  await page.setViewportSize(phone);
  await open(page, deepPage);
  await trigger(page).click();
  const controls = [
    trigger(page),
    ...['Open in ChatGPT', 'Open in Claude', 'Add to Cursor', 'Add to VS Code'].map((name) => link(page, name)),
    menu(page).getByRole('button', {name: 'Copy the Claude Code command'}),
  ];
  for (const control of controls) {
    const {width, height} = (await control.boundingBox())!;
    expect(Math.min(width, height), (await control.textContent())!).toBeGreaterThanOrEqual(44);
  }
  const box = (await menu(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

for (const colorMode of ['dark', 'light'] as const) {
  test(`the menu, open, has no serious or critical accessibility violation in ${colorMode} mode at 1280 and 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
    await open(page, deepPage);
    await trigger(page).click();
    await expect(menu(page)).toBeVisible();
    // The rest of the page is checked with the menu closed (a11y.spec.ts).
    const control = '[popovertarget="open-in-assistant"], #open-in-assistant';
    expect(await severeViolations(page, control), 'at 1280 px').toEqual([]);
    await page.setViewportSize(phone);
    await expect(menu(page)).toBeVisible();
    expect(await severeViolations(page, control), 'at 390 px').toEqual([]);
  });
}
