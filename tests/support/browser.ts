/** The Debian Chromium every browser test, benchmark and script drives. */
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
