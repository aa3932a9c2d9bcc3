// The seat-map browser benchmark: `npm run bench:seatmap -- [--seats 10000,50000] [--json FILE]`.
// One headless Chromium, a phone (390×844 CSS px at DPR 3, touch) with the CPU throttled
// 4×; per hall size the engine, a DOM-SVG map and a node-per-seat Konva map load the same
// hall response and get the same input through the DevTools protocol: pinches down to
// seat level, pans, a throw, the wheel, taps, and moves after the taps; the engine's
// layers are then compared with a fresh render (ghosts). See bench/README.md.

import fs, { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/browser';
import { parseArgs, USAGE, type BenchArgs } from './args';
import { buildPage } from './build-page';
import { playSteps } from './cdp-input';
import { ghostCheck } from './ghost';
import type { PhaseResult, RunConfig, RunResult, TapResult } from './protocol';
import { checkTargets, compareTable, mapName, phaseTable, ratios, ratioTable, table, targetTable, toRow, type HeapUsage, type Measured, type Row } from './report';
import { phaseAfterTaps, phasesBeforeTaps, tap, type Phase } from './script';
import { hallResponse, serveBench } from './serve';

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
/** Beyond its build limit, a page gets this long to load and paint before it is abandoned. */
const PAGE_GRACE_MS = 120_000;
/** After first paint, the visitor looks at the hall before touching it (the engine builds its index meanwhile). */
const LOOK_MS = 1000;
/** A finger rests this long on the glass in a tap. */
const TAP_PRESS_MS = 60;
/** A tap whose seat has not shown selected after this long counts as not highlighted. */
const TAP_WAIT_MS = 3000;
/** Taps after the first stop once this much time has gone on them (a slow baseline). */
const TAP_BUDGET_MS = 10_000;
const GHOST_LIMIT_MS = 20_000;

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function heapUsage(cdp: CDPSession): Promise<HeapUsage> {
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return { jsBytes: usage.usedSize + (usage.backingStorageSize ?? 0), domBytes: usage.embedderHeapUsedSize ?? 0 };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]).finally(() => clearTimeout(timer));
}

/** Plays a phase's input and records the frames from its first step to the end of its tail. */
async function measurePhase(page: Page, cdp: CDPSession, phase: Phase, limitMs: number): Promise<PhaseResult> {
  await page.evaluate(() => window.__bench!.startFrames());
  const played = await playSteps(cdp, phase.steps, limitMs);
  await sleep(phase.tailMs);
  const frames = await page.evaluate(() => window.__bench!.stopFrames());
  const scale = await page.evaluate(() => window.__bench!.scale());
  return { name: phase.name, duringMs: frames.during, afterMs: frames.after, longFrames: frames.long, played, scale };
}

/** Taps free seats near the centre with a finger; each time runs from the finger lifting to the painted highlight. */
async function measureTaps(page: Page, cdp: CDPSession, count: number, limitMs: number): Promise<TapResult[]> {
  const results: TapResult[] = [];
  const started = Date.now();
  for (let n = 0; n < count && (n === 0 || Date.now() - started < TAP_BUDGET_MS); n++) {
    const target = await page.evaluate(() => window.__bench!.tapTarget());
    if (!target) break;
    await page.evaluate((i) => window.__bench!.armTap(i), target.index);
    await playSteps(cdp, tap(target, TAP_PRESS_MS), limitMs);
    results.push(await page.evaluate((ms) => window.__bench!.tapResult(ms), TAP_WAIT_MS));
    await sleep(200);
  }
  return results;
}

