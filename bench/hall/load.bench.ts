/**
 * `npx tsx bench/hall/load.bench.ts [-- --seats 100000 --runs 3 --client-dir DIR --port P --json FILE]`
 * `[--compare-dir DIR] [--ways cold,warm,platform] [--throttle 4]`:
 * how soon the scheme page paints a big hall after its data has arrived, on the phone profile
 * (390×844 at DPR 3, touch, CPU --throttle times slower (4) through the DevTools protocol; the network is not
 * slowed: the figure starts when the responses are in).
 *
 * The stadium event's venue is given a generated hall of --seats seats (fixtures/halls
 * generate.ts, priced like the stadium's first zone) in a freshly seeded temporary database;
 * the server runs in its own process with the built client (--client-dir, default
 * .tmp/dist-h16geo/client: build it first). Three ways in, --runs each:
 * - cold: a fresh browser context (empty HTTP cache and IndexedDB), the geometry downloaded and parsed;
 * - warm: the same context again: the geometry from IndexedDB, only the availability on the wire;
 * - platform: the availability refused (as the platform's server would), so the page takes
 *   POST /api/scheme/map and parses its SVG and seat list as before this work.
 * Reported per load: first paint after the responses (the engine's firstPaintAt minus the
 * later document's arrival), and the worker's and the join's times.
 *
 * --compare-dir DIR: a second built client (an older build, say) served by a second server
 * process on a copy of the same database (port P+1); each run visits both, in turns (A then
 * B, then B then A), so that a shared machine's load falls on both alike; the summary gives
 * each build's medians and B/A ratios of the medians and of the runs paired in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/browser';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';
import { generateHall } from '../../fixtures/halls/generate';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { insertHall } from '../../server/seed/halls';
import { eventHash } from '../../server/seed/ids';
import { prepareDatabase } from '../../server/seed/prepare';
import { arg } from '../cli-arg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEATS = Number(arg('seats', '100000'));
const RUNS = Number(arg('runs', '3'));
const CLIENT_DIR = path.resolve(arg('client-dir', path.join(root, '.tmp/dist-h16geo/client')));
const COMPARE_DIR = arg('compare-dir', '') ? path.resolve(arg('compare-dir', '')) : null;
const PORT = Number(arg('port', '8402'));
const JSON_OUT = arg('json', '');
const WAYS = arg('ways', 'cold,warm,platform').split(',');
/** How many times slower than this machine the page's CPU runs: 4 a mid-range phone, 6 one below it. */
const THROTTLE = Number(arg('throttle', '4'));
if (!(THROTTLE >= 1 && THROTTLE <= 20)) throw new Error('--throttle takes 1 to 20');
for (const dir of [CLIENT_DIR, COMPARE_DIR]) {
  if (dir && !fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no built client in ${dir}: npx vite build --outDir ${dir}`);
}
if (!WAYS.every((w) => ['cold', 'warm', 'platform'].includes(w))) throw new Error(`--ways takes cold, warm and platform, not ${WAYS.join(',')}`);

// The database: the demo catalogue, the stadium event's venue on a generated hall.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-load-'));
const dbFile = path.join(dir, 'bench.db');
const db = openDatabase(`sqlite:${dbFile}`);
await migrate(db);
await prepareDatabase(db, new Date());
const catalogue = loadCatalogue();
const stadiumVenue = catalogue.venues.find((v) => v.hall === 'stadium')!;
const event = catalogue.events.find((e) => e.useseatsvg === 1 && e.sale === 'open' && e.seatroot_id === stadiumVenue.seatroot_id)!;
const hall = generateHall(SEATS);
const hallId = ((await db.get<{ m: number }>('SELECT MAX(hall_id) AS m FROM halls'))?.m ?? 0) + 1;
await insertHall(db, hallId, { ...hall, name: `bench-${SEATS}` });
await db.run('UPDATE venues SET hall_id = ? WHERE seatroot_id = ?', [hallId, stadiumVenue.seatroot_id]);
const template = (await db.get<{ zonelevel_id: number }>('SELECT zonelevel_id FROM prices WHERE event_id = ? ORDER BY price_id LIMIT 1', [event.event_id]))!.zonelevel_id;
for (const z of hall.zones) {
  await db.run(
    `INSERT INTO prices (event_id, pricetype_id, clientcategory_id, zonelevel_id, price, priceservise, currency_id, minlimit, maxlimit, needprice, passagequant, useproculture, usecard, usepromo, is_group)
     SELECT event_id, pricetype_id, clientcategory_id, ?, price, priceservise, currency_id, minlimit, maxlimit, needprice, passagequant, useproculture, usecard, usepromo, is_group
       FROM prices WHERE event_id = ? AND zonelevel_id = ?`,
    [z.zonelevel_id, event.event_id, template],
  );
}
const session = (await db.get<{ day: string; time: string }>(
  `SELECT day, time FROM sessions WHERE event_id = ? AND day > ? ORDER BY day, time LIMIT 1`,
  [event.event_id, new Date().toISOString().slice(0, 10)],
))!;
await db.close();

/** One build under test: its own server process on its own copy of the database. */
interface Target {
  label: 'A' | 'B';
  clientDir: string;
  origin: string;
  url: string;
  server: ChildProcess;
}

async function startTarget(label: Target['label'], clientDir: string, port: number): Promise<Target> {
  const origin = `http://127.0.0.1:${port}`;
  const file = path.join(dir, `bench-${label}.db`);
  fs.copyFileSync(dbFile, file);
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${file}`, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', PUBLIC_URL: origin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer /readyz within 2 minutes');
    const ok = await fetch(`${origin}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const url = `${origin}/scheme/${eventHash(event.slug)}/${session.day}/${session.time || '00:00'}`;
  return { label, clientDir, origin, url, server };
}

const targets = [await startTarget('A', CLIENT_DIR, PORT)];
if (COMPARE_DIR) targets.push(await startTarget('B', COMPARE_DIR, PORT + 1));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });

interface Load {
  firstPaintMs: number;
  loadMs: number;
  parseMs: number;
  joinMs: number;
  seatCount: number;
  cached: boolean;
}


async function visit(context: BrowserContext, url: string, profileAs?: string): Promise<Load> {
  const page = await context.newPage();
  // Whether the geometry came from the store: no request for it on this load (the worker's requests included).
  let geometryRequested = false;
  const onRequest = (r: { url(): string }) => {
    if (r.url().includes('/api/scheme/hall/')) geometryRequested = true;
  };
  context.on('request', onRequest);
  page.on('close', () => context.off('request', onRequest));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // HALL_BENCH_PROFILE=DIR: the main thread's CPU profile of each visit up to the first paint, for DevTools.
  const profileDir = process.env.HALL_BENCH_PROFILE;
  if (profileDir && profileAs) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url);
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintMs != null, null, { timeout: 300_000 });
  if (profileDir && profileAs) {
    // An anchor on both clocks: a named busy loop the profile samples, started at a known
    // page time; bench/hall/profile-window.ts places the marks (the data's arrival, the first
    // paint) on the profile's clock with it.
    // A string: tsx would wrap a named function in a helper the page does not have.
    const anchorAt = (await page.evaluate(
      '(() => { const t0 = performance.now(); (function profileAnchor() { while (performance.now() - t0 < 20); })(); return t0; })()',
    )) as number;
    const { profile } = await cdp.send('Profiler.stop');
    const span = await page.evaluate(() => {
      const s = window.__seatmap!.stats();
      return { dataAt: s.firstPaintAt! - s.firstPaintMs!, firstPaintAt: s.firstPaintAt! };
    });
    fs.mkdirSync(profileDir, { recursive: true });
    const name = path.join(profileDir, `${profileAs}-${Date.now()}`);
    fs.writeFileSync(`${name}.cpuprofile`, JSON.stringify(profile));
    fs.writeFileSync(`${name}.window.json`, JSON.stringify({ ...span, anchorAt }));
  }
  const stats = await page.evaluate(() => {
    const s = window.__seatmap!.stats();
    const marks = Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('seatmap:')).map((m) => [m.name, Math.round(m.startTime)]));
    return { firstPaintMs: s.firstPaintMs!, loadMs: s.loadMs, parseMs: s.parseMs, joinMs: s.joinMs, seatCount: s.seatCount, marks: { ...marks, firstPaintAt: Math.round(s.firstPaintAt!), dataAt: Math.round(s.firstPaintAt! - s.firstPaintMs!) } };
  });
  if (process.env.HALL_BENCH_MARKS) console.log(JSON.stringify(stats.marks));
  await page.close();
  const { marks: _marks, ...load } = stats;
  return { ...load, cached: !geometryRequested };
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
type Way = 'cold' | 'warm' | 'platform';
const results: Record<Target['label'], Record<Way, Load[]>> = { A: { cold: [], warm: [], platform: [] }, B: { cold: [], warm: [], platform: [] } };

