/**
 * Debian's Chromium, which the e2e tests and the web benchmark both drive, and
 * the flags TOOLCHAIN.md records as working here (root needs --no-sandbox;
 * nothing may reach the network or update itself).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
