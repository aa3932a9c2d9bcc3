/**
 * `npm run bench:api [-- --orders N --concurrency C --db sqlite|postgres --instances N --json FILE]`:
 * seat-hold order creation throughput and latency. The server runs in its own process (as in
 * production), or N of them on one database, on a freshly seeded temporary database (a SQLite
 * file, or a throwaway PostgreSQL server from Debian's binaries); this process is the load.
 *
 * One Node process serves requests one at a time, so by Little's law latency is about
 * concurrency ÷ throughput: 16 in flight at 1,000 orders/s is 16 ms each. More in flight
 * only queues longer inside the server (32 doubles the latency for the same throughput).
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { openDatabase } from '../../server/db/open';
import { eventHash } from '../../server/seed/ids';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { seededDb, startBenchServer } from './bench-server';
import { arg } from '../cli-arg';
import { countedDatabaseUrl, type WireCounter } from './pg-wire-counter';
import { postgresCpuSeconds } from './postgres-cpu';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`npm run bench:api [-- options]

Seat-hold order creation (POST /api/order/create-scheme, one stadium seat per order)
against the reference server in its own process on a freshly seeded temporary database.

  --orders N        orders to create (default 5000; at most the stadium's free seats)
  --concurrency C   requests in flight at once, each buyer with its own session (default 16)
  --db sqlite|postgres   the database (default sqlite; postgres starts a throwaway server)
  --instances N     server processes on the one database, buyers spread over them (default 1)
  --pool N          (postgres) connections per server process (DATABASE_POOL; default the
                    server's, 10)
  --batch N         (postgres) seat orders per statement at most (ORDER_BATCH; default the
                    server's, 32; 1: each order its own statement)
  --hold-limits N    the per-client and per-address caps on held places on, at N each (default
                    off; every order comes from one address, so N must exceed the orders), to
                    measure the hold path with its caps' locks and counts
  --round-trips     (postgres) relay the servers' connections through a counter of the wire
                    protocol: round trips per order and the statements they are (adds a
                    relay's CPU: take throughput from runs without it)
  --json FILE       also write the run as JSON
  --help            this text`);
  process.exit(0);
}
const ORDERS = Number(arg('orders', '5000'));
const CONCURRENCY = Number(arg('concurrency', '16'));
const JSON_OUT = arg('json', '');
const DB = arg('db', 'sqlite');
const INSTANCES = Number(arg('instances', '1'));
const ROUND_TRIPS = process.argv.includes('--round-trips');
const POOL = arg('pool', '');
const BATCH = arg('batch', '');
const HOLD_LIMITS = arg('hold-limits', '');
if (HOLD_LIMITS && !(Number(HOLD_LIMITS) > 0)) throw new Error('--hold-limits must be a positive number');
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error('--db must be sqlite or postgres');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 16) throw new Error('--instances must be from 1 to 16');
if (ROUND_TRIPS && DB !== 'postgres') throw new Error('--round-trips counts PostgreSQL\'s wire protocol: use it with --db postgres');
/** Every order comes from this one address: the anti-hoarding limits are off (0) for the bench unless --hold-limits. */
const UNLIMITED = { RATE_LIMIT_ORDER: '0', ORDER_CAPTCHA_AFTER: '0', HOLD_LIMIT: '0', HOLD_LIMIT_ADDRESS: '0' };
/** Our server's session secret: its CSRF tokens prove that the server answering is ours. */
const SECRET = crypto.randomBytes(32).toString('hex');

const seededDbForBench = () => seededDb(DB as 'sqlite' | 'postgres', 'bench-api-');
const startServer = (url: string) =>
  startBenchServer(url, SECRET, { ...UNLIMITED, ...(POOL ? { DATABASE_POOL: POOL } : {}), ...(BATCH ? { ORDER_BATCH: BATCH } : {}), ...(HOLD_LIMITS ? { HOLD_LIMIT: HOLD_LIMITS, HOLD_LIMIT_ADDRESS: HOLD_LIMITS } : {}) });

interface Session {
  base: string;
  cookie: string;
  token: string;
}

