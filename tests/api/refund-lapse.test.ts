import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ApiClient, type TestServer } from './harness';
import { buyer, consents, loadNoScheme, plainEvent } from './order-helpers';
import { confirmPaid, lastReturnConfirmation, openInvoice } from './payment-helpers';

// The refund page's confirmation links: a wrong one is refused at once, an expired one says
// so before anything is ticked, and an application whose link ran out gives its tickets back
// so that the buyer can apply again (as the expired link's message tells them to).

type Row = { id: number; status_id: number; summa: number };
type ReturnData = { confirm: number; rows: Row[]; reasons: { id: number }[] };

const DAY = 86_400_000;

describe('refund confirmation links', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock) });
  });
  afterAll(() => server.close());

  /** A paid order of two tickets for a session at least three days ahead (so that a day can pass). */
  async function paidOrder(c: ApiClient): Promise<string> {
    const data = await loadNoScheme(c, plainEvent.slug);
    const later = new Date(clock + 3 * DAY).toISOString().slice(0, 10);
    const iso = (d: string) => d.split('.').reverse().join('-');
    const day = data.calendar.find((d) => iso(d.day) >= later && d._time.some((t) => t.quantity >= 2))!;
    const time = day._time.find((t) => t.quantity >= 2)!;
    const row = data.price.find((p) => p.pricetype_id === time.pricetype_id && p.useproculture !== 1 && p.minlimit <= 2 && p.maxlimit >= 2)!;
    const { hash } = (
      await c.post<{ hash: string }>('/api/order/create', {
        ...buyer,
        hash: data.action.hash_id,
        lang: 'ru',
        checkboxList: consents(data),
        crmClient: { REFERRAL: '' },
        data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: row.zonelevel_id, quantity: 2, sum: row.price * 2 }],
      })
    ).body.response;
    expect(await confirmPaid(server, await openInvoice(c, hash))).toBe('paid');
    return hash;
  }

  const load = (c: ApiClient, hash: string, hashConf?: string) => c.post<ReturnData & { errorCode?: string; errorText?: string }>(`/api/order/return/${hash}`, { hash, lang: 'en', ...(hashConf ? { hashConf } : {}) });

  it('a wrong link is refused at once; a hash of 5 characters or fewer is no link at all', async () => {
    const c = server.client();
    const hash = await paidOrder(c);
    const wrong = await load(c, hash, 'f'.repeat(40));
    expect(wrong.status).toBe(404);
    expect(wrong.body.response).toMatchObject({ errorCode: '-404', errorText: 'The confirmation link is not valid' });
    const short = await load(c, hash, 'abcde');
    expect(short.status).toBe(200);
    expect(short.body.response.confirm).toBe(0);
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: 'f'.repeat(40) })).status).toBe(404);
  });

  it('an expired link says so on opening; its tickets come back and can be applied for again, in full', async () => {
    const c = server.client();
    const hash = await paidOrder(c);
    const first = (await load(c, hash)).body.response;
    const ids = first.rows.map((r) => r.id);
    expect((await c.post('/api/order/return-create', { hash, reason: first.reasons[0]!.id, id: ids })).status).toBe(200);
    const stale = await lastReturnConfirmation(server);
    expect((await load(c, hash)).body.response.rows.map((r) => r.status_id)).toEqual([60, 60]);

    clock += 25 * 3600_000;
    try {
      const opened = await load(c, hash, stale);
      expect(opened.status).toBe(410);
      expect(opened.body.response.errorText).toMatch(/expired.*24 hours.*apply again/);
      // The application lapsed: both tickets can be returned again, and the whole amount with them.
      expect((await load(c, hash)).body.response.rows.map((r) => r.status_id)).toEqual([0, 0]);
      expect((await c.post('/api/order/return-confirm', { hash, hashConf: stale })).status).toBe(410);
      expect((await c.post('/api/order/return-create', { hash, reason: first.reasons[0]!.id, id: ids })).status).toBe(200);
      const fresh = await lastReturnConfirmation(server);
      expect(fresh).not.toBe(stale);
      expect((await load(c, hash, fresh)).body.response.confirm).toBe(1);
      expect((await c.post('/api/order/return-confirm', { hash, hashConf: fresh })).body.response).toMatchObject({ errorCode: '0' });
      expect((await load(c, hash)).body.response.rows.map((r) => r.status_id)).toEqual([70, 70]);
      const money = (await server.db.get<{ paid_amount: number; refunded_amount: number }>('SELECT paid_amount, refunded_amount FROM orders WHERE hash = ?', [hash]))!;
      expect(money.refunded_amount).toBeCloseTo(money.paid_amount, 2);
      // The stale link stays dead; the fresh one, opened again, changes nothing.
      expect((await c.post('/api/order/return-confirm', { hash, hashConf: stale })).status).toBe(410);
      expect((await c.post('/api/order/return-confirm', { hash, hashConf: fresh })).body.response).toMatchObject({ errorCode: '0' });
      expect((await server.db.get<{ refunded_amount: number }>('SELECT refunded_amount FROM orders WHERE hash = ?', [hash]))!.refunded_amount).toBeCloseTo(money.refunded_amount, 2);
    } finally {
      clock -= 25 * 3600_000;
    }
  });
});