async function visitAll(t: Target, run: number): Promise<void> {
  const profileAs = (way: Way) => (targets.length > 1 ? `${t.label}-${way}` : way);
  if (WAYS.includes('cold') || WAYS.includes('warm')) {
    const context = await browser.newContext(phone);
    await context.addInitScript(() => {
      window.__seatmapDebug = true;
    });
    // A warm visit needs a cold one before it in its context, measured or not.
    const cold = await visit(context, t.url, profileAs('cold'));
    if (WAYS.includes('cold')) results[t.label].cold.push(cold);
    if (WAYS.includes('warm')) {
      // The stored copy is written after the first paint: wait until IndexedDB has it.
      const probe = await context.newPage();
      await probe.goto(`${t.origin}/`);
      await probe.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const r = indexedDB.open('storefront-halls');
            r.onsuccess = () => {
              const d = r.result;
              if (!d.objectStoreNames.contains('halls')) return resolve(false);
              const c = d.transaction('halls').objectStore('halls').count();
              c.onsuccess = () => resolve(c.result > 0);
              c.onerror = () => resolve(false);
            };
            r.onerror = () => resolve(false);
          }),
        null,
        { timeout: 120_000, polling: 500 },
      );
      await probe.close();
      results[t.label].warm.push(await visit(context, t.url, profileAs('warm')));
    }
    await context.close();
  }
  if (WAYS.includes('platform')) {
    const platform = await browser.newContext(phone);
    await platform.addInitScript(() => {
      window.__seatmapDebug = true;
    });
    await platform.route('**/api/scheme/availability**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ response: { errorCode: '-404', errorText: 'not here' } }) }),
    );
    results[t.label].platform.push(await visit(platform, t.url, profileAs('platform')));
    await platform.close();
  }
  if (process.env.HALL_BENCH_MARKS) console.log(`${t.label} run ${run + 1} done, load average ${os.loadavg()[0]!.toFixed(1)}`);
}

const loadAverages: number[] = [os.loadavg()[0]!];
for (let run = 0; run < RUNS; run++) {
  // A then B, then B then A: neither build always goes first after the other's visits.
  for (const t of run % 2 === 0 ? targets : [...targets].reverse()) await visitAll(t, run);
  loadAverages.push(os.loadavg()[0]!);
}
await browser.close();
for (const t of targets) t.server.kill();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const summaryOf = (byWay: Record<Way, Load[]>) =>
  Object.fromEntries(
    Object.entries(byWay)
      .filter(([, loads]) => loads.length > 0)
      .map(([k, loads]) => [
        k,
        {
          firstPaintMs: Math.round(median(loads.map((l) => l.firstPaintMs))),
          parseMs: Math.round(median(loads.map((l) => l.parseMs))),
          joinMs: Math.round(median(loads.map((l) => l.joinMs))),
          geometryFromStore: loads.map((l) => l.cached),
          runs: loads.map((l) => Math.round(l.firstPaintMs)),
        },
      ]),
  );
const summary = summaryOf(results.A);
const round2 = (x: number) => Math.round(x * 100) / 100;
const comparison = COMPARE_DIR
  ? {
      dir: path.relative(root, COMPARE_DIR),
      summary: summaryOf(results.B),
      ratios: Object.fromEntries(
        WAYS.map((w) => {
          const a = results.A[w as Way].map((l) => l.firstPaintMs);
          const b = results.B[w as Way].map((l) => l.firstPaintMs);
          return [w, { ofMedians: round2(median(b) / median(a)), pairedMedian: round2(median(b.map((x, i) => x / a[i]!))) }];
        }),
      ),
    }
  : undefined;
const out = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
  loadAverage: { min: round2(Math.min(...loadAverages)), max: round2(Math.max(...loadAverages)) },
  seats: (results.A.cold[0] ?? results.A.warm[0] ?? results.A.platform[0])?.seatCount,
  profile: `390×844 DPR 3, CPU ${THROTTLE}×`,
  clientDir: path.relative(root, CLIENT_DIR),
  summary,
  ...(comparison ? { compare: comparison } : {}),
};
console.log(JSON.stringify(out, null, 2));
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2) + '\n');
fs.rmSync(dir, { recursive: true, force: true });
