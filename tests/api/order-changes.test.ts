import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, mapEventSlug, schemeOrderBody, schemeSession, signedIn, type AccountClient } from './order-helpers';

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

  const accountClient = async (where: string) => (await server.db.get<AccountClient>(`SELECT id, hash_id, card_code, bonuses FROM clients WHERE ${where} ORDER BY id`))!;

  it('spends bonuses of the demo client card without going negative', async () => {
    const client = await accountClient('blocked = 0 AND bonuses > 0');
    const hashes = await Promise.all(Array.from({ length: 6 }, async () => {
      const b = server.client();
      return (await b.post<{ hash: string }>('/api/order/create', await categoryOrderBody(b, undefined, 2, signedIn(client)))).body.response.hash;
    }));
    const each = Math.ceil(client.bonuses / 3);
    const results = await Promise.all(hashes.map((h) => server.client().post('/api/order/add-discount', { hash: h, cardCode: client.card_code, bonuses: each })));
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBeGreaterThan(0);
    const left = (await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(client.bonuses - okCount * each);
    expect((await server.client().post('/api/order/add-discount', { hash: hashes[0], bonuses: -5, cardCode: client.card_code })).status).toBe(409);
    // Given back, so that the later tests find the card as seeded.
    for (const h of hashes) await server.client().post('/api/order/cancel-discount', { hash: h });
    expect((await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses).toBe(client.bonuses);
  });

  it('a card number alone spends nothing: only the order\'s own client, signed in when ordering, uses the card', async () => {
    const owner = await accountClient('blocked = 0 AND bonuses >= 300');
    const other = await accountClient(`id <> ${owner.id}`);
    const ownerView = async () => server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [owner.id]);
    const before = (await ownerView())!.bonuses;
    const stranger = server.client();
    // An anonymous order, and an order of another signed-in client, name the owner's card.
    const anonymous = (await stranger.post<{ hash: string }>('/api/order/create', await categoryOrderBody(stranger, undefined, 2))).body.response.hash;
    const otherClients = (await stranger.post<{ hash: string }>('/api/order/create', await categoryOrderBody(stranger, undefined, 2, signedIn(other)))).body.response.hash;
    // A forged account: the owner's id without their hash id is no client at all.
    const forged = (await stranger.post<{ hash: string }>('/api/order/create', await categoryOrderBody(stranger, undefined, 2, { crmClient: { CRMFAN_ID: owner.id, CRMFAN_HASH_ID: 'guessed' } }))).body.response.hash;
    for (const hash of [anonymous, otherClients, forged]) {
      for (const body of [{ hash, cardCode: owner.card_code, bonuses: 300 }, { hash, cardCode: owner.card_code }, { hash, lang: 'en', cardCode: 'NO-SUCH-CARD', bonuses: 1 }]) {
        const res = await stranger.post<{ errorCode: string; errorText: string }>('/api/order/add-discount', { lang: 'en', ...body });
        expect(res.status).toBe(409);
        expect(res.body.response.errorText).toBe('Only the card\'s owner, signed in to their personal account, can use this loyalty card');
      }
      const order = (await server.db.get<{ client_id: number | null; bonuses_used: number; discount: number }>('SELECT client_id, bonuses_used, discount FROM orders WHERE hash = ?', [hash]))!;
      expect(order.client_id).not.toBe(owner.id);
      expect(order).toMatchObject({ bonuses_used: 0, discount: 0 });
    }
    // Bonuses without a card on an anonymous order: sign in first.
    expect((await stranger.post<{ errorText: string }>('/api/order/add-discount', { hash: anonymous, lang: 'en', bonuses: 10 })).body.response.errorText).toBe('To use bonuses, please sign in to your account and order from it');
    expect((await ownerView())!.bonuses).toBe(before);

    // The owner, signed in when ordering, spends them (from any browser holding the order's link).
    const own = server.client();
    const hash = (await own.post<{ hash: string }>('/api/order/create', await categoryOrderBody(own, undefined, 2, signedIn(owner)))).body.response.hash;
    expect((await own.post('/api/order/add-discount', { hash, cardCode: owner.card_code, bonuses: 300 })).body.response).toMatchObject({ errorCode: '0' });
    expect((await ownerView())!.bonuses).toBe(before - 300);
    await own.post('/api/order/cancel-discount', { hash });
    expect((await ownerView())!.bonuses).toBe(before);
  });

  it('a promo percent follows the order\'s lines: extras added and removed move it, bonuses beyond the new amount go back', async () => {
    const client = await accountClient('blocked = 0 AND bonuses >= 300');
    const s = await schemeSession(server.client(), 'the-cherry-orchard');
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create-scheme', schemeOrderBody(s, [s.map.seat_numbers[1]!.seat_id], signedIn(client)))).body.response;
    const money = async () => (await server.db.get<{ total: number; discount: number; bonuses_used: number }>('SELECT total, discount, bonuses_used FROM orders WHERE hash = ?', [hash]))!;
    const seat = (await money()).total;
    const v = await view(hash);
    const programme = v.addToping.find((o) => o.limit === 2)!;
    const item = { uid: 'a', parent_id: programme.parent_id, package_id: programme.package_id, price_id: programme.price_id, cost: programme.cost };
    expect((await c.post('/api/order/add-special-offer', { hash, data: [item, item] })).status).toBe(200);
    const withExtras = seat + 2 * programme.cost;
    expect((await c.post('/api/order/add-discount', { hash, promoCode: 'AFISHA10' })).status).toBe(200);
    expect(await money()).toMatchObject({ total: withExtras, discount: Math.round(withExtras * 10) / 100 });

    // One extra removed: 10 % of what is left, not of what was.
    const extras = (await view(hash)).toping;
    await c.post('/api/order/remove-special-offer', { hash, id: extras[0]!.id });
    expect(await money()).toMatchObject({ total: seat + programme.cost, discount: Math.round((seat + programme.cost) * 10) / 100 });
    await c.post('/api/order/remove-special-offer', { hash, id: extras[1]!.id });
    expect(await money()).toMatchObject({ total: seat, discount: Math.round(seat * 10) / 100 });
    // Added again after the code: the percent is taken on it too.
    expect((await c.post('/api/order/add-special-offer', { hash, data: [item] })).status).toBe(200);
    expect(await money()).toMatchObject({ total: seat + programme.cost, discount: Math.round((seat + programme.cost) * 10) / 100 });

    // Bonuses up to the whole amount due, then the extra removed: what no longer fits goes back to the card.
    const before = (await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses;
    const promoNow = Math.round((seat + programme.cost) * 10) / 100;
    const spend = Math.min(before, Math.floor(seat + programme.cost - promoNow));
    expect((await c.post('/api/order/add-discount', { hash, cardCode: client.card_code, bonuses: spend })).status).toBe(200);
    const last = (await view(hash)).toping[0]!;
    await c.post('/api/order/remove-special-offer', { hash, id: last.id });
    const after = await money();
    const promo = Math.round(seat * 10) / 100;
    const kept = Math.min(spend, Math.floor(seat - promo));
    expect(after).toMatchObject({ total: seat, bonuses_used: kept });
    expect(after.discount).toBeCloseTo(promo + kept, 2);
    expect(after.discount).toBeLessThanOrEqual(seat);
    expect((await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses).toBe(before - kept);
    await c.post('/api/order/cancel-discount', { hash });
    expect((await server.db.get<{ bonuses: number }>('SELECT bonuses FROM clients WHERE id = ?', [client.id]))!.bonuses).toBe(before);
  });

  it('a blocked card is refused', async () => {
    const blocked = await accountClient('blocked = 1');
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, undefined, 1, signedIn(blocked)))).body.response;
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
