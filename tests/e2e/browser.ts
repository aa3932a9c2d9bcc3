import fs from 'node:fs';

/**
 * Playwright must not download a browser: use its own where one is installed, else
 * Debian's Chromium, else fail with a clear message.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const playwrightOwn = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME}/.cache/ms-playwright`;
  if (fs.existsSync(playwrightOwn) && fs.readdirSync(playwrightOwn).some((d) => d.startsWith('chromium'))) return undefined;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('No Chromium found for the browser tests: install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
