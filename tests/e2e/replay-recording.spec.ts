import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { eventHash } from '../../server/seed/ids';
import { machines } from '../../engine/machines';
import { pageWirings } from '../../engine/machines/wiring';
import { replayPage } from '../../engine/replay/replay';
import { readReplayFile } from '../../engine/replay/traceFile';
import { addSeat, openScheme, phone, visibleSeats, zoomIntoSector } from './support/seat-map';

// QA's path end to end: a buyer's visit to the scheme page recorded by the development build
// (the only build that records) in Chromium on a phone, downloaded from the page's own button,
// then replayed against the current machines and wiring. The dev server runs in this worker,
// proxying the API to the test server (API_URL), on a port the system picks.

test.skip(({ isMobile }) => !isMobile, 'the recording is a phone visit; the phone project runs it');
test.setTimeout(300_000);

const THEATRE = eventHash('the-cherry-orchard');
const root = fileURLToPath(new URL('../..', import.meta.url));
let dev: ViteDevServer | undefined;
let devUrl = '';

test.beforeAll(async ({ baseURL }) => {
  // vite.config.ts reads API_URL as it loads.
  process.env.API_URL = baseURL!;
  dev = await createServer({ root, configFile: `${root}vite.config.ts`, logLevel: 'error', server: { host: '127.0.0.1', port: 0, strictPort: false } });
  await dev.listen();
  devUrl = dev.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

test.afterAll(async () => {
  await dev?.close();
});

test('a visit recorded on the development build, two seats tapped and added, replays with every step', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...phone, baseURL: devUrl, acceptDownloads: true });
  const page = await context.newPage();
  try {
    await openScheme(page, THEATRE);
    await zoomIntoSector(page, 0);
    const candidates = await visibleSeats(page, 0);
    const first = await addSeat(page, candidates);
    await addSeat(page, candidates, new Set([first]));

    const button = page.getByRole('button', { name: /^Скачать запись/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = testInfo.outputPath('page-trace.json');
    await download.saveAs(file);

    const { pages } = readReplayFile(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
    expect(pages).toHaveLength(1);
    const trace = pages[0]!;
    expect(trace.flows.map((f) => f.machine)).toEqual(expect.arrayContaining(['dateTime', 'seatCart', 'orderCreation']));
    expect(trace.map.filter((m) => 'tap' in m).length).toBeGreaterThanOrEqual(2);
    expect(trace.map.filter((m) => 'select' in m)).toHaveLength(2);

    const result = await replayPage(trace, machines, pageWirings);
    expect(result.divergence, JSON.stringify(result.divergence)).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.map.selections).toBe(2);
  } finally {
    await context.close();
  }
});
