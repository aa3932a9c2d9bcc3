/**
 * `npm run bench:web`: first load of the storefront on a phone over a slow network.
 *
 * The built client (a fresh `vite build` into a temporary folder, or --client-dir) is served by
 * the reference server in its own process on a freshly seeded temporary database. Chromium
 * (Playwright, DevTools protocol) opens the afisha, events and scheme pages on a 390×844 phone
 * with the CPU 4× slower and a Slow-4G-like network (562 ms round trip, 1.44 Mbit/s down,
 * 675 kbit/s up), each load in a fresh context (empty cache, no cookies), and reads first
 * contentful paint, largest contentful paint, CLS (the largest session window, as Chromium's
 * web-vitals count it) and the JS bytes transferred (compressed, headers included) until
 * the page's main content is shown and the network is quiet. Medians of --runs loads
 * (default 3) per page go to bench/results/web-first-load.json and to the "First load"
 * section of bench/README.md (--no-readme leaves it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/browser';
import { freePort } from '../api/server-identity';
import { medianOf, readmeWithSection, resultTable, type PageResult, type Sample } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 562,
  downloadBytesPerSecond: (1.44 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
} as const;

type Args = { runs: number; clientDir: string | null; readme: boolean; label: string };

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { runs: 3, clientDir: null, readme: true, label: 'after' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--runs') {
      args.runs = Number(next());
      if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
    } else if (a === '--client-dir') args.clientDir = path.resolve(next());
    else if (a === '--no-readme') args.readme = false;
    else if (a === '--label') args.label = next();
    else throw new Error(`unknown argument ${a}; usage: npm run bench:web -- [--runs N] [--client-dir DIR] [--label NAME] [--no-readme]`);
  }
  return args;
}

function build(outDir: string): void {
  console.log(`building the client into ${outDir}`);
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}

async function startServer(clientDir: string, dbFile: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbFile}`, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, child };
}

/**
 * The server compresses the assets at Brotli's best level in the background after start;
 * a load measured before that would pay the on-the-fly level. Done when every script and
 * stylesheet comes whole (a length, not chunked).
 */
async function assetsPrecompressed(origin: string, clientDir: string): Promise<void> {
  const files = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const deadline = Date.now() + 180_000;
  for (const file of files) {
    for (;;) {
      const res = await fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (res.headers.get('content-length')) break;
      if (Date.now() > deadline) throw new Error(`assets/${file} was not precompressed within 180 s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

type Target = { name: string; path: string; ready: string };

/** The date and time of an event's first session with tickets left, as the routes spell them. */
function firstSession(calendar: CalendarEntry[], eventId: number): [string, string] | [] {
  const entry = calendar.find((c) => c.event_id === eventId && c.ticketcount > 0);
  if (!entry) return [];
  const [d, m, y] = entry.eventday.split('.');
  return entry.eventtime ? [`${y}-${m}-${d}`, entry.eventtime] : [];
}

type CalendarEntry = { event_id: number; eventday: string; eventtime: string; ticketcount: number };

/** One event without a seat map (events page) and one with (scheme page), from the seeded catalogue. */
async function targets(origin: string): Promise<Target[]> {
  const res = await fetch(`${origin}/api/afisha`, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  const body = (await res.json()) as {
    response: { action: { event_id: number; hash_id: string; useseatsvg?: number; totalticketcount: number }[]; calendar: CalendarEntry[] };
  };
  const { action, calendar } = body.response;
  const withSession = (seated: boolean) =>
    action.find((e) => (e.useseatsvg === 1) === seated && e.totalticketcount > 0 && firstSession(calendar, e.event_id).length === 2);
  const plain = withSession(false);
  const seated = withSession(true);
  if (!plain || !seated) throw new Error('the demo catalogue has no timed session with and without a seat map on sale');
  const at = (e: { event_id: number }) => firstSession(calendar, e.event_id).map((part) => `/${part}`).join('');
  return [
    // What the buyer came for: the cards, the session's prices, the drawn hall.
    { name: 'afisha', path: '/', ready: '.event-card' },
    { name: 'events', path: `/event/${plain.hash_id}${at(plain)}`, ready: 'h1' },
    { name: 'scheme', path: `/scheme/${seated.hash_id}${at(seated)}`, ready: 'canvas' },
  ];
}

/** Collected in the page from its first script on: paints, layout shifts (session windows). */
const OBSERVER = `
  window.__vitals = { fcp: null, lcp: null, lcpElement: null, cls: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__vitals.lcp = e.startTime;
    const el = e.element; window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' ' + (e.url ? new URL(e.url).pathname : (el.textContent || '').trim().slice(0, 30)) : null; } }).observe({ type: 'largest-contentful-paint', buffered: true });
  (() => { let value = 0, first = 0, last = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) { if (e.hadRecentInput) continue;
      if (value && e.startTime - last < 1000 && e.startTime - first < 5000) { value += e.value; last = e.startTime; }
      else { value = e.value; first = last = e.startTime; }
      window.__vitals.cls = Math.max(window.__vitals.cls, value); } }).observe({ type: 'layout-shift', buffered: true }); })();
