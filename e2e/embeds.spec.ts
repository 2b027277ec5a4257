// A YouTube and a blueprintue.com id, not words: cspell:ignore azheyl Jrvvk ilcv
import type {BrowserContext} from '@playwright/test';
import {followRequests} from '@narrative-docs/test-support/pageAtRest';
import {test, expect, open} from './fixtures';

/**
 * Videos and blueprintue.com graphs wait for the reader: before the click the
 * page asks no third party for anything (no thumbnail, no script, no
 * preconnect), after it the frame loads in the space the box held. Requests
 * to other hosts are answered here by a stub page, so nothing leaves the machine.
 */
const facades = [
  {
    kind: 'video',
    page: '/tales/',
    id: 'azheylJrvvk',
    idAttribute: 'data-video-id',
    button: /Play the video from youtube-nocookie\.com/,
    frame: 'https://www.youtube-nocookie.com/embed/azheylJrvvk?autoplay=1',
    host: 'www.youtube-nocookie.com',
    noScriptLink: 'https://www.youtube.com/watch?v=azheylJrvvk',
  },
  {
    kind: 'blueprintue',
    page: '/tales/quest-journal/',
    id: '5__ilcv2',
    idAttribute: 'data-blueprintue-id',
    button: /Load the graph from blueprintue\.com/,
    frame: 'https://blueprintue.com/render/5__ilcv2/',
    host: 'blueprintue.com',
    noScriptLink: 'https://blueprintue.com/blueprint/5__ilcv2/',
  },
] as const;

/** Answers every request to another host with a stub page, and returns the hosts asked, in order. */
async function stubThirdParties(context: BrowserContext, siteHost: string): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => url.host !== siteHost,
    (route) => {
      asked.push(new URL(route.request().url()).host);
      return route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Stub</title><p>Stub frame</p>'});
    },
  );
  return asked;
}

for (const facade of facades) {
  test(`a ${facade.kind} facade asks ${facade.host} for nothing until clicked, then loads the frame in its place`, async ({
    page,
    context,
    baseURL,
  }) => {
    const asked = await stubThirdParties(context, new URL(baseURL!).host);
    const requests = followRequests(page);
    await open(page, facade.page);
    await requests.atRest();
    const figure = page.locator(`figure[data-visual="${facade.kind}"][${facade.idAttribute}="${facade.id}"]`);
    await figure.scrollIntoViewIfNeeded();
    // In view, a lazy thumbnail or frame would load now.
    await requests.atRest();
    expect(asked, 'third-party hosts asked before the click').toEqual([]);
    const hints = await page
      .locator('link[rel="preconnect"], link[rel="dns-prefetch"], link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hints.filter((href) => new URL(href).host !== new URL(baseURL!).host)).toEqual([]);

    const box = figure.locator('> div');
    const before = await box.boundingBox();
    await figure.getByRole('button', {name: facade.button}).click();
    const frame = figure.locator('iframe');
    await expect(frame).toHaveAttribute('src', facade.frame);
    await expect(
      page.frameLocator(`figure[${facade.idAttribute}="${facade.id}"] iframe`).getByText('Stub frame'),
    ).toBeVisible();
    expect(new Set(asked)).toEqual(new Set([facade.host]));
    expect(await box.boundingBox(), 'the box keeps its size').toEqual(before);
    await expect(frame).toBeFocused();
  });

  test(`a ${facade.kind} facade loads by keyboard`, async ({page, context, baseURL}) => {
    await stubThirdParties(context, new URL(baseURL!).host);
    await open(page, facade.page);
    const figure = page.locator(`figure[${facade.idAttribute}="${facade.id}"]`);
    await figure.getByRole('button', {name: facade.button}).focus();
    await page.keyboard.press('Enter');
    await expect(figure.locator('iframe')).toHaveAttribute('src', facade.frame);
  });

  test(`without JavaScript a ${facade.kind} facade is a link to its page`, async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const asked = await stubThirdParties(context, new URL(baseURL!).host);
    const page = await context.newPage();
    await page.goto(facade.page);
    const figure = page.locator(`figure[${facade.idAttribute}="${facade.id}"]`);
    const links = figure.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', facade.noScriptLink);
    expect(asked).toEqual([]);
    await context.close();
  });
}