async function runOne(browser: Browser, origin: string, config: RunConfig, args: BenchArgs): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const failed = (phase: 'load' | 'build' | 'page', error: string): Measured => ({ result: { ok: false, map: config.map, seats: config.seats, phase, error }, heap: null });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: args.throttle });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__bench !== undefined);
    const before = await heapUsage(cdp);
    const limit = config.buildLimitMs + PAGE_GRACE_MS;
    const loaded = await withTimeout(page.evaluate((c) => window.__bench!.load(c), config), limit);
    if (loaded === 'timeout') return failed('page', `did not paint in ${Math.round(limit / 1000)} s`);
    if (!loaded.ok) return { result: { ok: false, map: config.map, seats: config.seats, phase: loaded.phase, error: loaded.error, load: loaded.load }, heap: null };
    await sleep(LOOK_MS);
    const plan = await page.evaluate(() => window.__bench!.plan());
    // SEATMAP_BENCH_TRACE=DIR: a Chrome trace of the gestures and taps (the main thread's tasks, frames, GC), for DevTools.
    const traceDir = process.env.SEATMAP_BENCH_TRACE;
    if (traceDir) {
      fs.mkdirSync(traceDir, { recursive: true });
      await browser.startTracing(page, { path: path.join(traceDir, `${config.map}-${config.seats}-${Date.now()}.json`), categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'v8', 'blink.user_timing'] });
    }
    const phases: PhaseResult[] = [];
    for (const phase of phasesBeforeTaps(plan)) phases.push(await measurePhase(page, cdp, phase, args.gestureLimitMs));
    const taps = await measureTaps(page, cdp, args.taps, args.gestureLimitMs);
    phases.push(await measurePhase(page, cdp, phaseAfterTaps(plan), args.gestureLimitMs));
    if (traceDir) await browser.stopTracing();
    const after = await heapUsage(cdp);
    const ghost = config.map === 'engine' ? await ghostCheck(page, context, origin, config, GHOST_LIMIT_MS) : null;
    const { load, buildMs, firstPaintMs, mapPaintMs } = loaded;
    const result: RunResult = { ok: true, map: config.map, seats: config.seats, load, buildMs, firstPaintMs, mapPaintMs, targetScale: plan.targetScale, phases, taps, ghost };
    return { result, heap: { jsBytes: after.jsBytes - before.jsBytes, domBytes: after.domBytes - before.domBytes } };
  } catch (error) {
    return failed('page', error instanceof Error ? error.message.split('\n')[0]! : String(error));
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
  if (args.build || args.buildOnly) {
    log(`building the bench page into ${args.pageDir}…`);
    await buildPage(args.pageDir, args.minify);
  }
  if (args.buildOnly) return;
  log(`preparing halls of ${args.seats.join(', ')} seats…`);
  const halls = new Map(args.seats.map((n) => [n, hallResponse(n)] as const));
  const warmUpSeats = Math.min(...args.seats);
  const server = await serveBench(args.pageDir, halls, args.port);
  log(`serving on ${server.origin}`);
  // B: a second build of the page, on its own server, alternated with A in the same run.
  const other = args.compareDir ? await serveBench(args.compareDir, halls, args.port ? args.port + 1 : 0) : null;
  if (other) log(`serving ${args.compareDir} (B) on ${other.origin}`);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs, headless: true });
  const started = Date.now();
  const measured: Array<{ m: Measured; build: Row['build'] }> = [];
  try {
    const base = { buildLimitMs: args.buildLimitMs };
    const builds: Array<{ build: Row['build']; origin: string }> = other
      ? [
          { build: 'A', origin: server.origin },
          { build: 'B', origin: other.origin },
        ]
      : [{ build: null, origin: server.origin }];
    // A first page compiles the bundle and warms the HTTP stack; its numbers are thrown away.
    for (const b of builds) await runOne(browser, b.origin, { ...base, map: 'engine', seats: warmUpSeats, hallUrl: `/hall?seats=${warmUpSeats}` }, { ...args, taps: 1 });
    for (const seats of args.seats) {
      for (let round = 0; round < (other ? args.rounds : 1); round++) {
        // A B, then B A: neither build always runs first after a page of the other.
        for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
          for (const map of args.maps) {
            const t0 = Date.now();
            const m = await runOne(browser, b.origin, { ...base, map, seats, hallUrl: `/hall?seats=${seats}` }, args);
            measured.push({ m, build: b.build });
            const row = toRow(m, b.build);
            log(
              `${seats} ${mapName(row)}: ${row.finished ? `median ${row.medianMs?.toFixed(1)} ms, p95 ${row.p95Ms?.toFixed(1)} (moving), worst ${row.worstMs?.toFixed(1)}, ${row.over} over 50 ms (all), long wheel ${row.notchMs?.toFixed(1) ?? '–'} ms a notch, tap ${row.tapMs?.toFixed(0) ?? '–'} ms (${row.tapsHighlighted}), ghost ${row.ghostPixels ?? '–'}` : row.note} (${((Date.now() - t0) / 1000).toFixed(0)} s, load ${os.loadavg()[0]!.toFixed(1)})`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await other?.close();
  }

  const rows = measured.map(({ m, build }) => toRow(m, build));
  const version = browser.version();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\nSeat-map browser benchmark: Chromium ${version}, ${PHONE.width}×${PHONE.height} at DPR ${PHONE.deviceScaleFactor}, CPU ${args.throttle}× throttled, ${os.cpus().length} cores (load ${load}), ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  console.log(table(rows));
  console.log(`\n${phaseTable(rows)}`);
  const r = other ? [] : ratios(rows);
  if (r.length) console.log(`\n${ratioTable(r)}`);
  if (other) console.log(`\nA: ${args.pageDir}, B: ${args.compareDir}\n\n${compareTable(rows)}`);
  const targets = checkTargets(rows);
  console.log(`\n${targetTable(targets)}`);
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
      targets,
      raw: measured.map(({ m, build }) => ({ ...m, build })),
    };
    writeFileSync(args.json, JSON.stringify(doc, null, 2) + '\n');
    log(`wrote ${args.json}`);
  }
  // Stale pixels are a bug, not a slow figure: the run fails.
  if (rows.some((row) => row.ghostPixels !== null && row.ghostPixels !== 0)) {
    log('ghost check FAILED: the engine\'s layers differ from a fresh render of the same view');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
