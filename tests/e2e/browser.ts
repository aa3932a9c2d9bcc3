import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium that npm installed (`@sparticuz/chromium`, a headless build that needs no
 * system library beyond libc): its binary ships brotli-compressed and is unpacked once into
 * node_modules/.cache, under its version, through a temporary file and a rename, so that a
 * run stopped half-way never leaves a broken binary behind for the next one.
 */
export function packagedChromium(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@sparticuz/chromium');
  const packageDir = path.resolve(path.dirname(main), '../..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cacheDir = path.join(packageDir, '../../.cache', `afisha-chromium-${version}`);
  const binary = path.join(cacheDir, 'chromium');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${binary}.${process.pid}.part`;
  fs.writeFileSync(partial, zlib.brotliDecompressSync(fs.readFileSync(path.join(packageDir, 'bin', 'chromium.br'))), { mode: 0o755 });
  fs.renameSync(partial, binary);
  return binary;
}

/**
 * Playwright must not download a browser. In order: `CHROMIUM_PATH`; Playwright's own
 * where one is installed; the system's Chromium; else the one npm installed
 * (`packagedChromium`). `AFISHA_NO_SYSTEM_BROWSER=1` skips Playwright's and the system's,
 * to prove that a machine with Node alone runs the browser tests.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (process.env.AFISHA_NO_SYSTEM_BROWSER !== '1') {
    const playwrightOwn = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME}/.cache/ms-playwright`;
    if (fs.existsSync(playwrightOwn) && fs.readdirSync(playwrightOwn).some((d) => d.startsWith('chromium'))) return undefined;
    const system = SYSTEM_CHROMIUMS.find((candidate) => fs.existsSync(candidate));
    if (system) return system;
  }
  return packagedChromium();
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
