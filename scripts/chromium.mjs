// Finds Debian's Chromium for tests and benchmarks. Never downloads a browser build:
// when Chromium is missing and we are root on Debian, installs the `chromium` package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** Flags that keep headless Chromium quiet on a machine with no network but loopback. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function findChromium() {
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Path to Chromium, installing Debian's package when it is missing and we may. */
export function chromiumPath() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.error('chromium: not found, installing Debian package "chromium"');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROME_PATH');
}
