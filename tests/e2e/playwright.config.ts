import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser';

const port = Number(process.env.E2E_PORT ?? 8181);
const dbFile = path.join(os.tmpdir(), `storefront-e2e-${process.pid}.db`);
const executablePath = chromiumExecutable();
const launchOptions = { executablePath, args: chromiumArgs };

// The real built app and the real server on a fresh temporary database.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/e2e.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/setup`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: 'warn' },
  },
});
