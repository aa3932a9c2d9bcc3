import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession, signedIn, type AccountClient } from './order-helpers';
import { confirmPaid, due, invoiceStatus, openInvoice, orderMoney, sandboxRefunded } from './payment-helpers';

/**
 * An invoice is opened for what the order owes at that moment; these tests change the
 * order afterwards and pay the old invoice, which must never pay the order for less.
 */
describe('an invoice pays its order only for what is due at confirmation', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { reserveSeconds: 600, rateLimits: { captcha: 30, promo: 1000, lookup: 1000 } } });
  });
  afterAll(() => server.close());

  const promoUses = async () => (await server.db.get<{ used: number }>(`SELECT used FROM promo_codes WHERE code = 'AFISHA10'`))!.used;
  const holds = async (hash: string) => (await server.db.all('SELECT 1 FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE o.hash = ?', [hash])).length;

  it('a discounted invoice paid after the discount was cancelled is refunded; the order still owes the full amount', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, undefined, 2))).body.response;
    const full = due(await orderMoney(server, hash));
    expect((await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' })).status).toBe(200);
    const usesWithPromo = await promoUses();
    const cheap = await openInvoice(c, hash);
    const discounted = due(await orderMoney(server, hash));
    expect(discounted).toBeLessThan(full);
    expect((await c.post('/api/order/cancel-discount', { hash })).status).toBe(200);
    expect(await invoiceStatus(server, cheap)).toBe('cancelled');

    expect(await confirmPaid(server, cheap)).toBe('refunded');
    const after = await orderMoney(server, hash);
    expect(after).toMatchObject({ status: 0, paid_amount: 0, discount: 0, promo_code: null });
    expect(due(after)).toBe(full);
    expect(after.flagged).toMatch(/cancelled by a change of the order: refunded/);
    expect(await promoUses()).toBe(usesWithPromo - 1);
    expect(await sandboxRefunded(server, cheap)).toBeCloseTo(discounted, 2);
    // Delivered again, the confirmation changes nothing and refunds nothing twice.
    expect(await confirmPaid(server, cheap)).toBe('unchanged');
    expect(await sandboxRefunded(server, cheap)).toBeCloseTo(discounted, 2);

    // A new invoice is for the full amount and pays the order.
    const fair = await openInvoice(c, hash);
    expect(await confirmPaid(server, fair)).toBe('paid');
    expect(await orderMoney(server, hash)).toMatchObject({ status: 20, paid_amount: full });
  });

  it('an invoice opened before a special offer was added cannot pay the dearer order', async () => {
    const s = await schemeSession(server.client(), 'the-cherry-orchard');
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [s.map.seat_numbers[1]!.seat_id]))).body.response;
    const before = due(await orderMoney(server, hash));
    const old = await openInvoice(c, hash);
    const v = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash })).body).response;
    const offer = v.addToping[0]!;
    const item = { uid: 'a', parent_id: offer.parent_id, package_id: offer.package_id, price_id: offer.price_id, cost: offer.cost };
    expect((await c.post('/api/order/add-special-offer', { hash, data: [item] })).status).toBe(200);
    expect(await confirmPaid(server, old)).toBe('refunded');
    const after = await orderMoney(server, hash);
    expect(after).toMatchObject({ status: 0, paid_amount: 0 });
    expect(due(after)).toBeCloseTo(before + offer.cost, 2);
    expect(await sandboxRefunded(server, old)).toBeCloseTo(before, 2);
    expect(await holds(hash)).toBe(1);
  });

  it('a change that leaves the amount as it was (a loyalty card, no bonuses) keeps the open invoice', async () => {
    const client = (await server.db.get<AccountClient>('SELECT id, hash_id, card_code, bonuses FROM clients WHERE blocked = 0'))!;
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, undefined, 1, signedIn(client)))).body.response;
    const invoice = await openInvoice(c, hash);
    expect((await c.post('/api/order/add-discount', { hash, cardCode: client.card_code })).status).toBe(200);
    expect(await invoiceStatus(server, invoice)).toBe('created');
    expect(await confirmPaid(server, invoice)).toBe('paid');
  });

  it('an invoice that no longer matches is refunded even if nothing cancelled it', async () => {
    // Belt and braces: the check at confirmation does not rely on the cancellation.
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const invoice = await openInvoice(c, hash);
    await server.db.run('UPDATE orders SET total = total + 100 WHERE hash = ?', [hash]);
    expect(await confirmPaid(server, invoice)).toBe('refunded');
    const after = await orderMoney(server, hash);
    expect(after).toMatchObject({ status: 0, paid_amount: 0 });
    expect(after.flagged).toMatch(/does not match/);
  });

  it('a late payment of a discounted invoice is refunded: expiry took the discount back', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-4)!.seat_id;
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response;
    expect((await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' })).status).toBe(200);
    const usesWithPromo = await promoUses();
    const cheap = await openInvoice(c, hash);
    const amount = due(await orderMoney(server, hash));
    clock += 601_000;
    expect(await confirmPaid(server, cheap)).toBe('refunded');
    const after = await orderMoney(server, hash);
    expect(after).toMatchObject({ status: 90, paid_amount: 0, discount: 0, promo_code: null });
    expect(after.flagged).toMatch(/refunded/);
    expect(await promoUses()).toBe(usesWithPromo - 1);
    expect(await holds(hash)).toBe(0);
    expect(await sandboxRefunded(server, cheap)).toBeCloseTo(amount, 2);
    // The seat is on sale again.
    expect((await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]))).status).toBe(200);
  });

  it('the payable check runs in the transaction of the change: a payment confirmed meanwhile is seen', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' });
    const invoice = await openInvoice(c, hash);
    // Hold the database so both requests queue behind it: the cancellation arrives first,
    // the confirmation while it waits. A check made before the change's own transaction
    // would let the payment slip in between and have its discount taken away afterwards.
    let release = () => {};
    const blocker = server.db.tx(() => new Promise<void>((r) => { release = r; }));
    const cancelling = c.post('/api/order/cancel-discount', { hash });
    await new Promise((r) => setTimeout(r, 50));
    const paying = confirmPaid(server, invoice);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await blocker;
    const [cancelled, paid] = await Promise.all([cancelling, paying]);
    const o = await orderMoney(server, hash);
    expect(cancelled.status).toBe(200);
    expect(paid).toBe('refunded');
    expect(o).toMatchObject({ status: 0, paid_amount: 0, discount: 0, promo_code: null });
  });
});

