/**
 * `npm run bench:onsale [-- --listeners N --concurrency C --seconds S --db sqlite|postgres --instances N --json FILE]`:
 * an on-sale morning on the stadium (≈60k seats), in one run. The server runs in its own
 * process on a freshly seeded temporary database; this process is the load:
 *
 * - N open maps listening for seat changes (GET /api/scheme/live, Server-Sent Events), on a
 *   thread of their own (listeners.ts);
 * - B buyers (browser sessions) at C requests in flight, each request a random buyer's: 40% read the afisha (half of them revisits with the
 *   ETag they got), 30% view the map, 30% hold seats (1–2 stadium seats an order);
 * - before the mix, each read alone, to take the server's CPU per request of that kind.
 *
 * It prints throughput and p50/p99 per kind, bytes per map view and per afisha, server CPU
 * per request, and change-to-screen latency: from a hold's answer to each listener's
 * receipt of those seats (and, as an upper bound, from the hold's request).
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { eventHash } from '../../server/seed/ids';
import { seededDb, startBenchServer } from '../api/bench-server';
import { countedDatabaseUrl, type WireCounter } from '../api/pg-wire-counter';
import { postgresCpuSeconds } from '../api/postgres-cpu';
import { arg } from '../cli-arg';
import type { HoldTimes, ListenersInput, LiveFigures } from './listeners';
import { ordersScans } from './pg-scans';
import { sampleWaits } from './pg-waits';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`npm run bench:onsale [-- options]

  --listeners N     open maps listening for seat changes (default 1000)
  --concurrency C   buyers' requests in flight (default 32)
  --buyers B        distinct buyers (browser sessions) the requests come from (default 1000)
  --seconds S       length of the mix (default 20)
  --db sqlite|postgres   the database (default sqlite; postgres starts a throwaway server)
  --instances N     server processes sharing the port (the server's INSTANCES, node:cluster; default 1)
  --pool N          (postgres) connections per server process (DATABASE_POOL; default the server's, 10)
  --round-trips     (postgres) relay the server's connections through a counter of the wire protocol:
                    round trips per request of the mix and the statements they are (the relay costs CPU)
  --pg-waits        (postgres) sample pg_stat_activity every 10 ms during the mix: what the
                    backends wait for (a statement each time: take throughput from runs without it)
  --json FILE       also write the run as JSON
  --help            this text`);
  process.exit(0);
}
const LISTENERS = Number(arg('listeners', '1000'));
const CONCURRENCY = Number(arg('concurrency', '32'));
const BUYERS = Number(arg('buyers', '1000'));
const SECONDS = Number(arg('seconds', '20'));
const DB = arg('db', 'sqlite');
const INSTANCES = Number(arg('instances', '1'));
const JSON_OUT = arg('json', '');
const POOL = arg('pool', '');
const ROUND_TRIPS = process.argv.includes('--round-trips');
const PG_WAITS = process.argv.includes('--pg-waits');
if ((ROUND_TRIPS || PG_WAITS || POOL) && DB !== 'postgres') throw new Error('--pool, --round-trips and --pg-waits are for --db postgres');
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error('--db must be sqlite or postgres');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1) throw new Error('--instances must be a whole number from 1');
if (!Number.isInteger(BUYERS) || BUYERS < 1) throw new Error('--buyers must be a whole number from 1');
const SECRET = crypto.randomBytes(32).toString('hex');
/** Every buyer and listener comes from this one address: the per-client limits are off. */
const UNLIMITED = { RATE_LIMIT_ORDER: '0', ORDER_CAPTCHA_AFTER: '0', HOLD_LIMIT: '0', HOLD_LIMIT_ADDRESS: '0', LIVE_MAX_PER_ADDRESS: '0' };

const startServer = (url: string) => startBenchServer(url, SECRET, { ...UNLIMITED, INSTANCES: String(INSTANCES), ...(POOL ? { DATABASE_POOL: POOL } : {}) });

// node:http with keep-alive: fetch costs the load generator several times more CPU, taken
// from the server on a 2-core machine.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, noDelay: true });

