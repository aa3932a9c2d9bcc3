/**
 * `npx tsx bench/hall/server.bench.ts [-- --requests N --sold 0.45 --held 0.1 --json FILE]`:
 * what one map view costs the server on the stadium (≈60k seats), in this process's CPU
 * (process.cpuUsage around sequential requests over loopback HTTP: routing, the handler,
 * serialisation, compression and the socket, plus this process's small share as the client,
 * and the live hub's work on changes made between requests), and what it sends:
 * - the availability document (GET /api/scheme/availability), with nothing changed between
 *   requests, and with a seat changing before every request (rebuilt from the database);
 * - the geometry (GET /api/scheme/hall/<hash>), first and again with If-None-Match;
 * - the platform's POST /api/scheme/map for comparison.
 * The stadium is filled first: --sold of its seats in paid orders, --held in unpaid ones,
 * chosen at random (the worst case for the encoding: no long runs).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/seed/prepare';
import { eventHash } from '../../server/seed/ids';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { arg } from '../cli-arg';

const REQUESTS = Number(arg('requests', '300'));
const SOLD = Number(arg('sold', '0.45'));
const HELD = Number(arg('held', '0.1'));
const JSON_OUT = arg('json', '');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
const db = openDatabase(`sqlite:${path.join(dir, 'bench.db')}`);
const now = new Date();
await migrate(db);
await prepareDatabase(db, now);
const config = { ...loadConfig({}), clientLimits: { ordersPerMinute: 0, captchaAfter: 0, heldPerClient: 0, heldPerAddress: 0, offeredPerClient: 0, offeredPerAddress: 0, demoPerMinute: 0 } };
const app = await buildApp({ db, config, now: () => new Date(), logger: false });
await app.listen({ port: Number(arg('port', '0')), host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** One request over HTTP, the body as it came on the wire (compressed). */
function httpRequest(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ statusCode: number; rawPayload: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + url, { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, rawPayload: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const catalogue = loadCatalogue();
const hallOf = (seatrootId: number) => catalogue.venues.find((v) => v.seatroot_id === seatrootId)?.hall;
const event = catalogue.events.find((e) => e.useseatsvg === 1 && e.sale === 'open' && hallOf(e.seatroot_id) === 'stadium')!;
const hash = eventHash(event.slug);
// POSTs carry a session cookie and its CSRF token, as a browser's do.
const tokenReply = await app.inject({ method: 'GET', url: '/api/token', headers: { 'x-requested-with': 'XMLHttpRequest' } });
const cookie = String(tokenReply.headers['set-cookie']).split(';')[0]!;
const postHeaders = { cookie, 'x-csrf-token': (tokenReply.json() as { response: string }).response, 'x-requested-with': 'XMLHttpRequest' };
const scheme = (await app.inject({ method: 'POST', url: '/api/scheme', payload: { hash }, headers: postHeaders })).json() as { response: { calendar: { calendar_id: number }[] } };
const calendarId = scheme.response.calendar.at(-1)!.calendar_id;

// Fill the stadium: one order per 500 seats, paid or unpaid, seats drawn at random.
const seats = await db.all<{ seat_id: number; zonelevel_id: number }>(
  `SELECT hs.seat_id, hs.zonelevel_id FROM hall_seats hs JOIN venues v ON v.hall_id = hs.hall_id WHERE v.seatroot_id = ? AND hs.st_id = 0
     AND hs.seat_id NOT IN (SELECT seat_id FROM seat_holds WHERE calendar_id = ?)`,
  [event.seatroot_id, calendarId],
);
let x = 16;
const random = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
const sold: typeof seats = [];
const held: typeof seats = [];
for (const s of seats) {
  const p = random();
  if (p < SOLD) sold.push(s);
  else if (p < SOLD + HELD) held.push(s);
}
let orderNo = 0;
/** `sid`: the browser session whose order it is (its seats are then that buyer's `mine`). */
async function fill(list: typeof seats, status: number, sid: string | null = null) {
  for (let i = 0; i < list.length; i += 500) {
    const chunk = list.slice(i, i + 500);
    await db.tx(async (tx) => {
      const { lastInsertId } = await tx.run(`INSERT INTO orders (hash, ord_num, status, created_at, reserve_until, client_sid) VALUES (?, ?, ?, ?, ?, ?)`, [
        `bench${++orderNo}`,
        `B${orderNo}`,
        status,
        now.toISOString(),
        new Date(now.getTime() + 3_600_000).toISOString(),
        sid,
      ]);
      await tx.runMany('INSERT INTO order_lines (order_id, calendar_id, zonelevel_id, seat_id, quantity, price) VALUES (?, ?, ?, ?, 1, 1)', chunk.map((s) => [lastInsertId, calendarId, s.zonelevel_id, s.seat_id]));
      await tx.runMany('INSERT INTO seat_holds (calendar_id, seat_id, order_id) VALUES (?, ?, ?)', chunk.map((s) => [calendarId, s.seat_id, lastInsertId]));
    });
  }
}
await fill(sold, 20);
await fill(held, 0);
// The live hub puts the fill's changes in the journal (5,000 a poll): start from a settled journal.
while (await db.get('SELECT 1 AS x FROM seat_change_queue LIMIT 1')) await new Promise((r) => setTimeout(r, 100));

interface Measured {
  requests: number;
  cpuMsPerRequest: number;
  wallMsPerRequest: number;
  bytes: number;
  status: number;
}

async function measure(n: number, request: () => Promise<{ statusCode: number; rawPayload: Buffer }>, between?: (i: number) => Promise<void>): Promise<Measured> {
  await request(); // builds what is built once (geometry, caches)
  let cpu = 0;
  let wall = 0;
  let last: { statusCode: number; rawPayload: Buffer } = { statusCode: 0, rawPayload: Buffer.alloc(0) };
  for (let i = 0; i < n; i++) {
    if (between) await between(i);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last = await request();
    wall += performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpu += (c.user + c.system) / 1000;
  }
  return { requests: n, cpuMsPerRequest: cpu / n, wallMsPerRequest: wall / n, bytes: last.rawPayload.length, status: last.statusCode };
}

const availabilityUrl = `/api/scheme/availability?hash=${hash}&calendar_id=${calendarId}`;
const get = (url: string, headers: Record<string, string> = {}) => httpRequest('GET', url, { 'accept-encoding': 'br, gzip', ...headers });

const unchanged = await measure(REQUESTS, () => get(availabilityUrl));
// A buyer holds one more seat before every request (an order of one seat, as the order path writes it).
const taken = new Set([...sold, ...held]);
const spare = seats.filter((s) => !taken.has(s)).slice(0, Math.min(REQUESTS, 100));
const changing = await measure(spare.length - 1, () => get(availabilityUrl), async (i) => {
  await fill([spare[i]!], 0);
});
// The same for a buyer who holds seats (their own document, with `mine`), as in an on-sale mix.
const sid = cookie.split('=')[1]!;
const more = seats.filter((s) => !taken.has(s)).slice(spare.length, spare.length * 2 + 2);
await fill(more.splice(0, 2), 0, sid);
const holderChanging = await measure(more.length - 1, () => get(availabilityUrl, { cookie }), async (i) => {
  await fill([more[i]!], 0);
});
const map = (await app.inject({ method: 'POST', url: '/api/scheme/map', payload: { hash, calendar_id: calendarId }, headers: postHeaders })).json() as { response: { hall_url: string } };
const hallFirst = await measure(REQUESTS, () => get(map.response.hall_url));
const etag = (await get(map.response.hall_url)).headers.etag as string;
const hallRepeat = await measure(REQUESTS, () => get(map.response.hall_url, { 'if-none-match': etag }));
const legacy = await measure(Math.min(REQUESTS, 20), () => httpRequest('POST', '/api/scheme/map', { ...postHeaders, 'accept-encoding': 'br, gzip' }, JSON.stringify({ hash, calendar_id: calendarId })));
const doc = (await app.inject({ method: 'GET', url: availabilityUrl })).json() as { response: { encoding: string; seatCount: number } };

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
  stadium: { seats: doc.response.seatCount, sold: sold.length, held: held.length, encoding: doc.response.encoding },
  availabilityUnchanged: unchanged,
  availabilityAfterEachChange: changing,
  availabilityOfAHolderAfterEachChange: holderChanging,
  geometryFirstView: hallFirst,
  geometryRepeatView304: hallRepeat,
  platformSchemeMap: legacy,
};
console.log(JSON.stringify(result, null, 2));
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(result, null, 2) + '\n');
agent.destroy();
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
