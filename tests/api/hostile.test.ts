import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

/** Everything a hostile request could change, as one comparable value. */
async function digest(server: TestServer): Promise<string> {
  const q = async (sql: string) => JSON.stringify(await server.db.all(sql));
  return [
    await q('SELECT COUNT(*), SUM(total), SUM(discount), SUM(status), SUM(paid_amount), SUM(refunded_amount), SUM(bonuses_used) FROM orders'),
    await q('SELECT COUNT(*), SUM(quantity), SUM(refunded) FROM order_lines'),
    await q('SELECT COUNT(*), SUM(status), SUM(price) FROM tickets'),
    await q('SELECT COUNT(*) FROM seat_holds'),
    await q('SELECT COUNT(*), GROUP_CONCAT(status) FROM payments'),
    await q('SELECT SUM(used) FROM promo_codes'),
    await q('SELECT SUM(bonuses), SUM(blocked) FROM clients'),
    await q('SELECT SUM(quant) FROM client_subscriptions'),
    await q('SELECT COUNT(*) FROM holders'),
    await q('SELECT COUNT(*) FROM return_applications'),
    await q('SELECT COUNT(*) FROM crm_sessions'),
    await q('SELECT COUNT(*) FROM events'),
  ].join('|');
}

const MB = 'x'.repeat(1024 * 1024);
const SQL = "' OR '1'='1'; DROP TABLE orders; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
/** Values no id, hash, number or list field may accept. */
const hostile: unknown[] = [null, 12345, -1, 1e15, 1.5, 'abc', {}, [], [{}], { $gt: '' }, SQL, HTML, '../../etc/passwd', MB, Array(5000).fill(1)];
/** Free-text fields are stored safely as text, so only shapes are hostile there. */
const hostileShape: unknown[] = [12345, {}, [], MB];

interface Case {
  path: string;
  body: Record<string, unknown>;
  /** Fields that take any text (names, phone…). */
  text?: string[];
  /** Fields that may be left out. */
  optional?: string[];
  /** A well-formed wrong answer that is not a refusal (a failed captcha check says result: false). */
  harmless?: (response: unknown) => boolean;
}

describe('hostile input', () => {
  let server: TestServer;
  const cases: Case[] = [];
  beforeAll(async () => {
    server = await startServer({ config: { rateLimits: { captcha: 100000, promo: 100000, lookup: 100000 } } });
    const c = server.client();
    const category = await categoryOrderBody(c);
    const unpaid = (await c.post<{ hash: string }>('/api/order/create', category)).body.response.hash;
    const s = await schemeSession(c, mapEventSlug('theatre'));
    const scheme = schemeOrderBody(s, [s.map.seat_numbers[0]!.seat_id]);
    const other = (await c.post<{ hash: string }>('/api/order/create', category)).body.response.hash;
    const otherTicket = (await server.db.get<{ ticket_id: number }>('SELECT t.ticket_id FROM tickets t JOIN orders o USING (order_id) WHERE o.hash = ?', [other]))!.ticket_id;
    const text = ['fio', 'phone', 'email', 're_email', 'surname', 'name', 'patronymic', 'lang'];
    cases.push(
      { path: '/api/no-scheme', body: { hash: s.hash } },
      { path: '/api/scheme/sessions', body: { hash: s.hash, date: s.session.event_day }, optional: ['date'] },
      { path: '/api/scheme/map', body: { hash: s.hash, calendar_id: s.session.calendar_id } },
      { path: '/api/captcha/check', body: { code: 'abcde', sid: 'no-such-sid' }, harmless: (r) => (r as { result?: boolean }).result === false },
      { path: '/api/order/create', body: { ...category, email: 'not-an-email' }, text },
      { path: '/api/order/create-scheme', body: { ...scheme, email: 'not-an-email' }, text },
      { path: '/api/order/view', body: { hash: 'f'.repeat(40) } },
      { path: '/api/order/status-change', body: { hash: 'f'.repeat(40) } },
      { path: '/api/order/add-special-offer', body: { hash: unpaid, data: [{ parent_id: otherTicket, package_id: 1, price_id: 9001 }] } },
      { path: '/api/order/remove-special-offer', body: { hash: unpaid, id: otherTicket } },
      { path: '/api/order/add-discount', body: { hash: unpaid, promoCode: 'NOSUCHCODE', bonuses: 10 } },
      { path: '/api/order/return-create', body: { hash: unpaid, reason: 1, id: [otherTicket] } },
      { path: '/api/order/return-confirm', body: { hash: unpaid, hashConf: 'f'.repeat(40) } },
      { path: `/api/order/return/${unpaid}`, body: { hash: unpaid } },
      { path: '/api/confirm-nominal', body: { hash: unpaid, id: [otherTicket], surname: ['Иванова'], name: ['Мария'], date: ['01.01.1990'], docTypeId: [1], docNum: ['4510123456'], countryId: [1], regionId: [101] } },
      { path: '/api/crm/client-info', body: { sessionId: 'no-such-session' } },
      { path: '/api/payment/widget', body: { hash: 'f'.repeat(40) } },
      { path: '/api/payment/nonsense', body: { hash: unpaid } },
    );
  });
  afterAll(() => server.close());

  it('every endpoint refuses hostile input with a 4xx envelope and changes nothing', async () => {
    const before = await digest(server);
    const c = server.client();
    let sent = 0;
    for (const { path, body, text = [], optional = [], harmless } of cases) {
      const variants: Record<string, unknown>[] = [{}];
      for (const key of Object.keys(body)) {
        const { [key]: _omit, ...missing } = body;
        if (!text.includes(key) && !optional.includes(key)) variants.push(missing);
        for (const v of text.includes(key) ? hostileShape : hostile) variants.push({ ...body, [key]: v });
      }
      for (const variant of variants) {
        const res = await c.post(path, variant);
        sent++;
        const label = `${path} ${JSON.stringify(variant).slice(0, 120)}`;
        if (res.status === 200 && harmless?.(res.body.response)) continue;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        const r = res.body.response as { errorCode?: string; errorText?: string };
        expect(Number(r.errorCode), label).toBeLessThan(0);
        expect(r.errorText, label).toBeTruthy();
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await digest(server)).toBe(before);
  });

  it('SQL and HTML in a buyer\'s name are stored as inert text', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c);
    const res = await c.post<{ hash: string }>('/api/order/create', { ...body, fio: "Robert'); DROP TABLE orders; -- <b>Bobby</b>" });
    expect(res.status).toBe(200);
    const row = await server.db.get<{ fio: string }>('SELECT fio FROM orders WHERE hash = ?', [res.body.response.hash]);
    expect(row!.fio).toBe('Robert DROP TABLE orders -- bBobbyb');
    expect((await server.db.all(`SELECT name FROM sqlite_master WHERE name = 'orders'`)).length).toBe(1);
  });
});
