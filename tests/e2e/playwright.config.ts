import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser';

const port = Number(process.env.E2E_PORT ?? 8181);
const dbFile = path.join(os.tmpdir(), `storefront-e2e-${process.pid}.db`);
// A second server with the image captcha on, for the test that solves it (forms.spec.ts):
// its own database, whose file that test reads the answer from. Set here in the runner and
// inherited by the workers, which load this file again under other process ids. With its
// own E2E_PORT a run takes E2E_PORT + 100 (and the short-reservation one E2E_PORT + 150), so that runs side by side do not share them.
const captchaPort = Number((process.env.E2E_CAPTCHA_PORT ??= String(process.env.E2E_PORT ? port + 100 : 8182)));
const captchaDbFile = (process.env.E2E_CAPTCHA_DB ??= path.join(os.tmpdir(), `storefront-e2e-captcha-${process.pid}.db`));
// A third server whose reservations last RESERVE_SECONDS (E2E_SHORT_RESERVE_SECONDS), for
// the test that watches an order's countdown reach 0 (payment.spec.ts).
const shortReservePort = Number((process.env.E2E_SHORT_RESERVE_PORT ??= String(process.env.E2E_PORT ? port + 150 : 8183)));
const shortReserveSeconds = (process.env.E2E_SHORT_RESERVE_SECONDS ??= '40');
const shortReserveDbFile = path.join(os.tmpdir(), `storefront-e2e-short-${process.pid}.db`);
const root = fileURLToPath(new URL('../..', import.meta.url));
const executablePath = chromiumExecutable();
const launchOptions = { executablePath, args: chromiumArgs };
// Every test buyer comes from 127.0.0.1 and the suite creates orders by the dozen: the
// per-client anti-hoarding limits (README, Configuration) are off (0) on the test servers.
// Payment links are built on PUBLIC_URL: each server's own address as the browser uses it.
const unlimited = { RATE_LIMIT_ORDER: '0', ORDER_CAPTCHA_AFTER: '0', HOLD_LIMIT: '0', HOLD_LIMIT_ADDRESS: '0', RATE_LIMIT_DEMO: '0' };

// The real built app and the real server on a fresh temporary database.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../../test-results',
  // Two files at a time, each test in a file after the other: many tests wait on the servers'
  // clocks (a reservation running out, a payment checked every 20 s), and on two cores the
  // run went from 12.9 to 9.1 minutes. Tests that take seats take free ones from the server.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/e2e.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  // They start side by side (about 3 s each on a fresh database).
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/setup`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, ...unlimited },
    },
    {
      command: 'node --import tsx server/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${captchaPort}/api/setup`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(captchaPort), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${captchaDbFile}`, LOG_LEVEL: 'warn', CAPTCHA: '1', PUBLIC_URL: `http://127.0.0.1:${captchaPort}`, ...unlimited },
    },
    {
      command: 'node --import tsx server/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${shortReservePort}/api/setup`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(shortReservePort), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${shortReserveDbFile}`, LOG_LEVEL: 'warn', RESERVE_SECONDS: shortReserveSeconds, PUBLIC_URL: `http://127.0.0.1:${shortReservePort}`, ...unlimited },
    },
  ],
});