`;

async function quiet(page: Page, inflight: () => number, forMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (inflight() > 0) since = Date.now();
    else if (Date.now() - since >= forMs) return;
    await page.waitForTimeout(100);
  }
}

async function loadOnce(browser: Browser, origin: string, target: Target): Promise<Sample> {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    // What a phone's Chrome says it is (the server lays a page out for a phone by it).
    userAgent: PHONE_USER_AGENT,
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await page.addInitScript(OBSERVER);

  const scripts = new Map<string, string>();
  const pending = new Set<string>();
  let jsBytes = 0;
  let jsTransferred = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; type?: string; request: { url: string } }) => {
    pending.add(e.requestId);
    requests++;
    if (e.type === 'Script' || /\.m?js(\?|$)/.test(new URL(e.request.url).pathname)) scripts.set(e.requestId, e.request.url);
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; type?: string }) => {
    if (e.type === 'Script') scripts.set(e.requestId, scripts.get(e.requestId) ?? '');
  });
  // The compressed bodies as they came over the wire (the target's measure), and the same
  // with the response headers (what the network carried).
  cdp.on('Network.dataReceived', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    pending.delete(e.requestId);
    if (scripts.has(e.requestId)) jsTransferred += e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e: { requestId: string }) => pending.delete(e.requestId));

  const started = Date.now();
  await page.goto(origin + target.path, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForSelector(target.ready, { state: 'visible', timeout: 120_000 });
  const shownAt = Date.now() - started;
  // Late images and chunks still count (LCP, layout shifts, bytes): wait until the network is quiet.
  await quiet(page, () => pending.size, 2000, 60_000);
  const vitals = (await page.evaluate('window.__vitals')) as { fcp: number | null; lcp: number | null; lcpElement: string | null; cls: number };
  await context.close();
  return { fcpMs: vitals.fcp, lcpMs: vitals.lcp, lcpElement: vitals.lcpElement, cls: vitals.cls, jsBytes, jsTransferred, jsFiles: scripts.size, requests, shownMs: shownAt };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    const clientDir = args.clientDir ?? path.join(tmp, 'client');
    if (!args.clientDir) build(clientDir);
    const started = await startServer(clientDir, path.join(tmp, 'bench.db'));
    server = started.child;
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs, headless: true });
    await assetsPrecompressed(started.origin, clientDir);
    const pages = await targets(started.origin);
    const results: PageResult[] = [];
    for (const target of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < args.runs; i++) {
        const s = await loadOnce(browser, started.origin, target);
        console.log(`${target.name} #${i + 1}: FCP ${s.fcpMs?.toFixed(0)} ms, LCP ${s.lcpMs?.toFixed(0)} ms (${s.lcpElement ?? '?'}), CLS ${s.cls.toFixed(3)}, JS ${(s.jsBytes / 1024).toFixed(1)} KB compressed (${s.jsFiles} files, ${(s.jsTransferred / 1024).toFixed(1)} KB with headers), shown ${s.shownMs} ms`);
        samples.push(s);
      }
      results.push({ page: target.name, path: target.path, samples, median: medianOf(samples) });
    }
    const table = resultTable(results);
    console.log(`\n${table}`);
    const out = {
      label: args.label,
      date: new Date().toISOString(),
      profile: PROFILE,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
      chromium: browser.version(),
      results,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, `bench/results/web-first-load-${args.label}.json`), JSON.stringify(out, null, 2) + '\n');
    if (args.readme) {
      const readme = path.join(root, 'bench/README.md');
      fs.writeFileSync(readme, readmeWithSection(fs.readFileSync(readme, 'utf8'), args.label, table, out.date));
      console.log('bench/README.md: the first-load table updated');
    }
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
