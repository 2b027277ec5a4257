import {afterEach, describe, expect, it, vi} from 'vitest';

/** The module as a process with this environment loads it. */
async function chromiumWith(path: string) {
  vi.stubEnv('CHROMIUM_PATH', path);
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ensureChromium', () => {
  it('returns the Chromium that CHROMIUM_PATH names', async () => {
    const {ensureChromium} = await chromiumWith(process.execPath);
    expect(ensureChromium()).toBe(process.execPath);
  });

  it('says in one line what to install when CHROMIUM_PATH names nothing, and installs nothing', async () => {
    const log = vi.fn();
    const {ensureChromium} = await chromiumWith('/nowhere/chromium');
    expect(() => ensureChromium(log)).toThrow(
      'Chromium is not at /nowhere/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome.',
    );
    expect(log).not.toHaveBeenCalled();
  });
});