describe('late payments re-hold every seat that is not a standing place', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { reserveSeconds: 600 } });
  });
  afterAll(() => server.close());

  it('a seat of another type (st_id neither 0 nor -1) is held again, so it cannot be sold twice', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('chamber'));
    const seat = s.map.seat_numbers.at(-6)!.seat_id;
    // Only -1 means a standing place (docs/product/scheme.md); any other type is a seat.
    await server.db.run(
      `UPDATE hall_seats SET st_id = 2 WHERE seat_id = ? AND hall_id = (SELECT v.hall_id FROM venues v JOIN events e ON e.seatroot_id = v.seatroot_id WHERE e.slug = ?)`,
      [seat, mapEventSlug('chamber')],
    );
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [seat]))).body.response;
    const invoice = await openInvoice(c, hash);
    clock += 601_000;
    expect(await confirmPaid(server, invoice)).toBe('paid');
    expect(await server.db.all('SELECT 1 FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE o.hash = ? AND h.seat_id = ?', [hash, seat])).toHaveLength(1);
    const second = await server.client().post('/api/order/create-scheme', schemeOrderBody(s, [seat]));
    expect(second.status).toBe(409);
  });
});

describe('no payment method configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers a 4xx envelope with -9995, not a server error', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    await server.db.run('DELETE FROM payment_types');
    const res = await c.post('/api/payment/widget', { hash });
    expect(res.status).toBe(409);
    expect(res.body.response).toMatchObject({ errorCode: '-9995' });
  });
});
