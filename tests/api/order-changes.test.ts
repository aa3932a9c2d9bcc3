import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession } from './order-helpers';

describe('extras, promo codes and bonuses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { rateLimits: { captcha: 30, promo: 1000, lookup: 1000 } } });
  });
  afterAll(() => server.close());

  const view = async (hash: string) => envelopeSchema(orderViewSchema).parse((await server.client().post('/api/order/view', { hash })).body).response;

  it('adds extras up to the per-ticket limit of their price_id, and removes them', async () => {
    const s = await schemeSession(server.client(), 'the-cherry-orchard');
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [s.map.seat_numbers[0]!.seat_id]))).body.response;
    const v = await view(hash);
    const programme = v.addToping.find((o) => o.limit === 2)!;
    const item = { uid: 'a', parent_id: programme.parent_id, package_id: programme.package_id, price_id: programme.price_id, cost: programme.cost };
    expect((await c.post('/api/order/add-special-offer', { hash, data: [item, item] })).body.response).toMatchObject({ errorCode: '0' });
    const third = await c.post('/api/order/add-special-offer', { hash, data: [item] });
    expect(third.status).toBe(409);
    const withExtras = await view(hash);
    expect(withExtras.toping).toHaveLength(2);
    expect(withExtras.demsumma).toBeCloseTo(v.demsumma + 2 * programme.cost, 2);
    await c.post('/api/order/remove-special-offer', { hash, id: withExtras.toping[0]!.id });
    expect((await view(hash)).toping).toHaveLength(1);
    const notExtra = await c.post('/api/order/remove-special-offer', { hash, id: withExtras.main[0]!.id });
    expect(notExtra.status).toBe(404);
  });

  it('applies a promo code once, refuses an unknown one, and holds its use limit under concurrency', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const before = await view(hash);
    expect((await c.post('/api/order/add-discount', { hash, promoCode: 'NOPE' })).status).toBe(409);
    expect((await c.post('/api/order/add-discount', { hash, promoCode: 'afisha10' })).body.response).toMatchObject({ errorCode: '0', promoCode: 'AFISHA10' });
    const after = await view(hash);
    expect(after.discountData?.promoCode).toBe('AFISHA10');
    expect(after.demsumma).toBeLessThan(before.demsumma);
    await c.post('/api/order/cancel-discount', { hash });
    expect((await view(hash)).demsumma).toBe(before.demsumma);

    // WELCOME5 may be used 3 times: 12 orders race for it.
    const hashes = await Promise.all(Array.from({ length: 12 }, async () => {
      const b = server.client();
      return (await b.post<{ hash: string }>('/api/order/create', await categoryOrderBody(b))).body.response.hash;
    }));
    const results = await Promise.all(hashes.map((h) => server.client().post('/api/order/add-discount', { hash: h, promoCode: 'WELCOME5' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect((await server.db.get<{ used: number }>(`SELECT used FROM promo_codes WHERE code = 'WELCOME5'`))!.used).toBe(3);
  });

  it('spends bonuses of the demo client card without going negative', async () => {
    const client = (await server.db.get<{ card_code: string; bonuses: number; id: number }>('SELECT card_code, bonuses, id FROM clients WHERE blocked = 0 AND bonuses > 0'))!;
    const hashes = await Promise.all(Array.from({ length: 6 }, async () => {
      const b = server.client();
      return (await b.post<{ hash: string }>('/api/order/create', await categoryOrderBody(b, undefined, 2))).body.response.hash;
    }));
    const each = Math.ceil(client.bonuses / 3);
    const results = await Promise.all(hashes.map((h) => server.client().post('/api/order/add-discount', { hash: h, cardCode: client.card_code, bonuses: each })));
    const okCount = results.filter((r) => r.status === 200).length;
    const left = (await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(client.bonuses - okCount * each);
    expect((await server.client().post('/api/order/add-discount', { hash: hashes[0], bonuses: -5, cardCode: client.card_code })).status).toBe(409);
  });

  it('a blocked card is refused', async () => {
    const blocked = (await server.db.get<{ card_code: string }>('SELECT card_code FROM clients WHERE blocked = 1'))!;
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    expect((await c.post('/api/order/add-discount', { hash, lang: 'en', cardCode: blocked.card_code })).body.response).toMatchObject({ errorCode: '-400', errorText: 'The loyalty card is blocked' });
  });
});

describe('seat orders of a standing place', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('takes a quantity of a standing place within what is left', async () => {
    const s = await schemeSession(server.client(), mapEventSlug('theatre'));
    const stand = s.map.seat_stand[0]!;
    const ok = await server.client().post('/api/order/create-scheme', { ...schemeOrderBody(s, []), tickets: [{ seat_id: stand.seat_id, quantity: 2 }] });
    expect(ok.body.response).toMatchObject({ errorCode: '0' });
    const after = (await schemeSession(server.client(), mapEventSlug('theatre'))).map.seat_stand[0]!;
    expect(after.quant).toBe(stand.quant - 2);
  });
});
