// The seat-map browser benchmark: `npm run bench:seatmap -- [--seats 10000,50000] [--json FILE]`.
// One headless Chromium, a phone (390×844 CSS px at DPR 3, touch) with the CPU throttled
// 4×; per hall size the engine, a DOM-SVG map and a node-per-seat Konva map load the same
// hall response and get the same scripted pinch and pans. See bench/README.md.

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type CDPSession } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/browser';
import { parseArgs, USAGE } from './args';
import { buildPage, PAGE_DIR } from './build-page';
import type { RunConfig, RunResult } from './protocol';
import { checkTargets, ratios, ratioTable, table, targetTable, toRow, type HeapUsage, type Measured } from './report';
import { hallResponse, serveBench } from './serve';

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
/** Beyond its build and gesture limits, a page gets this long before it is abandoned. */
const PAGE_GRACE_MS = 120_000;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function heapUsage(cdp: CDPSession): Promise<HeapUsage> {
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return { jsBytes: usage.usedSize + (usage.backingStorageSize ?? 0), domBytes: usage.embedderHeapUsedSize ?? 0 };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]).finally(() => clearTimeout(timer));
}

async function runOne(browser: Browser, origin: string, config: RunConfig, throttle: number): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__bench !== undefined);
    const before = await heapUsage(cdp);
    const limit = config.buildLimitMs + config.gestureLimitMs + PAGE_GRACE_MS;
    const result = await withTimeout(page.evaluate((c) => window.__bench!.run(c), config), limit);
    if (result === 'timeout') {
      return { result: { ok: false, map: config.map, seats: config.seats, phase: 'page', error: `did not finish in ${Math.round(limit / 1000)} s` }, heap: null };
    }
    const after = await heapUsage(cdp);
    return { result, heap: result.ok ? { jsBytes: after.jsBytes - before.jsBytes, domBytes: after.domBytes - before.domBytes } : null };
  } catch (error) {
    const result: RunResult = { ok: false, map: config.map, seats: config.seats, phase: 'page', error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    return { result, heap: null };
  } finally {
    await context.close().catch(() => {});
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (args.build) {
    log('building the bench page…');
    await buildPage();
  }
  log(`preparing halls of ${args.seats.join(', ')} seats…`);
  const halls = new Map(args.seats.map((n) => [n, hallResponse(n)] as const));
  const warmUpSeats = Math.min(...args.seats);
  const server = await serveBench(PAGE_DIR, halls);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs, headless: true });
  const started = Date.now();
  const measured: Measured[] = [];
  try {
    const base = { buildLimitMs: args.buildLimitMs, gestureLimitMs: args.gestureLimitMs, taps: args.taps };
    // A first page compiles the bundle and warms the HTTP stack; its numbers are thrown away.
    await runOne(browser, server.origin, { ...base, map: 'engine', seats: warmUpSeats, hallUrl: `/hall?seats=${warmUpSeats}` }, args.throttle);
    for (const seats of args.seats) {
      for (const map of args.maps) {
        const t0 = Date.now();
        const m = await runOne(browser, server.origin, { ...base, map, seats, hallUrl: `/hall?seats=${seats}` }, args.throttle);
        measured.push(m);
        const row = toRow(m);
        log(`${seats} ${map}: ${row.finished ? `median frame ${row.medianFrameMs?.toFixed(1)} ms, first paint ${row.firstPaintMs?.toFixed(0)} ms` : row.note} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = measured.map(toRow);
  const version = browser.version();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\nSeat-map browser benchmark: Chromium ${version}, ${PHONE.width}×${PHONE.height} at DPR ${PHONE.deviceScaleFactor}, CPU ${args.throttle}× throttled, ${os.cpus().length} cores (load ${load}), ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  console.log(table(rows));
  const r = ratios(rows);
  if (r.length) console.log(`\n${ratioTable(r)}`);
  console.log(`\n${targetTable(checkTargets(rows))}`);
  if (args.json) {
    const doc = {
      date: new Date().toISOString(),
      chromium: version,
      node: process.version,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', loadavg: os.loadavg() },
      phone: PHONE,
      args: { ...args, json: undefined },
      rows,
      ratios: r,
      targets: checkTargets(rows),
      raw: measured,
    };
    writeFileSync(args.json, JSON.stringify(doc, null, 2) + '\n');
    log(`wrote ${args.json}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
