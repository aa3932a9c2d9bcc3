import net from 'node:net';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { eventHash } from '../../server/seed/ids';
import { startServer, type ApiClient, type TestServer } from './harness';
import { catalogue, categoryOrderBody, plainEvent, schemeOrderBody, schemeSession } from './order-helpers';
import { confirmPaid, lastReturnConfirmation, openInvoice } from './payment-helpers';
import { sign } from './sign';

/** Everything a hostile request could change, as one comparable value (portable SQL: it runs on both databases). */
async function digest(server: TestServer): Promise<string> {
  const q = async (sql: string) => JSON.stringify(await server.db.all(sql));
  return [
    await q('SELECT COUNT(*), SUM(total), SUM(discount), SUM(status), SUM(paid_amount), SUM(refunded_amount), SUM(bonuses_used) FROM orders'),
    await q('SELECT flagged FROM orders WHERE flagged IS NOT NULL ORDER BY order_id'),
    await q('SELECT COUNT(*), SUM(quantity), SUM(refunded) FROM order_lines'),
    await q('SELECT COUNT(*), SUM(status), SUM(price) FROM tickets'),
    await q('SELECT COUNT(*) FROM seat_holds'),
    await q('SELECT status FROM payments ORDER BY payment_id'),
    await q('SELECT SUM(used) FROM promo_codes'),
    await q('SELECT SUM(bonuses), SUM(blocked) FROM clients'),
    await q('SELECT SUM(quant) FROM client_subscriptions'),
    await q('SELECT COUNT(*) FROM holders'),
    await q('SELECT COUNT(*), COUNT(confirmed_at) FROM return_applications'),
    await q('SELECT COUNT(*) FROM outbox'),
    await q('SELECT COUNT(*) FROM crm_sessions'),
    await q('SELECT COUNT(*) FROM events'),
  ].join('|');
}

