/**
 * Search against hosted DocSearch, in the build made with test credentials
 * (application TESTAPP). Requests to Algolia's hosts are answered here: with a
 * recorded response, or refused as if the hosts were unreachable.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect, open} from './fixtures';

const algoliaHosts = /^https:\/\/TESTAPP(-dsn)?(-\d)?\.algolia(net)?\.(net|com)\//i;

const recordedHit = {
  objectID: 'recorded-1',
  url: 'https://docs.narrativetools.io/pro/factions/#creating-a-faction',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'Pro',
    lvl1: 'Factions',
    lvl2: 'Creating a faction',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Pro', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Faction</mark>s', matchLevel: 'full', matchedWords: ['faction']},
      lvl2: {value: 'Creating a <mark>faction</mark>', matchLevel: 'full', matchedWords: ['faction']},
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: {value: '<mark>Faction</mark>s', matchLevel: 'full'},
      lvl2: {value: 'Creating a <mark>faction</mark>', matchLevel: 'full'},
    },
  },
};

/**
 * Hosted DocSearch returns a record's text as stored: decoded, as a changelog
 * writes a C++ type, or anything that looks like markup.
 */
const cppType = 'TSubclassOf<class UNarrativeItem>';
const markup = '<img src=x onerror="window.__pwned=1">';
const hostileHit = {
  objectID: 'recorded-2',
  url: 'https://docs.narrativetools.io/inventory/changelog/version-2.0.0#items',
  type: 'content',
  content: `Give ${cppType} to ${markup} now.`,
  hierarchy: {
    lvl0: 'Inventory',
    lvl1: 'Version 2.0.0',
    lvl2: cppType,
    lvl3: markup,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Inventory', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Version 2.0.0', matchLevel: 'none', matchedWords: []},
      lvl2: {value: 'TSubclassOf<class <mark>UNarrativeItem</mark>>', matchLevel: 'full', matchedWords: ['item']},
      lvl3: {value: markup, matchLevel: 'none', matchedWords: []},
    },
    content: {value: `Give TSubclassOf<class <mark>UNarrativeItem</mark>> to ${markup} now.`, matchLevel: 'full'},
  },
  _snippetResult: {
    hierarchy: {
      lvl1: {value: 'Version 2.0.0', matchLevel: 'none'},
      lvl2: {value: 'TSubclassOf<class <mark>UNarrativeItem</mark>>', matchLevel: 'full'},
    },
    content: {value: `Give TSubclassOf<class <mark>UNarrativeItem</mark>> to ${markup} now.`, matchLevel: 'full'},
  },
};

async function answerWithRecording(page: Page, hits: object[] = [recordedHit]): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(algoliaHosts, async (route) => {
    requests.push(route.request());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'faction',
            params: '',
            processingTimeMS: 1,
          },
        ],
      }),
    });
  });
  return requests;
}

test('the page preconnects to the hosted service', async ({page}) => {
  await open(page, '/');
  await expect(page.locator('link[rel="preconnect"][href="https://TESTAPP-dsn.algolia.net"]')).toHaveCount(1);
});

test('the modal sends the DocSearch request to the hosted service and shows its hits', async ({page}) => {
  const requests = await answerWithRecording(page);
  await open(page, '/tales/');
  await page.getByRole('button', {name: /^Search/}).click();
  await page.locator('#docsearch-input').fill('faction');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Creating a faction');

  const request = requests.at(-1)!;
  const url = new URL(request.url());
  expect(url.pathname).toBe('/1/indexes/*/queries');
  expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
  expect(url.searchParams.get('x-algolia-api-key')).toBe('test-search-only-key');
  const [sent] = request.postDataJSON().requests;
  expect(sent).toMatchObject({
    query: 'faction',
    indexName: 'narrative',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  expect(sent.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']));

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pro\/factions\/#creating-a-faction$/);
});

test('the search page asks the hosted service too', async ({page}) => {
  const requests = await answerWithRecording(page);
  await open(page, '/search?q=faction');
  await expect(page.getByRole('link', {name: /Creating a faction/})).toHaveAttribute(
    'href',
    '/pro/factions/#creating-a-faction',
  );
  expect(requests.length).toBeGreaterThan(0);
});

test.describe('record text that looks like markup', () => {
  test('shows as text in the modal, and no handler in it runs', async ({page}) => {
    await answerWithRecording(page, [hostileHit]);
    await open(page, '/tales/');
    await page.getByRole('button', {name: /^Search/}).click();
    await page.locator('#docsearch-input').fill('item');
    const hits = page.locator('.DocSearch-Hits');
    await expect(hits.getByText(cppType).first()).toBeVisible();
    await expect(hits.getByText(markup).first()).toBeVisible();
    await expect(hits.locator('img, class')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  });

  test('shows as text on the search page, and no handler in it runs', async ({page}) => {
    await answerWithRecording(page, [hostileHit]);
    await open(page, '/search?q=item');
    const results = page.locator('main ol');
    await expect(results.getByRole('link', {name: new RegExp(`${cppType.replace(/[<>]/g, '.')}`)})).toBeVisible();
    await expect(results.getByText(`Give ${cppType} to ${markup} now.`)).toBeVisible();
    await expect(results.locator('img, class')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  });
});

test.describe('when the hosted service is unreachable', () => {
  test.use({expectedConsoleErrors: /ERR_CONNECTION_REFUSED|RetryError|Unreachable hosts/});

  test('the modal shows the error screen', async ({page}) => {
    await page.route(algoliaHosts, (route) => route.abort('connectionrefused'));
    await open(page, '/');
    await page.getByRole('button', {name: /^Search/}).click();
    await page.locator('#docsearch-input').fill('quest');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});
