/**
 * A graph pasted from the Blueprint editor goes back into Unreal: Copy to
 * Unreal puts the writer's exact text on the clipboard, and without script the
 * text waits in a disclosure under the figure.
 */
import {test, expect, open} from './fixtures';
import {fileForRoute, readDoc} from '../tests/support/docs';
import {graphPage} from '../tests/support/pages';

/** The block's text as the page's source holds it, with Unix line ends. */
const pastedText = (() => {
  const file = fileForRoute(graphPage);
  const block = file && readDoc(file).blueprints.find(({code}) => code.startsWith('Begin Object'));
  if (!block) {
    throw new Error(`${graphPage} has no graph pasted from the editor`);
  }
  return block.code.replace(/\r\n?/g, '\n');
})();

const pastedFigure = (page: import('@playwright/test').Page) =>
  page.locator('[data-visual="blueprint-graph"]').filter({has: page.getByRole('button', {name: 'Copy to Unreal'})});

test("Copy to Unreal puts the graph's text on the clipboard, byte for byte, and says so", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, graphPage);
  const figure = pastedFigure(page);
  await expect(figure.locator('[data-visual="blueprint-node"]')).toHaveCount(
    (pastedText.match(/^Begin Object/gm) ?? []).length,
  );
  const button = figure.getByRole('button', {name: 'Copy to Unreal'});
  /** The caption's box within the figure, and the figure's size. */
  const layout = () =>
    figure.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const caption = element.querySelector('figcaption')!.getBoundingClientRect();
      return {
        width: box.width,
        height: box.height,
        caption: [caption.x - box.x, caption.y - box.y, caption.width, caption.height],
      };
    });
  await button.focus();
  const before = await layout();
  await page.keyboard.press('Enter');
  await expect(figure.getByRole('status')).toHaveText(/^Copied/);
  // The message has its space already: the caption keeps its lines and the page does not move.
  expect(await layout()).toEqual(before);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pastedText);
});

test('when the clipboard refuses, the text is selected for the reader to copy', async ({page}) => {
  await open(page, graphPage);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
  });
  const figure = pastedFigure(page);
  await figure.getByRole('button', {name: 'Copy to Unreal'}).click();
  await expect(figure.getByRole('status')).toHaveText('Press Ctrl+C to copy the selected text.');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(pastedText);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the text waits in a disclosure under the figure, and no dead button shows', async ({page}) => {
    await page.goto(graphPage);
    const figure = page
      .locator('[data-visual="blueprint-graph"]')
      .filter({hasText: 'Blueprint text to paste into Unreal'});
    await expect(figure.getByRole('button', {name: 'Copy to Unreal'})).toBeHidden();
    const text = figure.locator('details code');
    await expect(text).toBeHidden();
    await figure.getByText('Blueprint text to paste into Unreal').click();
    await expect(text).toBeVisible();
    expect(await text.textContent()).toBe(pastedText);
  });
});
