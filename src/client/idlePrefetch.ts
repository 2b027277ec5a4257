/**
 * Prefetch in idle time. Docusaurus's <Link> prefetches a page's chunks when the
 * link scrolls into view, through `window.docusaurus.prefetch`: it matches the
 * route against every route's chunk list and appends a `<link rel="prefetch">`
 * per chunk. The links visible after hydration all report right away, in the
 * tasks that follow hydration. Measured in a CPU profile of
 * /pro/quests/tasks/defaulttasks at a phone's speed (412 px, CPU slowed four
 * times, three loads): about 190 ms of the page's 800 ms of script went to it
 * (87 ms appending the link elements, 76 ms matching routes, 23 ms resolving
 * chunk URLs). Here each visible link's prefetch waits for idle time, 4 ms of
 * links per idle period, so none of it lengthens a task that blocks input. It
 * still happens for visible links (and hovering still preloads at once), and,
 * as before, not on a 2g connection or with data saving on: the original
 * `prefetch` checks that.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

type Docusaurus = {prefetch: (routePath: string) => false | Promise<void[]>; preload: (routePath: string) => unknown};

/** Each idle period prefetches links for at most this many milliseconds, well under a long task's 50 ms. */
const sliceMs = 4;

export function prefetchWhenIdle(original: Docusaurus, requestIdle: (callback: () => void) => void): Docusaurus {
  const queue: string[] = [];
  const drain = () => {
    const start = performance.now();
    while (queue.length > 0 && performance.now() - start < sliceMs) {
      original.prefetch(queue.shift()!);
    }
    if (queue.length > 0) {
      requestIdle(drain);
    }
  };
  return Object.freeze({
    ...original,
    prefetch(routePath: string) {
      queue.push(routePath);
      if (queue.length === 1) {
        requestIdle(drain);
      }
      return false;
    },
  });
}

const requestIdle = (callback: () => void) => {
  whenIdle(callback, {timeout: 3000, fallbackDelay: 50});
};

let installed = false;

const clientModule: ClientModule = {
  // The core sets `window.docusaurus` after client modules load; the first route
  // update comes before any link's intersection callback.
  onRouteDidUpdate() {
    const target = window as unknown as {docusaurus?: Docusaurus};
    if (!installed && target.docusaurus) {
      installed = true;
      target.docusaurus = prefetchWhenIdle(target.docusaurus, requestIdle);
    }
  },
};

export default clientModule;