/**
 * The registered routes as "METHOD /path" (HEAD comes with every GET), read from the router's
 * own listing: each line of the tree names a path suffix under its parent.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    // The root is "/"; below it a suffix is appended as is ("api/order/create" + "-scheme").
    const full = depth === 0 ? m[2]! : depth === 1 ? `/${m[2]!}` : `${stack[depth - 1]!}${m[2]!}`;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) routes.push(`${method} ${full}`);
  }
  return routes.sort();
}

/** The endpoints server/README.md lists, as path patterns ({param} is any one segment; queries dropped). */
function readmeEndpoints(): RegExp[] {
  const readme = fs.readFileSync(new URL('../../server/README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Endpoints'), readme.indexOf('\n## ', readme.indexOf('## Endpoints') + 5));
  return [...section.matchAll(/`(?:GET |POST )?(\/[^`?\s]*)[^`]*`/g)].map((m) => {
    const pattern = m[1]!.replace(/\/$/, '').replace(/[.*+()[\]\\^$|]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`);
  });
}

const MB = 'x'.repeat(1024 * 1024);
/** Node refuses request heads over 16 kB itself, so paths and queries carry 10 kB instead of 1 MB. */
const LONG = 'x'.repeat(10_000);
const SQL = "' OR '1'='1'; DROP TABLE orders; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
/** Values no id, hash, number or list field may accept. */
const hostile: unknown[] = [null, 12345, -1, 1e15, 1.5, 'abc', {}, [], [{}], { $gt: '' }, SQL, HTML, '../../etc/passwd', MB, Array(5000).fill(1)];
/** Free-text fields are stored safely as text, so only shapes are hostile there. */
const hostileShape: unknown[] = [12345, {}, [], MB];
/** Path segments and query values. */
const hostileSegments = ['abc', '-1', '0', '1e15', SQL, HTML, '../../etc/passwd', '%00', LONG, '[]', '{}'];

interface JsonCase {
  /** The route this case covers, as registeredRoutes names it. */
  route: string;
  path: string;
  /** The closest valid body; each variant breaks one field of it. Sent as is only with refusedAsIs. */
  body: Record<string, unknown>;
  /** Fields that take any text (names, phone…). */
  text?: string[];
  /** Fields that may be left out. */
  optional?: string[];
  /** Hostile values for a field instead of the default list. */
  values?: Record<string, unknown[]>;
  /** Whole bodies that must be refused too: other orders' ids, hostile order lines. */
  extra?: Record<string, unknown>[];
  /** The body itself is refused (it names another order's ticket, a paid order…). */
  refusedAsIs?: boolean;
  /** A well-formed answer that is not a refusal and changes nothing (a failed captcha check says result: false). */
  harmless?: (response: unknown) => boolean;
}

interface GetCase {
  route: string;
  urls: string[];
  /** The route takes no input, or sanitises it: hostile query strings may answer 200. */
  ignoresInput?: boolean;
}

/** The variants of a body: empty, each required field missing, each field hostile. */
function variants({ body, text = [], optional = [], values = {}, extra = [], refusedAsIs }: JsonCase): Record<string, unknown>[] {
  const required = Object.keys(body).filter((k) => !text.includes(k) && !optional.includes(k));
  // The empty body is every field missing at once: only a refusal when some field is required.
  const out: Record<string, unknown>[] = [...(required.length ? [{}] : []), ...extra];
  if (refusedAsIs) out.push(body);
  for (const key of Object.keys(body)) {
    const { [key]: _omit, ...missing } = body;
    if (!text.includes(key) && !optional.includes(key)) out.push(missing);
    for (const v of values[key] ?? (text.includes(key) ? hostileShape : hostile)) out.push({ ...body, [key]: v });
  }
  return out;
}

/** Bodies whose one list item (data[0], tickets[0]) has one field hostile or missing. */
function itemVariants(body: Record<string, unknown>, list: string, fields: Record<string, unknown[]>, required: string[]): Record<string, unknown>[] {
  const item = (body[list] as Record<string, unknown>[])[0]!;
  const out: Record<string, unknown>[] = [];
  for (const key of required) {
    const { [key]: _omit, ...missing } = item;
    out.push({ ...body, [list]: [missing] });
  }
  for (const [key, vals] of Object.entries(fields)) for (const v of vals) out.push({ ...body, [list]: [{ ...item, [key]: v }] });
  return out;
}

const NUL = '\u0000';
const withNul = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? `${v}${NUL}` : undefined);

/** One body per string or number (top level, in a list, in a list's first item) with NUL after it, and one with NUL in a key. */
function nulVariants(body: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{ ...body, [`lang${NUL}`]: 'ru' }];
  for (const [key, value] of Object.entries(body)) {
    const v = withNul(value);
    if (v !== undefined) out.push({ ...body, [key]: v });
    if (!Array.isArray(value) || !value.length) continue;
    const [first, ...rest] = value as unknown[];
    const w = withNul(first);
    if (w !== undefined) out.push({ ...body, [key]: [w, ...rest] });
    else if (first && typeof first === 'object') {
      for (const [k, x] of Object.entries(first)) {
        const y = withNul(x);
        if (y !== undefined) out.push({ ...body, [key]: [{ ...first, [k]: y }, ...rest] });
      }
    }
  }
  return out;
}

/** An address with `%00` after its last path segment, and after each query value in turn (or a query of its own). */
function nulUrls(url: string): string[] {
  const [pathname = '', query] = url.split('?');
  const out = [`${pathname}%00${query === undefined ? '' : `?${query}`}`];
  const params = query === undefined ? [] : query.split('&');
  if (!params.length) out.push(`${pathname}?lang=ru%00`);
  params.forEach((_, i) => out.push(`${pathname}?${params.map((kv, j) => (j === i ? `${kv}%00` : kv)).join('&')}`));
  return out;
}

describe('hostile input', () => {
  let server: TestServer;
  const json: JsonCase[] = [];
  const gets: GetCase[] = [];
  /** Bodies for the acquirer's callback and the bank page's form, filled in by beforeAll. */
  let callback: JsonCase;
  let openInvoiceId = '';
  let paidInvoiceId = '';
  /** Valid addresses but for a NUL: a real image, hall, ticket and session. */
  const nulAddresses: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      config: { rateLimits: { captcha: 100000, promo: 100000, lookup: 100000 } },
      clientFiles: { 'index.html': '<!doctype html><title>storefront</title><div id="root"></div>' },
    });
    const c = server.client();
    const create = async (path: string, body: object) => (await c.post<{ hash: string }>(path, body)).body.response.hash;
    const view = async (hash: string) => envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash })).body).response;
    const paid = async () => {
      const hash = await create('/api/order/create', await categoryOrderBody(c));
      const invoice = await openInvoice(c, hash);
      expect(await confirmPaid(server, invoice)).toBe('paid');
      return { hash, invoice, ticket: (await view(hash)).main[0]! };
    };

    // A valid buyer, so that hostile order lines reach the planner.
    const category = await categoryOrderBody(c);
    const unpaid = await create('/api/order/create', category);
    openInvoiceId = await openInvoice(c, unpaid);
    const unpaidTicket = (await view(unpaid)).main[0]!;

    // The hall with extras: two unpaid seat orders, the other one with an extra on its ticket.
    const s = await schemeSession(c, 'the-cherry-orchard');
    const seats = s.map.seat_numbers.map((x) => x.seat_id);
    const scheme = schemeOrderBody(s, [seats[0]!]);
    const mine = await create('/api/order/create-scheme', schemeOrderBody(s, [seats[1]!]));
    const other = await create('/api/order/create-scheme', schemeOrderBody(s, [seats[2]!]));
    const offer = (await view(other)).addToping[0]!;
    const offerItem = { parent_id: offer.parent_id, package_id: offer.package_id, price_id: offer.price_id };
    expect((await c.post('/api/order/add-special-offer', { hash: other, data: [offerItem] })).status).toBe(200);
    const otherExtra = (await view(other)).toping[0]!.id;
    const mineTicket = (await view(mine)).main[0]!.id;

    // Two paid orders; the second has a refund application waiting for its e-mailed confirmation.
    const p1 = await paid();
    const p2 = await paid();
    paidInvoiceId = p1.invoice;
    const reasons = (await c.post<{ reasons: { id: number }[] }>(`/api/order/return/${p2.hash}`, { hash: p2.hash })).body.response.reasons;
    expect((await c.post('/api/order/return-create', { hash: p2.hash, reason: reasons[0]!.id, id: [p2.ticket.id] })).status).toBe(200);
    const p2Conf = await lastReturnConfirmation(server);

    const otherEvent = catalogue.events.find((e) => e.useseatsvg === 0 && e.slug !== plainEvent.slug && e.sale === 'open')!;
    const otherSession = (await server.db.get<{ calendar_id: number }>('SELECT calendar_id FROM sessions WHERE event_id = ?', [plainEvent.event_id]))!.calendar_id;
    const eventOf = (sale: string) => eventHash(catalogue.events.find((e) => e.sale === sale)!.slug);
    const text = ['fio', 'phone', 'email', 're_email', 'surname', 'name', 'patronymic', 'lang'];
    const line = category.data[0]!;
    const nominal = { surname: ['Иванова'], name: ['Мария'], date: ['01.01.1990'], docTypeId: [1], docNum: ['4510123456'], countryId: [1], regionId: [101] };
    const refusedCrm = [null, 12345, 'abc', [], MB, { subscritId: 1 }, { CRMFAN_ID: 1, CRMFAN_HASH_ID: SQL, subscritId: 1 }, { pushkin: 1 }, { pushkin: 'x' }, { REFERRAL: MB }];

    json.push(
      { route: 'POST /api/no-scheme', path: '/api/no-scheme', body: { hash: s.hash } },
      { route: 'POST /api/scheme', path: '/api/scheme', body: { hash: s.hash } },
      { route: 'POST /api/scheme/sessions', path: '/api/scheme/sessions', body: { hash: s.hash, date: s.session.event_day }, optional: ['date'] },
      { route: 'POST /api/scheme/map', path: '/api/scheme/map', body: { hash: s.hash, calendar_id: s.session.calendar_id }, values: { calendar_id: [...hostile, otherSession] } },
      { route: 'POST /api/scheme/best', path: '/api/scheme/best', body: { hash: s.hash, calendar_id: s.session.calendar_id, count: 2 }, values: { calendar_id: [...hostile, otherSession], count: [...hostile, 0, 101], zone: [...hostile, 999999] } },
      { route: 'POST /api/scheme/best/release', path: '/api/scheme/best/release', body: { hash: s.hash, calendar_id: s.session.calendar_id, seat_ids: [seats[3]!] }, optional: ['seat_ids'], values: { calendar_id: [...hostile, otherSession] } },
      // The session has places on sale: joining its waiting list is refused as is (docs/product/waiting-list.md).
      { route: 'POST /api/waitlist/join', path: '/api/waitlist/join', body: { hash: s.hash, calendar_id: s.session.calendar_id, email: 'waiter@example.com', places: 2, together: 1, lang: 'ru' }, optional: ['together', 'lang'], refusedAsIs: true },
      { route: 'POST /api/waitlist/leave', path: '/api/waitlist/leave', body: { token: 'f'.repeat(32) }, refusedAsIs: true },
      { route: 'POST /api/captcha/check', path: '/api/captcha/check', body: { code: 'abcde', sid: 'no-such-sid' }, harmless: (r) => (r as { result?: boolean }).result === false },
      {
        route: 'POST /api/order/create', path: '/api/order/create', body: category, text, optional: ['crmClient'],
        values: {
          hash: [...hostile, eventOf('soon'), eventOf('soldout'), eventHash(otherEvent.slug), s.hash],
          crmClient: refusedCrm,
          checkboxList: [...hostile, category.checkboxList.map((x) => ({ ...x, checked: 0 }))],
        },
        extra: [
          ...itemVariants(category, 'data', {
            day: [...hostile, '31.02.2030', '01.01.2000', '2026-13-45', ''],
            time: [...hostile, '25:99', 'NO_TIME', ''],
            actionId: [...hostile, otherEvent.event_id, 0],
            categoryId: [...hostile, 999999, 12],
            zoneId: [...hostile, 999999, 2],
            quantity: [...hostile, 0, -1000, 1001, 9, '12abc', '1e3', 2 ** 53, '99999999999999999999999', '-3'],
            sum: ['abc', {}, [], MB],
          }, ['day', 'time', 'actionId', 'categoryId', 'zoneId', 'quantity']),
          { ...category, data: [line, { ...line, day: '01.01.2031' }] },
          { ...category, data: [{ ...line, quantity: 5 }, { ...line, quantity: 5 }] },
          { ...category, data: Array(100).fill(line) },
        ],
      },
      {
        route: 'POST /api/order/create-scheme', path: '/api/order/create-scheme', body: scheme, text, optional: ['crmClient'],
        values: {
          hash: [...hostile, eventHash(plainEvent.slug)],
          calendarId: [...hostile, otherSession, 0],
          crmClient: refusedCrm,
        },
        extra: [
          ...itemVariants(scheme, 'tickets', {
            seat_id: [...hostile, 999999, 0, seats[1]!],
            quantity: ['abc', {}, [], MB, 1.5],
            sector: [{}, [], MB], row: [{}, [], MB], seat: [{}, [], MB], price: ['abc', {}, [], MB], calendar_id: ['abc', {}, [], MB],
          }, ['seat_id']),
          { ...scheme, tickets: [{ seat_id: seats[0] }, { seat_id: seats[0] }] },
          { ...scheme, tickets: seats.slice(3, 10).map((seat_id) => ({ seat_id })) },
          ...s.map.seat_stand.slice(0, 1).flatMap((st) => [-1, 0, 1001, 7, 1e15].map((quantity) => ({ ...scheme, tickets: [{ seat_id: st.seat_id, quantity }] }))),
        ],
      },
      { route: 'POST /api/order/view', path: '/api/order/view', body: { hash: 'f'.repeat(40) }, refusedAsIs: true },
      { route: 'POST /api/order/status-change', path: '/api/order/status-change', body: { hash: 'f'.repeat(40) }, refusedAsIs: true },
      { route: 'POST /api/order/get-num', path: '/api/order/get-num', body: { hash: unpaid } },
      {
        route: 'POST /api/order/add-special-offer', path: '/api/order/add-special-offer', body: { hash: mine, data: [{ ...offerItem, parent_id: (await view(other)).main[0]!.id }] }, refusedAsIs: true,
        extra: [
          { hash: mine, data: [{ ...offerItem, parent_id: mineTicket, price_id: 1 }] },
          { hash: mine, data: [{ ...offerItem, parent_id: mineTicket, package_id: 999999 }] },
          { hash: p1.hash, data: [{ ...offerItem, parent_id: p1.ticket.id }] },
          ...itemVariants({ hash: mine, data: [{ ...offerItem, parent_id: mineTicket }] }, 'data', { parent_id: hostile, package_id: hostile, price_id: hostile }, ['parent_id', 'package_id', 'price_id']),
        ],
      },
      { route: 'POST /api/order/remove-special-offer', path: '/api/order/remove-special-offer', body: { hash: mine, id: otherExtra }, refusedAsIs: true, extra: [{ hash: mine, id: mineTicket }, { hash: p1.hash, id: p1.ticket.id }] },
      { route: 'POST /api/order/add-discount', path: '/api/order/add-discount', body: { hash: unpaid, promoCode: 'NOSUCHCODE', bonuses: 10 }, refusedAsIs: true, extra: [{ hash: p1.hash, promoCode: 'AFISHA10' }] },
      { route: 'POST /api/order/cancel-discount', path: '/api/order/cancel-discount', body: { hash: p1.hash }, refusedAsIs: true },
      {
        route: 'POST /api/order/return-create', path: '/api/order/return-create', body: { hash: p1.hash, reason: reasons[0]!.id, id: [p2.ticket.id] }, refusedAsIs: true,
        extra: [{ hash: unpaid, reason: reasons[0]!.id, id: [unpaidTicket.id] }, { hash: p1.hash, reason: 999999, id: [p1.ticket.id] }, { hash: p1.hash, reason: reasons[0]!.id, id: [0, -1] }],
      },
      { route: 'POST /api/order/return-confirm', path: '/api/order/return-confirm', body: { hash: p1.hash, hashConf: p2Conf }, refusedAsIs: true },
      { route: 'POST /api/order/return/:hash', path: `/api/order/return/${unpaid}`, body: { hash: unpaid }, refusedAsIs: true },
      // Another order's confirmation code; a code of five characters or less reads as none (the page's data, no change).
      {
        route: 'POST /api/order/return/:hash', path: `/api/order/return/${p1.hash}`, body: { hashConf: p2Conf }, optional: ['hashConf'], refusedAsIs: true,
        values: { hashConf: [null, 12345, {}, [], MB, SQL, HTML, '../../etc/passwd', 'f'.repeat(40)] },
      },
      { route: 'POST /api/order-data', path: '/api/order-data', body: { hash: unpaid, lang: 'ru' }, optional: ['lang'] },
      { route: 'POST /api/confirm-nominal', path: '/api/confirm-nominal', body: { hash: p1.hash, id: [p2.ticket.id], ...nominal }, refusedAsIs: true, extra: [{ hash: p1.hash, id: [mineTicket], ...nominal }] },
      { route: 'POST /api/crm/client-info', path: '/api/crm/client-info', body: { sessionId: 'no-such-session' }, refusedAsIs: true },
      // Logging out a session that does not exist is a no-op, as a logout should be; the digest shows nothing moved.
      { route: 'POST /api/crm/logout', path: '/api/crm/logout', body: { sessionId: 'no-such-session' }, harmless: (r) => (r as { errorCode?: string }).errorCode === '0' },
      ...['widget', 'qr', 'redirect', 'form', 'pushkin', 'nonsense'].map((protocol): JsonCase => ({
        route: 'POST /api/payment/:protocol', path: `/api/payment/${protocol}`, body: { hash: unpaid, lang: 'ru' }, optional: ['lang'],
        refusedAsIs: protocol === 'pushkin' || protocol === 'nonsense', extra: [{ hash: p1.hash }, { hash: 'f'.repeat(40) }],
      })),
    );
    // Valid as it stands (it would pay the order), so only its variants and forgeries are sent.
    callback = {
      route: 'POST /api/payment/callback', path: '/api/payment/callback',
      body: { invoiceId: openInvoiceId, outcome: 'paid', signature: sign(server, openInvoiceId, 'paid') },
      values: { outcome: [...hostile, 'PAID', 'refunded'] },
      extra: [
        { invoiceId: openInvoiceId, outcome: 'paid', signature: sign(server, paidInvoiceId, 'paid') },
        { invoiceId: openInvoiceId, outcome: 'paid', signature: sign(server, openInvoiceId, 'declined') },
        { invoiceId: openInvoiceId, outcome: 'declined', signature: sign(server, openInvoiceId, 'paid') },
        { invoiceId: '0'.repeat(32), outcome: 'paid', signature: sign(server, '0'.repeat(32), 'paid') },
        { invoiceId: openInvoiceId, outcome: 'paid', signature: sign(server, openInvoiceId, 'paid').toUpperCase() },
      ],
    };
    json.push(callback);

    const image = (await server.db.get<{ file: string }>('SELECT file FROM images ORDER BY file'))!.file;
    const hall = s.scheme.hall_hash!;
    nulAddresses.push(
      `/images/${image.replace(/\.(\w+)$/, '%00.$1')}`, `/images/${image}%00`, `/api/scheme/hall/${hall}%00`, `/api/ticket/${unpaidTicket.tickethash_id!}%00`,
      `/api/scheme/availability?hash=${s.hash}%00&calendar_id=${s.session.calendar_id}`, `/api/scheme/live?calendar_id=${s.session.calendar_id}&since=1%00`,
      `/sandbox/pay/${openInvoiceId}%00`, `/sandbox/widget?orderId=${openInvoiceId}%00`, `/api/demo/hall?seats=1000%00`,
    );
    const segments = [...hostileSegments, unpaidTicket.tickethash_id!, '0'.repeat(32)];
    const queries = hostileSegments.map((v) => encodeURIComponent(v));
    gets.push(
      { route: 'GET /api/ticket/:id', urls: [...segments.map((v) => `/api/ticket/${encodeURIComponent(v)}`), ...queries.map((v) => `/api/ticket/${'0'.repeat(32)}?lang=${v}`)] },
      { route: 'GET /api/scheme/hall/:hash', urls: segments.map((v) => `/api/scheme/hall/${encodeURIComponent(v)}`) },
      {
        route: 'GET /api/scheme/availability',
        urls: [...queries.map((v) => `/api/scheme/availability?hash=${v}&calendar_id=1`), ...queries.map((v) => `/api/scheme/availability?hash=${s.hash}&calendar_id=${v}`), `/api/scheme/availability?hash=${s.hash}&calendar_id=${otherSession}`],
      },
      {
        route: 'GET /api/scheme/best',
        urls: [...queries.map((v) => `/api/scheme/best?hash=${v}&calendar_id=1`), ...queries.map((v) => `/api/scheme/best?hash=${s.hash}&calendar_id=${v}`), `/api/scheme/best?hash=${s.hash}&calendar_id=${otherSession}`],
      },
      // A resume point that is a whole number (0, 1e15) is valid and would open the stream: left out.
      {
        route: 'GET /api/scheme/live',
        urls: [...queries.map((v) => `/api/scheme/live?calendar_id=${v}`), ...queries.filter((v) => v !== '0' && v !== '1e15').map((v) => `/api/scheme/live?calendar_id=${s.session.calendar_id}&since=${v}`)],
      },
      { route: 'GET /api/demo/hall', urls: [...queries.map((v) => `/api/demo/hall?seats=${v}`), ...queries.map((v) => `/api/demo/hall?hall=${v}`), '/api/demo/hall?seats=1&seats=2'] },
      { route: 'GET /images/:file', urls: segments.map((v) => `/images/${encodeURIComponent(v)}`) },
      { route: 'GET /sandbox/pay/:id', urls: segments.map((v) => `/sandbox/pay/${encodeURIComponent(v)}`) },
      { route: 'GET /sandbox/qr/:id', urls: segments.map((v) => `/sandbox/qr/${encodeURIComponent(v)}`) },
      { route: 'GET /sandbox/widget', urls: ['/sandbox/widget', ...segments.map((v) => `/sandbox/widget?orderId=${encodeURIComponent(v)}`), `/sandbox/widget?orderId=${openInvoiceId}&orderId=x`] },
      { route: 'GET /sandbox/safe/widget', urls: ['/sandbox/safe/widget', ...segments.map((v) => `/sandbox/safe/widget?orderId=${encodeURIComponent(v)}`)] },
      { route: 'GET /sandbox/merchant', urls: segments.map((v) => `/sandbox/merchant?bankInvoiceId=${encodeURIComponent(v)}`) },
      { route: 'GET /sandbox/lk/:page', urls: hostileSegments.map((v) => `/sandbox/lk/${encodeURIComponent(v)}`) },
      // The account pages keep only a same-site path of backUrl.
      { route: 'GET /sandbox/lk/:page', ignoresInput: true, urls: ['login', 'register'].flatMap((page) => queries.map((v) => `/sandbox/lk/${page}?backUrl=${v}`)) },
      // The sandbox mailbox shows a recipient's mail (none for these), the address escaped.
      { route: 'GET /sandbox/mail', ignoresInput: true, urls: ['/sandbox/mail', ...queries.map((v) => `/sandbox/mail?to=${v}`), '/sandbox/mail?to=a@b.ru&to=c@d.ru'] },
      // `/index.html` is the (fake) built client's one static file.
      ...[
        '/', '/index.html', '/api/token', '/api/setup', '/api/afisha', '/api/captcha', '/svg/location_point.svg', '/sandbox/lk',
        // The widget's bundles and the bank's helper pages take no input.
        '/widget/checkout.js', '/widget/checkout.mjs', '/sandbox/widget/access-cookie', '/sandbox/widget/framed-sberid', '/sandbox/safe/widget/access-cookie', '/sandbox/safe/widget/framed-sberid',
        // The operator's liveness, readiness and metrics take none either.
        '/livez', '/readyz', '/metrics',
      ].map((path): GetCase => ({
        route: `GET ${path}`, ignoresInput: true, urls: [SQL, HTML, LONG, '%00', '[]'].map((v, i) => `${path}?${['lang', 'backUrl', 'hash'][i % 3]}=${encodeURIComponent(v)}`),
      })),
    );
  });
  afterAll(() => server.close());

  /** A refusal: 4xx, and on the API the error envelope. */
  function expectRefused(res: { status: number; body: unknown }, label: string, envelope = true) {
    expect(res.status, label).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    if (!envelope) return;
    const r = (res.body as { response?: { errorCode?: string; errorText?: string } }).response ?? {};
    expect(Number(r.errorCode), label).toBeLessThan(0);
    expect(r.errorText, label).toBeTruthy();
  }

  async function sendJson(c: ApiClient, path: string, variant: Record<string, unknown>, harmless?: (r: unknown) => boolean) {
    const res = await c.post(path, variant);
    const label = `${path} ${JSON.stringify(variant).slice(0, 160)}`;
    if (res.status === 200 && harmless?.(res.body.response)) return;
    expectRefused(res, label);
  }

  it('the table covers every registered route and every endpoint server/README.md lists', () => {
    const covered = new Set([...json.map((x) => x.route), ...gets.map((x) => x.route), 'POST /sandbox/pay/:id', 'POST /sandbox/merchant']);
    expect(registeredRoutes(server.app)).toEqual([...covered].sort());
    const sent = [...json.map((x) => x.path), ...gets.flatMap((x) => x.urls.map((u) => u.split('?')[0]!)), `/sandbox/pay/${openInvoiceId}`];
    const endpoints = readmeEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    for (const endpoint of endpoints) expect(sent.some((p) => endpoint.test(p)), `${endpoint} is not in the hostile table`).toBe(true);
  });

  it('every JSON endpoint refuses hostile input with a 4xx envelope and changes nothing', async () => {
    const before = await digest(server);
    const c = server.client();
    let sent = 0;
    for (const x of json) {
      for (const variant of variants(x)) {
        await sendJson(c, x.path, variant, x.harmless);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(1200);
    expect(await digest(server)).toBe(before);
    // The order bases were one field away from valid: as they stand they are accepted.
    for (const x of json.filter((j) => j.route.startsWith('POST /api/order/create'))) {
      expect((await c.post(x.path, x.body)).body.response, x.path).toMatchObject({ errorCode: '0' });
    }
  }, 120_000);

  it('every page and GET endpoint answers hostile paths and queries without a 500 or a reflected payload', async () => {
    const before = await digest(server);
    for (const { urls, ignoresInput } of gets) {
      for (const url of urls) {
        const res = await fetch(`${server.url}${url}`, { headers: { accept: 'application/json, text/html' } });
        const body = await res.text();
        const label = `GET ${url.slice(0, 160)}`;
        // JSON may quote the input back (an error text naming it); a page must not.
        if ((res.headers.get('content-type') ?? '').includes('html')) expect(body, label).not.toMatch(/<script>alert\(1\)|onerror=alert\(1\)/);
        if (ignoresInput && res.status === 200) continue;
        expectRefused({ status: res.status, body: url.startsWith('/api/') ? JSON.parse(body) : {} }, label, url.startsWith('/api/'));
      }
    }
    // A 1 MB address is refused by Node before the app sees it.
    expect((await fetch(`${server.url}/api/ticket/${MB}`)).status).toBe(431);
    expect(await digest(server)).toBe(before);
  });

  it('a NUL character in any path segment, query value, body string or key is refused with 400 in the envelope, changing nothing', async () => {
    const before = await digest(server);
    const c = server.client();
    const refusedWith400 = (res: { status: number; body: unknown }, label: string) => {
      expect(res.status, label).toBe(400);
      expect((res.body as { response?: { errorCode?: string } }).response?.errorCode, label).toBe('-400');
    };
    let sent = 0;
    for (const x of json) {
      // The closest valid body, each of its fields in turn carrying NUL.
      for (const body of nulVariants(x.body)) {
        refusedWith400(await c.post(x.path, body), `${x.path} ${JSON.stringify(body).slice(0, 160)}`);
        sent++;
      }
      refusedWith400(await c.post(`${x.path}%00`, x.body), `${x.path}%00`);
    }
    const urls = [...nulAddresses, ...gets.flatMap((g) => g.urls.filter((u) => u.length < 2000).flatMap(nulUrls))];
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`, { headers: { accept: 'application/json, text/html' } });
      const text = await res.text();
      refusedWith400({ status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text }, `GET ${url.slice(0, 160)}`);
      sent++;
    }
    // The bank page's and the demo merchant's forms.
    for (const [path, form] of [[`/sandbox/pay/${openInvoiceId}`, 'action=pay%00'], [`/sandbox/pay/${openInvoiceId}`, 'action%00=pay'], ['/sandbox/merchant', 'hash=abc%00']]) {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form, redirect: 'manual' });
      const text = await res.text();
      refusedWith400({ status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text }, `POST ${path} ${form}`);
    }
    expect(sent).toBeGreaterThan(500);
    expect(await digest(server)).toBe(before);
  }, 180_000);

  it("requests Node's parser refuses (huge headers, a garbage request line, Content-Length with Transfer-Encoding) get the envelope too", async () => {
    const url = new URL(server.url);
    /** Writes `raw` on a fresh connection and reads the whole answer. */
    const rawExchange = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => socket.end(raw));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const cases: Array<[string, number]> = [
      [`GET /api/setup HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['GARBAGE\r\n\r\n', 400],
      ['POST /api/no-scheme HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
    ];
    for (const [raw, status] of cases) {
      const answer = await rawExchange(raw);
      const [head, body = ''] = answer.split('\r\n\r\n');
      expect(head, raw.slice(0, 40)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body)).toMatchObject({ response: { errorCode: '-400' } });
    }
  });

  it('the bank page refuses hostile invoices and bodies, and an unknown action pays nothing', async () => {
    const before = await digest(server);
    const post = (id: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${server.url}/sandbox/pay/${encodeURIComponent(id)}`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });
    for (const id of [...hostileSegments, '0'.repeat(32)]) {
      expectRefused(await post(id, 'action=pay'), id.slice(0, 40), false);
    }
    // The form parser takes 4 kB, so the long value is 3 kB here.
    for (const action of [...hostileSegments.filter((v) => v !== LONG), 'PAY', 'pay ', '', LONG.slice(0, 3000)]) {
      for (const id of [openInvoiceId, paidInvoiceId]) {
        const res = await post(id, `action=${encodeURIComponent(action)}`);
        expect(res.status, action.slice(0, 40)).toBe(200);
        expect(await res.text()).not.toContain('<script>alert(1)');
      }
    }
    for (const body of ['{"action":["pay"]}', '{"action":{"$ne":""}}', 'null', '[1]', '{"action":12345}']) {
      expect((await post(openInvoiceId, body, 'application/json')).status, body).toBe(200);
    }
    expect((await post(openInvoiceId, '{"action":', 'application/json')).status).toBe(400);
    expect((await post(openInvoiceId, `action=pay&x=${'x'.repeat(5000)}`)).status).toBe(413);
    expect((await post(openInvoiceId, 'action=pay', 'application/xml')).status).toBe(415);
    // The demo merchant opens an invoice only for an order hash it can read.
    for (const v of hostileSegments) {
      const res = await fetch(`${server.url}/sandbox/merchant`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `hash=${encodeURIComponent(v)}`, redirect: 'manual' });
      expect(res.status, v.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('<script>alert(1)');
    }
    // Paying an invoice that is already paid changes nothing either.
    const again = await fetch(`${server.url}/sandbox/pay/${paidInvoiceId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: 'action=pay' });
    expect(await again.json()).toMatchObject({ result: 'unchanged' });
    expect(await digest(server)).toBe(before);
  });

  it('SQL and HTML in a buyer\'s name are stored as inert text', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c);
    const res = await c.post<{ hash: string }>('/api/order/create', { ...body, fio: "Robert'); DROP TABLE orders; -- <b>Bobby</b>" });
    expect(res.status).toBe(200);
    const row = await server.db.get<{ fio: string }>('SELECT fio FROM orders WHERE hash = ?', [res.body.response.hash]);
    expect(row!.fio).toBe('Robert DROP TABLE orders -- bBobbyb');
    // The table is still there (on either database; this throws if it is gone).
    expect(Number((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE hash = ?', [res.body.response.hash]))!.n)).toBe(1);
  });
});