interface Answer {
  status: number;
  /** Bytes of the body on the wire (compressed as sent). */
  bytes: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, body, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

interface Session {
  cookie: string;
  token: string;
}

async function session(base: string): Promise<Session> {
  const res = await request(`${base}/api/token`);
  return { cookie: String(res.headers['set-cookie']![0]).split(';')[0]!, token: (JSON.parse(res.body.toString()) as { response: string }).response };
}

const post = (base: string, s: Session, p: string, body: unknown, headers: Record<string, string> = {}) =>
  request(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': s.token, cookie: s.cookie, ...headers },
    body: JSON.stringify(body),
  });

/** A process's user + system CPU seconds and its parent's pid, from /proc. */
function procStat(pid: number | string): { cpu: number; ppid: number } | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/**
 * The server's CPU seconds: its process and, with --instances, the instances it forked
 * (running children are not in the parent's own figures until they exit).
 */
function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const own = procStat(pid);
  if (!own) return null;
  let cpu = own.cpu;
  if (INSTANCES > 1) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const st = procStat(entry);
      if (st?.ppid === pid) cpu += st.cpu;
    }
  }
  return cpu;
}

/** A worker's source that loads a TypeScript module through tsx (Node 20's workers do not take `--import tsx`). */
const tsWorker = (url: URL) => `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const round = (x: number, d = 1) => +x.toFixed(d);

async function main() {
  const database = await seededDb(DB as 'sqlite' | 'postgres', 'bench-onsale-');
  let server: { child: ChildProcess; base: string } | undefined;
  let listeners: Worker | undefined;
  let counter: WireCounter | undefined;
  try {
    let serverUrl = database.url;
    if (ROUND_TRIPS) ({ counter, url: serverUrl } = await countedDatabaseUrl(database.url));
    server = await startServer(serverUrl);
    const { base } = server;
    const pid = server.child.pid;
    const catalogue = loadCatalogue();
    const stadiumVenue = catalogue.venues.find((v) => v.hall === 'stadium')!.seatroot_id;
    const event = catalogue.events.find((e) => e.useseatsvg === 1 && e.seatroot_id === stadiumVenue && e.sale === 'open')!;
    const hash = eventHash(event.slug);
    const s0 = await session(base);
    const scheme = JSON.parse((await post(base, s0, '/api/scheme', { hash })).body.toString()).response as { calendar: { calendar_id: number }[]; checkboxList: { id: number }[] };
    const calendarId = scheme.calendar.at(-1)!.calendar_id;
    const fullMap = JSON.parse((await post(base, s0, '/api/scheme/map', { hash, calendar_id: calendarId })).body.toString()).response as { seat_numbers: { seat_id: number }[] };
    const seats = fullMap.seat_numbers.map((x) => x.seat_id);
    // Holds spread over the hall, as buyers pick all over it.
    for (let i = seats.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [seats[i], seats[j]] = [seats[j]!, seats[i]!];
    }
    const checkboxList = scheme.checkboxList.map((c) => ({ id: c.id, checked: 1 }));
    const orderBody = (ids: number[]) => ({
      fio: 'Нагрузочный Тест', phone: '+79161234567', email: 'bench@example.ru', re_email: 'bench@example.ru',
      hash, lang: 'ru', calendarId, checkboxList, crmClient: {}, tickets: ids.map((seat_id) => ({ seat_id })),
    });

    // The map as a phone reads it: the split documents when the server has them (geometry
    // at its content hash, fetched once and then revalidated; the session's availability),
    // else the platform's POST /api/scheme/map.
    const availabilityUrl = `${base}/api/scheme/availability?hash=${hash}&calendar_id=${calendarId}`;
    const probe = await request(availabilityUrl, { headers: { cookie: s0.cookie } });
    const split = probe.status === 200;
    const hallHash = split ? (JSON.parse(probe.body.toString()).response as { hall: string }).hall : '';
    const geometryUrl = `${base}/api/scheme/hall/${hallHash}`;
    let geometryEtag = '';
    let geometryFirstBytes = 0;
    if (split) {
      const g = await request(geometryUrl, { headers: { 'accept-encoding': 'br, gzip' } });
      geometryEtag = String(g.headers.etag ?? '');
      geometryFirstBytes = g.bytes;
    }
    const encodings = { 'accept-encoding': 'br, gzip' };
    const mapView = async (s: Session): Promise<Answer[]> => {
      if (!split) return [await post(base, s, '/api/scheme/map', { hash, calendar_id: calendarId }, encodings)];
      // A repeat visit: the geometry from the HTTP cache, revalidated (304, no body).
      return Promise.all([
        request(availabilityUrl, { headers: { ...encodings, cookie: s.cookie } }),
        request(geometryUrl, { headers: { ...encodings, 'if-none-match': geometryEtag } }),
      ]);
    };
    let afishaEtag = String((await request(`${base}/api/afisha`, { headers: encodings })).headers.etag ?? '');
    const afishaRead = async (revisit: boolean) => {
      const a = await request(`${base}/api/afisha`, { headers: { ...encodings, ...(revisit && afishaEtag ? { 'if-none-match': afishaEtag } : {}) } });
      if (a.status === 200 && a.headers.etag) afishaEtag = String(a.headers.etag);
      return a;
    };

    // The buyers: each request of the mix is one buyer's, picked at random; a buyer holds a
    // few seats by the end, as on a real on-sale (32 buyers holding hundreds each made every
    // map view's document long and the buyer's own).
    const sessions: Session[] = [];
    for (let i = 0; i < BUYERS; i += 50) sessions.push(...(await Promise.all(Array.from({ length: Math.min(50, BUYERS - i) }, () => session(base)))));
    const anyBuyer = () => sessions[Math.floor(Math.random() * sessions.length)]!;
    let seatCursor = 0;
    const takeSeats = (n: number) => {
      const out = seats.slice(seatCursor, seatCursor + n);
      seatCursor += n;
      return out;
    };

    // Warm-up: JIT, statement caches, the kept answers.
    for (let i = 0; i < 30; i++) {
      await afishaRead(i % 2 === 0);
      await mapView(sessions[i % sessions.length]!);
      await post(base, sessions[i % sessions.length]!, '/api/order/create-scheme', orderBody(takeSeats(1)));
    }

    // Each read alone: the server's CPU per request of that kind (listeners not open yet).
    const solo = async (kind: string, n: number, fn: (i: number) => Promise<unknown>) => {
      const before = processCpuSeconds(pid);
      let next = 0;
      const t0 = performance.now();
      await Promise.all(Array.from({ length: 8 }, async () => {
        while (next < n) await fn(next++);
      }));
      const after = processCpuSeconds(pid);
      const seconds = (performance.now() - t0) / 1000;
      return { kind, requests: n, perSecond: Math.round(n / seconds), serverCpuMs: before === null || after === null ? null : round(((after - before) * 1000) / n, 2) };
    };
    const soloRuns = [
      await solo('afisha (first visit, 200)', 1000, () => afishaRead(false)),
      await solo('afisha (revisit, 304)', 1000, () => afishaRead(true)),
      await solo(split ? 'map view (availability + geometry 304)' : 'map view (POST /api/scheme/map)', split ? 1000 : 50, (i) => mapView(sessions[i % sessions.length]!)),
      await solo('order (hold 1 seat)', 500, (i) => post(base, sessions[i % sessions.length]!, '/api/order/create-scheme', orderBody(takeSeats(1)))),
    ];

    // The open maps, on their own thread (bench/onsale/listeners.ts says why).
    listeners = new Worker(tsWorker(new URL('./listeners.ts', import.meta.url)), { eval: true, workerData: { base, calendarId, count: LISTENERS } satisfies ListenersInput });
    const worker = listeners;
    const fromWorker = <T>(key: 'opened' | 'figures') =>
      new Promise<T>((resolve, reject) => {
        const onMessage = (m: Record<string, unknown>) => {
          if (m.error) reject(new Error(String(m.error)));
          else if (key in m) {
            worker.off('message', onMessage);
            resolve(m[key] as T);
          }
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
      });
    const openMs = LISTENERS ? await fromWorker<number>('opened') : 0;
    // Holds' times go to the maps' thread in batches (absolute ms, as that thread reads them).
    let answered: HoldTimes[] = [];
    const sendHolds = () => {
      if (answered.length) worker.postMessage({ holds: answered });
      answered = [];
    };
    const holdClock = setInterval(sendHolds, 10);

    // The mix.
    type Kind = 'afisha' | 'map' | 'order';
    const lat: Record<Kind, number[]> = { afisha: [], map: [], order: [] };
    const bytes: Record<Kind, number> = { afisha: 0, map: 0, order: 0 };
    const failures: Record<Kind, number> = { afisha: 0, map: 0, order: 0 };
    let afisha304 = 0;
    let holds = 0;
    const pgPort = DB === 'postgres' ? Number(new URL(database.url).port) : 0;
    const waits = PG_WAITS ? await sampleWaits(database.url, 10) : undefined;
    counter?.reset();
    const scansBefore = DB === 'postgres' ? await ordersScans(database.url) : undefined;
    const pgCpuBefore = pgPort ? postgresCpuSeconds(pgPort) : null;
    const cpuBefore = processCpuSeconds(pid);
    const serverLoopBefore = await serverLoopDelay(base);
    const loadBefore = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    let n = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const s = anyBuyer();
        const r = (n++ * 7919) % 10;
        const kind: Kind = r < 4 ? 'afisha' : r < 7 ? 'map' : 'order';
        const t0 = performance.now();
        if (kind === 'afisha') {
          const a = await afishaRead(r % 2 === 0);
          if (a.status === 304) afisha304++;
          else if (a.status !== 200) failures.afisha++;
          bytes.afisha += a.bytes;
        } else if (kind === 'map') {
          const answers = await mapView(s);
          for (const a of answers) {
            bytes.map += a.bytes;
            if (a.status !== 200 && a.status !== 304) failures.map++;
          }
        } else {
          const ids = takeSeats(1 + (r % 2));
          const res = await post(base, s, '/api/order/create-scheme', orderBody(ids));
          const done = performance.now();
          for (const id of ids) answered.push([id, performance.timeOrigin + t0, performance.timeOrigin + done]);
          holds++;
          bytes.order += res.bytes;
          if (res.status !== 200) failures.order++;
        }
        lat[kind].push(performance.now() - t0);
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    loopDelay.disable();
    const cpuAfter = processCpuSeconds(pid);
    const pgCpuAfter = pgPort ? postgresCpuSeconds(pgPort) : null;
    const wire = counter?.snapshot();
    const pgWaits = await waits?.stop();
    const load = process.cpuUsage(loadBefore);
    const serverLoop = loopDelayOver(serverLoopBefore, await serverLoopDelay(base));
    // The last holds' changes: wait for the listeners to have them (a poll or two).
    sendHolds();
    await new Promise((r) => setTimeout(r, 1500));
    // Read after the pause: the backends have reported the mix's scans by then.
    const scansAfter = scansBefore ? await ordersScans(database.url) : undefined;
    clearInterval(holdClock);
    sendHolds();
    const figuresPromise = fromWorker<LiveFigures>('figures');
    worker.postMessage({ finish: true });
    const live = await figuresPromise;

    const total = lat.afisha.length + lat.map.length + lat.order.length;
    for (const k of Object.keys(lat) as Kind[]) lat[k].sort((a, b) => a - b);
    const received = live.messages;
    const result = {
      database: DB, instances: INSTANCES, listeners: LISTENERS, concurrency: CONCURRENCY, seconds: round(seconds),
      mapPath: split ? 'split: GET availability + geometry (304 on a repeat visit)' : 'POST /api/scheme/map',
      geometryFirstVisitBytes: split ? geometryFirstBytes : undefined,
      solo: soloRuns,
      mix: Object.fromEntries((Object.keys(lat) as Kind[]).map((k) => [k, {
        requests: lat[k].length, perSecond: Math.round(lat[k].length / seconds), failures: failures[k],
        p50ms: round(pct(lat[k], 50)), p99ms: round(pct(lat[k], 99)), maxms: round(lat[k].at(-1) ?? NaN),
        bytesPerRequest: Math.round(bytes[k] / Math.max(1, lat[k].length)),
      }])),
      afisha304Share: round(afisha304 / Math.max(1, lat.afisha.length), 2),
      requestsPerSecond: Math.round(total / seconds),
      serverCpuMsPerRequestInMix: cpuBefore === null || cpuAfter === null ? null : round(((cpuAfter - cpuBefore) * 1000) / total, 2),
      serverCpuPercentInMix: cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) / seconds) * 100),
      postgresCpuPercentInMix: pgCpuBefore === null || pgCpuAfter === null ? undefined : Math.round(((pgCpuAfter - pgCpuBefore) / seconds) * 100),
      pool: POOL ? Number(POOL) : undefined,
      /** --round-trips: exchanges with PostgreSQL per request of the mix, in all and by statement (through the relay). */
      roundTripsPerRequest: wire ? round(wire.roundTrips / total, 2) : undefined,
      roundTripsByStatement: wire
        ? Object.fromEntries([...wire.byStatement].sort((a, b) => b[1] - a[1]).map(([sql, n]) => [sql, round(n / total, 3)]))
        : undefined,
      /** PostgreSQL: sequential scans of `orders` per hold of the mix (its rows' foreign-key checks should take the key). */
      ordersSeqScansPerHold: scansBefore && scansAfter ? round((scansAfter.seq - scansBefore.seq) / Math.max(1, holds), 2) : undefined,
      /** --pg-waits: mean backends per sample of pg_stat_activity, by type, state and wait event. */
      postgresWaits: pgWaits,
      loadGeneratorCpuPercent: Math.round(((load.user + load.system) / 1e6 / seconds) * 100),
      // The buyers' own event loop: its lag is in every latency above, so it is shown beside them.
      buyersLoopLagP99ms: round(loopDelay.percentile(99) / 1e6), buyersLoopLagMaxms: round(loopDelay.max / 1e6),
      // The server's (one instance's, with --instances): its histogram in /metrics, read before and after the mix.
      serverLoopDelay: serverLoop,
      listenersOpenMs: Math.round(openMs),
      live: { holds, messagesReceived: received, ...live },
      targets: { mapAndOrderP99ms: 50, afishaCpuMs: 2, mapCpuMs: 5, liveP99ms: 1000 },
      cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((x) => round(x, 2)),
    };

    console.log(`\nOn-sale on the stadium (${seats.length.toLocaleString('en')} seats free at the start), ${DB}, ${INSTANCES === 1 ? 'one server process' : `${INSTANCES} server processes (INSTANCES)`}; ${LISTENERS} open maps; ${CONCURRENCY} in flight for ${result.seconds} s\n`);
    console.log('Each read alone (8 in flight, no listeners):\n');
    console.log('| request | requests | per second | server CPU per request |');
    console.log('|---|---:|---:|---:|');
    for (const r of soloRuns) console.log(`| ${r.kind} | ${r.requests} | ${r.perSecond} | ${r.serverCpuMs ?? '–'} ms |`);
    console.log(`\nThe mix (40% afisha, half of them revisits with the ETag; 30% map views, ${result.mapPath}; 30% holds of 1–2 seats):\n`);
    console.log('| kind | requests | per second | failures | p50 ms | p99 ms | max ms | bytes per request |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [k, v] of Object.entries(result.mix)) console.log(`| ${k} | ${v.requests} | ${v.perSecond} | ${v.failures} | ${v.p50ms} | ${v.p99ms} | ${v.maxms} | ${v.bytesPerRequest} |`);
    console.log(`\nThroughput ${result.requestsPerSecond} requests/s; server CPU ${result.serverCpuMsPerRequestInMix} ms per request in the mix (${result.serverCpuPercentInMix}% of a core); the load generator used ${result.loadGeneratorCpuPercent}% of a core (both threads); the buyers' event loop lagged ${result.buyersLoopLagP99ms} ms at p99, ${result.buyersLoopLagMaxms} ms at most.`);
    if (result.postgresCpuPercentInMix !== undefined) console.log(`PostgreSQL's processes used ${result.postgresCpuPercentInMix}% of a core in the mix${POOL ? ` (pool of ${POOL})` : ''}; ${result.ordersSeqScansPerHold} sequential scans of orders a hold.`);
    if (wire) {
      console.log(`Round trips to PostgreSQL per request of the mix: ${result.roundTripsPerRequest} (through the counting relay):`);
      for (const [sql, n] of Object.entries(result.roundTripsByStatement!).filter(([, n]) => n >= 0.005)) console.log(`  ${n.toFixed(3).padStart(6)}  ${sql}`);
    }
    if (pgWaits) {
      console.log(`PostgreSQL's backends in the mix (mean per sample of pg_stat_activity, ${pgWaits.samples} samples):`);
      for (const [k, n] of Object.entries(pgWaits.meanBackends).filter(([, n]) => n >= 0.01)) console.log(`  ${n.toFixed(2).padStart(6)}  ${k}`);
    }
    const sl = result.serverLoopDelay;
    console.log(`The server's event loop${INSTANCES > 1 ? ' (one instance)' : ''} in the mix: ${sl.wakeUps} wake-ups every 20 ms; late by ≤ ${sl.p50ms} ms at p50, ≤ ${sl.p99ms} ms at p99; ${sl.over50ms} late by more than 50 ms.`);
    if (split) console.log(`Geometry on a first visit: ${geometryFirstBytes.toLocaleString('en')} bytes (then 304s).`);
    console.log(`\nLive: ${LISTENERS} listeners opened in ${result.listenersOpenMs} ms; ${holds} holds; ${received.toLocaleString('en')} messages received; hold answer → listener p50 ${result.live.fromAnswerP50ms} ms, p99 ${result.live.fromAnswerP99ms} ms, max ${result.live.fromAnswerMaxms} ms (from the hold's request: p99 ${result.live.fromRequestP99ms} ms); ${(result.live.withinOneSecond * 100).toFixed(2)}% within 1 s.`);
    const mapOk = result.mix.map!.p99ms <= 50 && result.mix.order!.p99ms <= 50;
    console.log(`\nTargets: map and order p99 ≤ 50 ms in the mix: ${mapOk ? 'met' : 'not met'}; afisha CPU ≤ 2 ms: ${(soloRuns[0]!.serverCpuMs ?? Infinity) <= 2 ? 'met' : 'not met'}; 1,000 listeners within 1 s at p99: ${result.live.fromAnswerP99ms <= 1000 && LISTENERS >= 1000 ? 'met' : 'not met'} (${result.cpus} CPUs, load average ${result.loadAverage.join(', ')}).`);
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(result, null, 2));
  } finally {
    await listeners?.terminate();
    agent.destroy();
    if (server) {
      const child = server.child;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await counter?.close();
    database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** The server's event-loop delay histogram (server/http/loop-delay.ts): bucket upper bound in s → count. */
async function serverLoopDelay(base: string): Promise<Map<number, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const out = new Map<number, number>();
  for (const m of text.matchAll(/^storefront_event_loop_delay_seconds_bucket\{le="([^"]+)"\} (\d+)$/gm)) out.set(m[1] === '+Inf' ? Infinity : Number(m[1]), Number(m[2]));
  return out;
}

/** The delays between two readings of the histogram: wake-ups, the bucket bounds of p50 and p99 (ms), those over 50 ms. */
function loopDelayOver(before: Map<number, number>, after: Map<number, number>) {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const cumulative = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const total = cumulative.at(-1) ?? 0;
  const bound = (q: number) => {
    const i = cumulative.findIndex((c) => c >= q * total);
    return i < 0 ? NaN : bounds[i]! * 1000;
  };
  const at50 = cumulative[bounds.indexOf(0.05)] ?? 0;
  return { wakeUps: total, p50ms: bound(0.5), p99ms: bound(0.99), over50ms: total - at50 };
}
