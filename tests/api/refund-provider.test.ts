import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendRefunds } from '../../server/payments/refunds';
import { startServer, type ApiClient, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession, signedIn, type AccountClient } from './order-helpers';
import { confirmPaid, due, lastReturnConfirmation, openInvoice, orderMoney, sandboxRefunded } from './payment-helpers';

/** Money going back to a buyer goes through the payment provider, and never more than was paid. */
describe('refunds through the provider', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { reserveSeconds: 600, rateLimits: { captcha: 30, promo: 1000, lookup: 1000 } } });
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const provider = () => server.app.storefront.payments;

  /** Applies for and confirms the return of these tickets; answers the confirmation's status. */
  async function returnTickets(c: ApiClient, hash: string, ids: number[]): Promise<number> {
    const reasons = (await c.post<{ reasons: { id: number }[] }>(`/api/order/return/${hash}`, { hash })).body.response.reasons;
    expect((await c.post('/api/order/return-create', { hash, reason: reasons[0]!.id, id: ids })).status).toBe(200);
    const conf = await lastReturnConfirmation(server);
    return (await c.post('/api/order/return-confirm', { hash, hashConf: conf })).status;
  }

  it('a confirmed return sends its amount back to the paying invoice; the sum never passes what a discounted order paid', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, undefined, 2))).body.response;
    await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' });
    const invoice = await openInvoice(c, hash);
    expect(await confirmPaid(server, invoice)).toBe('paid');
    const paid = await orderMoney(server, hash);
    expect(paid.paid_amount).toBeLessThan(paid.total + paid.service_total);
    const rows = (await c.post<{ rows: { id: number; summa: number }[] }>(`/api/order/return/${hash}`, { hash })).body.response.rows;
    expect(rows).toHaveLength(2);

    const refund = vi.spyOn(provider(), 'refund');
    expect(await returnTickets(c, hash, [rows[0]!.id])).toBe(200);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toBe(invoice);
    expect(refund.mock.calls[0]![1]).toBeCloseTo(rows[0]!.summa, 2);
    expect(await sandboxRefunded(server, invoice)).toBeCloseTo(rows[0]!.summa, 2);

    // An application for more than is left (as a stale or tampered one would be) is refused
    // when confirmed, and nothing moves: no amount, no ticket, no provider call.
    const reasons = (await c.post<{ reasons: { id: number }[] }>(`/api/order/return/${hash}`, { hash })).body.response.reasons;
    expect((await c.post('/api/order/return-create', { hash, reason: reasons[0]!.id, id: [rows[1]!.id] })).status).toBe(200);
    const conf = await lastReturnConfirmation(server);
    await server.db.run('UPDATE return_applications SET amount = ? WHERE conf_hash = ?', [paid.paid_amount, conf]);
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: conf })).status).toBe(409);
    expect((await orderMoney(server, hash)).refunded_amount).toBeCloseTo(rows[0]!.summa, 2);
    expect((await server.db.get<{ status: number }>('SELECT status FROM tickets WHERE ticket_id = ?', [rows[1]!.id]))!.status).toBe(60);
    expect(refund).toHaveBeenCalledTimes(1);

    await server.db.run('UPDATE return_applications SET amount = ? WHERE conf_hash = ?', [rows[1]!.summa, conf]);
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: conf })).status).toBe(200);
    const after = await orderMoney(server, hash);
    expect(after.refunded_amount).toBeCloseTo(paid.paid_amount, 2);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await sandboxRefunded(server, invoice)).toBeCloseTo(paid.paid_amount, 2);

    // Everything paid is back: a further application is refused, and one for tickets already
    // refunded (stale) moves nothing.
    expect((await c.post('/api/order/return-create', { hash, reason: 1, id: [rows[0]!.id] })).status).toBe(409);
    const orderId = (await server.db.get<{ order_id: number }>('SELECT order_id FROM orders WHERE hash = ?', [hash]))!.order_id;
    await server.db.run(
      `INSERT INTO return_applications (order_id, reason_id, ticket_ids, amount, created_at, conf_hash, conf_expires) VALUES (?, 1, ?, 0, ?, 'stale-application', ?)`,
      [orderId, JSON.stringify([rows[0]!.id]), new Date(clock).toISOString(), new Date(clock + 3600_000).toISOString()],
    );
    expect((await c.post('/api/order/return-confirm', { hash, hashConf: 'stale-application' })).status).toBe(409);
    expect(await server.db.get('SELECT refunded FROM order_lines WHERE line_id = (SELECT line_id FROM tickets WHERE ticket_id = ?)', [rows[0]!.id])).toEqual({ refunded: 2 });
  });

  it('returned one by one, tickets whose shares round up still all return, for exactly what was paid', async () => {
    const client = (await server.db.get<AccountClient>('SELECT id, hash_id, card_code, bonuses FROM clients WHERE blocked = 0 AND bonuses >= 3'))!;
    const card = client.card_code;
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, undefined, 3, signedIn(client)))).body.response;
    const cents = Math.round(due(await orderMoney(server, hash)) * 100);
    // Bonuses that leave the paid amount at 3k + 2 cents: each ticket's third rounds up.
    const bonuses = ((cents - 2) % 3 + 3) % 3 || 3;
    expect((await c.post('/api/order/add-discount', { hash, cardCode: card, bonuses })).status).toBe(200);
    const invoice = await openInvoice(c, hash);
    expect(await confirmPaid(server, invoice)).toBe('paid');
    const paid = (await orderMoney(server, hash)).paid_amount;
    expect(Math.round(paid * 100) % 3).toBe(2);
    const rows = (await c.post<{ rows: { id: number }[] }>(`/api/order/return/${hash}`, { hash })).body.response.rows;
    for (const row of rows) expect(await returnTickets(c, hash, [row.id])).toBe(200);
    expect((await orderMoney(server, hash)).refunded_amount).toBeCloseTo(paid, 2);
    expect(await sandboxRefunded(server, invoice)).toBeCloseTo(paid, 2);
  });

  it('a late payment whose seat was resold is refunded through the provider for the whole invoice', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-7)!.seat_id;
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response;
    const invoice = await openInvoice(c, hash);
    const amount = due(await orderMoney(server, hash));
    clock += 601_000;
    expect((await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]))).status).toBe(200);
    const refund = vi.spyOn(provider(), 'refund');
    expect(await confirmPaid(server, invoice)).toBe('refunded');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]!.slice(0, 2)).toEqual([invoice, amount]);
    expect(await sandboxRefunded(server, invoice)).toBeCloseTo(amount, 2);
  });

  it('a refund the provider refuses stays due, flags the order, and is sent once on retry', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const invoice = await openInvoice(c, hash);
    await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' });
    vi.spyOn(provider(), 'refund').mockRejectedValueOnce(new Error('bank unavailable'));
    expect(await confirmPaid(server, invoice)).toBe('refunded');
    expect(await sandboxRefunded(server, invoice)).toBeNull();
    expect((await orderMoney(server, hash)).flagged).toMatch(/not accepted by the provider: bank unavailable/);
    const unsent = () => server.db.all('SELECT 1 FROM refunds WHERE invoice_id = ? AND sent_at IS NULL', [invoice]);
    expect(await unsent()).toHaveLength(1);

    await sendRefunds(server.app.storefront);
    await sendRefunds(server.app.storefront);
    expect(await unsent()).toHaveLength(0);
    expect(await server.db.all('SELECT 1 FROM sandbox_refunds WHERE invoice_id = ?', [invoice])).toHaveLength(1);
    expect(await sandboxRefunded(server, invoice)).toBeGreaterThan(0);
  });

  it("a buyer's request sends its own order's refunds, not another order's waiting for the sweep", async () => {
    /** An order whose invoice, opened before a promo code, is paid anyway: refunded. */
    const refundedOrder = async () => {
      const c = server.client();
      const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
      const invoice = await openInvoice(c, hash);
      await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' });
      return invoice;
    };
    const first = await refundedOrder();
    const second = await refundedOrder();
    const refund = vi.spyOn(provider(), 'refund').mockRejectedValueOnce(new Error('bank unavailable'));
    expect(await confirmPaid(server, first)).toBe('refunded');
    expect(await confirmPaid(server, second)).toBe('refunded');
    expect(refund.mock.calls.map((call) => call[0])).toEqual([first, second]);
    expect(await sandboxRefunded(server, first)).toBeNull();
    await sendRefunds(server.app.storefront);
    expect(await sandboxRefunded(server, first)).toBeGreaterThan(0);
  });

  it('the sandbox acquirer, like a bank, refuses to give back more than the invoice took', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const invoice = await openInvoice(c, hash);
    await expect(provider().refund(invoice, 1, 'unpaid')).rejects.toThrow(/took no money/);
    expect(await confirmPaid(server, invoice)).toBe('paid');
    const amount = due(await orderMoney(server, hash));
    await expect(provider().refund(invoice, amount + 0.01, 'too-much')).rejects.toThrow(/exceeds/);
    await provider().refund(invoice, amount, 'all');
    await provider().refund(invoice, amount, 'all');
    expect(await sandboxRefunded(server, invoice)).toBeCloseTo(amount, 2);
  });
});
