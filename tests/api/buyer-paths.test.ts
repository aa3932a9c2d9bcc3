import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema, paymentResultSchema } from '../../contract/order';
import { startServer, type ApiClient, type TestServer } from './harness';
import { buyer, categoryOrderBody, consents, loadNoScheme, plainEvent, schemeOrderBody, schemeSession } from './order-helpers';

type Answer = { errorCode: string; errorText: string; hash: string };

// Issue 25 (buying): the server's side of group orders, extras and cancelled orders.
describe('buyer paths: group rows, extras left to add, a lapsed reservation', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startServer({ now: () => new Date(clock), config: { rateLimits: { captcha: 1000, promo: 1000, lookup: 100000 } } });
  });
  afterAll(() => server.close());

  const view = async (hash: string) => envelopeSchema(orderViewSchema).parse((await server.client().post('/api/order/view', { hash, lang: 'ru' })).body).response;

  /** A tour with group rows: the guide's fee (needprice) and the participants (5 to 15). */
  async function tourOrder(c: ApiClient, counts: { guide?: number; participants?: number; adults?: number }) {
    const data = await loadNoScheme(c, 'kitay-gorod-walking-tour');
    const day = data.calendar.find((d) => d._time.some((t) => t.quantity >= 10))!;
    const time = day._time.find((t) => t.quantity >= 10)!;
    const group = data.ticketPrice.filter((p) => p.pricetype_id === time.pricetype_id);
    const guide = group.find((p) => p.needprice > 0)!;
    const participants = group.find((p) => p.needprice === 0)!;
    const adult = data.price.find((p) => p.pricetype_id === time.pricetype_id && p.useproculture !== 1)!;
    const line = (row: typeof adult, quantity: number) => ({
      day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: row.zonelevel_id, quantity, sum: row.price * quantity,
    });
    const lines = [
      ...(counts.guide !== undefined ? [line(guide, counts.guide)] : []),
      ...(counts.participants !== undefined ? [line(participants, counts.participants)] : []),
      ...(counts.adults !== undefined ? [line(adult, counts.adults)] : []),
    ];
    return c.post<Answer>('/api/order/create', { ...buyer, hash: data.action.hash_id, lang: 'ru', checkboxList: consents(data), crmClient: { REFERRAL: '' }, data: lines });
  }

  it('a group order needs its mandatory rows: 5 participants without the guide are refused, with the guide accepted', async () => {
    const c = server.client();
    for (const without of [{ participants: 5 }, { participants: 5, guide: 0 }]) {
      const refused = await tourOrder(c, without);
      expect(refused.status).toBe(409);
      expect(refused.body.response.errorCode).toBe('-9998');
    }
    expect((await tourOrder(c, { participants: 5, guide: 1 })).body.response).toMatchObject({ errorCode: '0' });
  });

  it('individual tickets of an event that also sells group rows need no group row', async () => {
    const c = server.client();
    expect((await tourOrder(c, { adults: 2 })).body.response).toMatchObject({ errorCode: '0' });
    // Both kinds in one order: the group's rules still hold for its rows.
    expect((await tourOrder(c, { adults: 2, participants: 5, guide: 1 })).body.response).toMatchObject({ errorCode: '0' });
    expect((await tourOrder(c, { adults: 2, participants: 5 })).status).toBe(409);
  });

  it('lists an extra only while its ticket may take more of it, with what is left as its limit', async () => {
    const s = await schemeSession(server.client(), 'the-cherry-orchard');
    const c = server.client();
    const seats = s.map.seat_numbers.slice(0, 2).map((x) => x.seat_id);
    const { hash } = (await c.post<Answer>('/api/order/create-scheme', schemeOrderBody(s, seats))).body.response;
    const before = await view(hash);
    const [first, second] = before.main.map((t) => t.id);
    const offer = (parent: number | undefined, limit: number) => before.addToping.find((o) => o.parent_id === parent && o.limit === limit)!;
    const champagne = offer(first, 1);
    const programme = offer(first, 2);
    const pick = (o: typeof champagne) => ({ uid: `${o.parent_id}:${o.package_id}:${o.price_id}`, parent_id: o.parent_id, package_id: o.package_id, price_id: o.price_id, cost: o.cost });
    expect((await c.post('/api/order/add-special-offer', { hash, data: [pick(champagne), pick(programme)] })).body.response).toMatchObject({ errorCode: '0' });

    const after = await view(hash);
    const of = (parent: number | undefined) => after.addToping.filter((o) => o.parent_id === parent).map((o) => [o.price_id, o.limit]);
    // The first ticket has its champagne (1 of 1) and one programme of 2; the second ticket has everything.
    expect(of(first)).toEqual([[programme.price_id, 1]]);
    expect(of(second)).toEqual(expect.arrayContaining([[programme.price_id, 2], [champagne.price_id, 1]]));
    expect(of(second)).toHaveLength(2);
    // Everything still listed can be added, in one round.
    expect((await c.post('/api/order/add-special-offer', { hash, data: after.addToping.map(pick) })).body.response).toMatchObject({ errorCode: '0' });
    const full = await view(hash);
    // Left: the second ticket's second programme.
    expect(full.addToping.map((o) => [o.parent_id, o.price_id, o.limit])).toEqual([[second, programme.price_id, 1]]);
    expect(full.toping).toHaveLength(5);
    expect((await c.post('/api/order/add-special-offer', { hash, data: full.addToping.map(pick) })).body.response).toMatchObject({ errorCode: '0' });
    expect((await view(hash)).addToping).toEqual([]);
  });

  it('an ordinary order whose reservation ran out carries no card code; a refused Pushkin card carries 4', async () => {
    const plain = server.client();
    const { hash } = (await plain.post<Answer>('/api/order/create', await categoryOrderBody(plain))).body.response;
    const card = server.client();
    const data = await loadNoScheme(card, plainEvent.slug);
    const row = (pt: number | null | undefined) => data.price.find((p) => p.pricetype_id === pt && p.useproculture === 1);
    const day = data.calendar.find((d) => d._time.some((t) => row(t.pricetype_id) && t.quantity > 0))!;
    const time = day._time.find((t) => row(t.pricetype_id) && t.quantity > 0)!;
    const cardRow = row(time.pricetype_id)!;
    const pushkin = await card.post<Answer>('/api/order/create', {
      ...buyer, surname: 'Петрова', name: 'Анна', phone: '+7 916 123-45-64',
      hash: data.action.hash_id, lang: 'ru', checkboxList: consents(data), crmClient: { pushkin: 1 },
      data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: cardRow.clientcategory_id, zoneId: cardRow.zonelevel_id, quantity: 1, sum: cardRow.price }],
    });
    const refused = envelopeSchema(paymentResultSchema).parse((await card.post('/api/payment/pushkin', { hash: pushkin.body.response.hash })).body).response;
    expect(refused.pushkinCode).toBe(4);

    // The reservation runs out; the next hold cancels it.
    clock += 24 * 3600_000;
    const next = server.client();
    expect((await next.post<Answer>('/api/order/create', await categoryOrderBody(next))).status).toBe(200);
    const lapsed = await view(hash);
    expect(lapsed.status).toBe(90);
    expect(lapsed.discountData?.pochtaBankCode ?? null).toBeNull();
    expect((await view(pushkin.body.response.hash)).discountData?.pochtaBankCode).toBe(4);
  });
});