async function session(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/token`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return { base, cookie: res.headers.get('set-cookie')!.split(';')[0]!, token: ((await res.json()) as { response: string }).response };
}

// Plain node:http with keep-alive: fetch costs the load generator several times more CPU,
// and on a 2-core machine that CPU is taken from the server being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, noDelay: true });

function post(s: Session, p: string, body: unknown): Promise<{ status: number; body: { response: Record<string, unknown> } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${s.base}${p}`,
      {
        method: 'POST', agent,
        headers: {
          'content-type': 'application/json', 'content-length': Buffer.byteLength(payload),
          'X-CSRF-TOKEN': s.token, cookie: s.cookie, 'X-Requested-With': 'XMLHttpRequest',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { response: Record<string, unknown> } });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setNoDelay(true);
    req.end(payload);
  });
}

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const cpuOf = (pids: (number | undefined)[]) => {
  const each = pids.map(processCpuSeconds);
  return each.some((x) => x === null) ? null : each.reduce((a, b) => a! + b!, 0)!;
};

async function main() {
  const database = await seededDbForBench();
  const servers: { child: ChildProcess; base: string }[] = [];
  let counter: WireCounter | undefined;
  try {
    let serverUrl = database.url;
    if (ROUND_TRIPS) ({ counter, url: serverUrl } = await countedDatabaseUrl(database.url));
    // One after the other: the first tops the calendar up, the others find it done.
    for (let i = 0; i < INSTANCES; i++) servers.push(await startServer(serverUrl));
    const bases = servers.map((x) => x.base);
    const catalogue = loadCatalogue();
    const stadiumVenue = catalogue.venues.find((v) => v.hall === 'stadium')!.seatroot_id;
    const event = catalogue.events.find((e) => e.useseatsvg === 1 && e.seatroot_id === stadiumVenue && e.sale === 'open')!;
    const hash = eventHash(event.slug);
    const s0 = await session(bases[0]!);
    const scheme = (await post(s0, '/api/scheme', { hash })).body.response as { calendar: { calendar_id: number }[]; checkboxList: { id: number }[] };
    const calendarId = scheme.calendar.at(-1)!.calendar_id;
    const map = (await post(s0, '/api/scheme/map', { hash, calendar_id: calendarId })).body.response as { seat_numbers: { seat_id: number }[] };
    const seats = map.seat_numbers.map((x) => x.seat_id);
    if (seats.length < ORDERS) throw new Error(`only ${seats.length} free seats for ${ORDERS} orders`);
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => session(bases[i % bases.length]!)));
    const checkboxList = scheme.checkboxList.map((c) => ({ id: c.id, checked: 1 }));
    const body = (seat: number) => ({
      fio: 'Нагрузочный Тест', phone: '+79161234567', email: 'bench@example.ru', re_email: 'bench@example.ru',
      hash, lang: 'ru', calendarId, checkboxList, crmClient: {}, tickets: [{ seat_id: seat }],
    });

    // Warm-up: JIT and statement caches, on every instance.
    for (let i = 0; i < 50 * bases.length; i++) await post(sessions[i % sessions.length]!, '/api/order/create-scheme', body(seats[seats.length - 1 - i]!));

    counter?.reset();
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const pids = servers.map((x) => x.child.pid);
    const serverCpuBefore = cpuOf(pids);
    const pgPort = DB === 'postgres' ? Number(new URL(database.url).port) : 0;
    const pgCpuBefore = pgPort ? postgresCpuSeconds(pgPort) : null;
    await Promise.all(sessions.map(async (s) => {
      while (next < ORDERS) {
        const seat = seats[next++]!;
        const t0 = performance.now();
        const res = await post(s, '/api/order/create-scheme', body(seat));
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures++;
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    const wire = counter?.snapshot();
    // Every seat in at most one live order, and a hold for each order placed.
    const check = openDatabase(database.url);
    const oversold = (await check.all(
      `SELECT l.seat_id FROM order_lines l JOIN orders o ON o.order_id = l.order_id
        WHERE l.calendar_id = ? AND l.seat_id IS NOT NULL AND o.status IN (0, 20) GROUP BY l.seat_id HAVING COUNT(*) > 1`,
      [calendarId],
    )).length;
    const holds = Number((await check.get<{ n: number }>('SELECT COUNT(*) AS n FROM seat_holds WHERE calendar_id = ?', [calendarId]))!.n);
    await check.close();
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpuAfter = cpuOf(pids);
    const pgCpuAfter = pgPort ? postgresCpuSeconds(pgPort) : null;
    const serverCpuMsPerOrder = serverCpuBefore === null || serverCpuAfter === null ? null : +(((serverCpuAfter - serverCpuBefore) * 1000) / ORDERS).toFixed(3);
    const loadCpuShare = Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100);
    latencies.sort((a, b) => a - b);
    const result = {
      database: DB, instances: INSTANCES, pool: POOL ? Number(POOL) : undefined, batch: BATCH ? Number(BATCH) : undefined, holdLimits: HOLD_LIMITS ? Number(HOLD_LIMITS) : undefined,
      orders: ORDERS, concurrency: CONCURRENCY, failures,
      /** Seats in more than one live order after the run (must be 0), and the session's seat holds (orders + warm-up). */
      oversoldSeats: oversold, seatHolds: holds,
      ordersPerSecond: Math.round(ORDERS / seconds),
      p50ms: +pct(latencies, 50).toFixed(1), p95ms: +pct(latencies, 95).toFixed(1), p99ms: +pct(latencies, 99).toFixed(1), maxms: +latencies.at(-1)!.toFixed(1),
      target: { ordersPerSecond: 1000, p99ms: 50 },
      cpus: os.cpus().length, node: process.version,
      /** CPU the load generator itself used, in % of one core: the two processes share the machine. */
      loadGeneratorCpuPercent: loadCpuShare,
      /** Server CPU per order (all instances; PostgreSQL's own processes not counted): the figure least disturbed by other work on a shared machine. */
      serverCpuMsPerOrder,
      /** Orders per second one server core could take at that CPU cost. */
      oneCoreCapacity: serverCpuMsPerOrder ? Math.round(1000 / serverCpuMsPerOrder) : null,
      /** PostgreSQL's own CPU per order (its postmaster and backends on this machine). */
      postgresCpuMsPerOrder: pgCpuBefore === null || pgCpuAfter === null ? undefined : +(((pgCpuAfter - pgCpuBefore) * 1000) / ORDERS).toFixed(3),
      loadAverage: os.loadavg().map((x) => +x.toFixed(2)),
      /** --round-trips: exchanges with PostgreSQL per order, in all and by statement (through the relay). */
      roundTripsPerOrder: wire ? +(wire.roundTrips / ORDERS).toFixed(2) : undefined,
      roundTripsByStatement: wire
        ? Object.fromEntries([...wire.byStatement].sort((a, b) => b[1] - a[1]).map(([sql, n]) => [sql, +(n / ORDERS).toFixed(3)]))
        : undefined,
    };
    console.log('\nSeat-hold order creation (POST /api/order/create-scheme, one stadium seat per order)\n');
    console.log('| database | instances | orders | concurrency | failures | orders/s | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(`| ${DB} | ${INSTANCES} | ${result.orders} | ${result.concurrency} | ${result.failures} | ${result.ordersPerSecond} | ${result.p50ms} | ${result.p95ms} | ${result.p99ms} | ${result.maxms} |`);
    if (serverCpuMsPerOrder) console.log(`\nServer CPU per order: ${serverCpuMsPerOrder} ms, i.e. one core's capacity ≈ ${result.oneCoreCapacity} orders/s.`);
    if (result.postgresCpuMsPerOrder !== undefined) console.log(`PostgreSQL's CPU per order: ${result.postgresCpuMsPerOrder} ms.`);
    console.log(`Load average at the end: ${result.loadAverage.join(', ')}.`);
    console.log(`\nSeats sold twice: ${oversold}; seat holds: ${holds} (orders placed, warm-up included: ${ORDERS - failures + 50 * bases.length}).`);
    console.log(`\nTarget: ≥ 1,000 orders/s with p99 < 50 ms: ${result.ordersPerSecond >= 1000 && result.p99ms < 50 ? 'met' : 'not met'} (${result.cpus} CPUs, Node ${result.node}; the load generator used ${loadCpuShare} % of a core).`);
    if (wire) {
      console.log(`\nRound trips to PostgreSQL per order: ${result.roundTripsPerOrder} (through the counting relay: its throughput is not the figure to take)`);
      for (const [sql, n] of Object.entries(result.roundTripsByStatement!).filter(([, n]) => n >= 0.01)) console.log(`  ${n.toFixed(2).padStart(6)}  ${sql}`);
    }
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(result, null, 2));
  } finally {
    agent.destroy();
    await Promise.all(servers.map((x) => new Promise((resolve) => {
      x.child.once('exit', resolve);
      x.child.kill('SIGTERM');
    })));
    await counter?.close();
    database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
