/**
 * The requests a page makes, followed from before it loads, so that a test
 * waits for the page to come to rest, a condition, rather than on the clock
 * or on the network falling quiet for a while (Playwright's `networkidle`).
 */
import type {Page, Request} from '@playwright/test';

export type FollowedRequests = {
  /** Every request the page started, in order. */
  readonly all: readonly Request[];
  /**
   * Resolves once the page has hydrated and has come to rest: the browser
   * drew a frame and went idle (where the page's idle-time work runs, such
   * as prefetching the links in view), every request the page started has
   * been answered, and one more such round started no request.
   */
  atRest(): Promise<void>;
  /** Stops following the page's requests. */
  stop(): void;
};

/** Two frames, so that the work the first one scheduled (intersection observers) has run, then an idle period. */
const drawnAndIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );

export function followRequests(page: Page): FollowedRequests {
  const all: Request[] = [];
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const answered = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) {
      waiting.forEach((resolve) => resolve());
      waiting = [];
    }
  };
  const started = (request: Request) => {
    all.push(request);
    pending.add(request);
  };
  page.on('request', started);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const allAnswered = () =>
    pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

  return {
    all,
    async atRest() {
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      let before: number;
      do {
        before = all.length;
        await drawnAndIdle(page);
        await allAnswered();
      } while (all.length !== before);
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', answered);
      page.off('requestfailed', answered);
    },
  };
}
