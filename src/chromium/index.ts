/**
 * The Chromium that the build draws Mermaid diagrams in, and that the browser
 * tests, benchmarks and scripts drive: Debian's, or the one CHROMIUM_PATH
 * names. One module for all of them, so that they agree on where it is.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Chromium from reaching for Google's services, which this
// machine's closed network refuses.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What to do when Chromium is missing, in one line. */
export const chromiumMissing = `Chromium is not at ${chromiumExecutable}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome.`;

const canInstallWithApt = (): boolean =>
  process.env.CHROMIUM_PATH === undefined &&
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get');

/**
 * Chromium's executable. On a bare Debian machine run as root (a fresh CI
 * machine), a missing Chromium is installed from Debian's packages first;
 * anywhere else its absence is an error that says what to install.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  if (existsSync(chromiumExecutable)) {
    return chromiumExecutable;
  }
  if (!canInstallWithApt()) {
    throw new Error(chromiumMissing);
  }
  log(
    `Installing Chromium from Debian's packages (apt-get install chromium), which the build needs for Mermaid diagrams…`,
  );
  const apt = (args: string[]) =>
    execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (!existsSync(chromiumExecutable)) {
    throw new Error(chromiumMissing);
  }
  return chromiumExecutable;
}
