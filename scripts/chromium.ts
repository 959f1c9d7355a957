import { existsSync } from 'node:fs';

/** Flags that let Debian's Chromium run headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium used by browser tests, Storybook tests, E2E and the benchmark.
 * `CHROMIUM_PATH` overrides the search; we never download a browser.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found. Install it with `apt-get install -y chromium` (Debian/Ubuntu) ' +
      'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
}
