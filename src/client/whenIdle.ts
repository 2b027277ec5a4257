/**
 * Runs `callback` when the browser is idle, at the latest after `timeout` ms,
 * and returns a function that cancels it. Where requestIdleCallback is missing
 * (Safari), it waits `fallbackDelay` ms instead.
 */
export function whenIdle(
  callback: () => void,
  {timeout, fallbackDelay}: {timeout: number; fallbackDelay: number},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(handle);
}
