import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderDataSchema } from '../../contract/nominal';
import { orderViewSchema } from '../../contract/order';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody } from './order-helpers';

// The nominal holder form's calls (docs/product/nominal.md) as the page makes them: the order-data
// body parsed whole with the shared contract (its lists sit beside `response`), and holders
// checked by docs/product/nominal.md's letter rule, which the page applies too.

const NOMINAL_EVENT = 'charyn-canyon-bus-tour';

describe('nominal holders', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  async function nominalOrder(qty = 1) {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c, NOMINAL_EVENT, qty))).body.response;
    return { c, hash };
  }

  it('order-data fits the contract the page parses it with, in the asked language', async () => {
    const { c, hash } = await nominalOrder(2);
    const res = await c.post('/api/order-data', { hash, lang: 'en' });
    expect(res.status).toBe(200);
    const data = orderDataSchema.parse(res.body);
    expect(data.response).toHaveLength(2);
    expect(data.response[0]).toMatchObject({ needage: 2, needdocument: 1, needcountry: 1, needregion: 1, demandstatusid: 0, hash_id: hash });
    expect(data.response[0]!.reservetime).toBeGreaterThan(0);
    expect(data.response[0]!.summa).toBeGreaterThan(0);
    expect(data.response[0]!.action_en).toMatch(/Charyn/);
    expect(data.text).toMatch(/Holder data/);
    expect(data.checkboxList.some((b) => b.filling === 1)).toBe(true);
    // Every type has its note; every country the form offers has a region.
    expect(data.docTypes.every((d) => d.note_ru && d.note_en)).toBe(true);
    expect(data.countries.every((country) => data.regions.some((r) => r.country_id === country.id))).toBe(true);
  });

  it('an unknown order answers -404, which the page shows as "order deleted"', async () => {
    const res = await server.client().post('/api/order-data', { hash: 'no-such-order', lang: 'ru' });
    expect(res.status).toBe(404);
    expect(res.body.response).toMatchObject({ errorCode: '-404', errorText: 'Заказ удалён или не найден' });
  });

  it('names: spaces and hyphens anywhere, as the holder rules and the page allow; stored tidy; a name without a letter is refused', async () => {
    const { c, hash } = await nominalOrder();
    const data = orderDataSchema.parse((await c.post('/api/order-data', { hash, lang: 'ru' })).body);
    const holder = {
      hash, lang: 'ru', id: [data.response[0]!.id], surname: ['Петрова-Водкина'], name: ['Анна  Мария'], middleName: [''], docTypeId: [1],
      docNum: ['4510123456'], age: [''], date: ['12.03.1988'], countryId: [1], regionId: [101],
      checkboxList: data.checkboxList.map((b) => ({ id: b.id, checked: 1 })),
    };
    const noLetter = await c.post('/api/confirm-nominal', { ...holder, surname: ['--'] });
    expect(noLetter.status).toBe(400);
    expect(noLetter.body.response).toMatchObject({ errorText: 'Билет 1: фамилия — от 2 до 32 букв, пробелов и дефисов' });
    expect((await c.post('/api/confirm-nominal', holder)).body.response).toMatchObject({ errorCode: '0', hash });
    const view = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash })).body).response;
    expect(view.main[0]!.personname).toBe('Петрова-Водкина Анна Мария');
  });

  it('order-data gives each ticket its confirmed holder, so the form opens with them again; none before', async () => {
    const { c, hash } = await nominalOrder(2);
    const before = orderDataSchema.parse((await c.post('/api/order-data', { hash, lang: 'ru' })).body);
    expect(before.response.map((t) => t.holder)).toEqual([null, null]);
    const ids = before.response.map((t) => t.id);
    const confirmed = await c.post('/api/confirm-nominal', {
      hash, lang: 'ru', id: ids, surname: ['Петрова', 'Иванов'], name: ['Анна', 'Пётр'], middleName: ['', 'Ильич'], docTypeId: [1, 1],
      docNum: ['4510 123456', '4511123457'], age: ['', ''], date: ['12.03.1988', '01.02.1979'], countryId: [1, 1], regionId: [101, 101],
      checkboxList: before.checkboxList.map((b) => ({ id: b.id, checked: 1 })),
    });
    expect(confirmed.body.response).toMatchObject({ errorCode: '0', hash });
    // Still unpaid: the form is the page to open, in any language.
    const after = orderDataSchema.parse((await c.post('/api/order-data', { hash, lang: 'kz' })).body);
    expect(after.response[0]!.demandstatusid).toBe(0);
    expect(after.response.map((t) => t.holder)).toEqual([
      { surname: 'Петрова', name: 'Анна', middleName: '', date: '12.03.1988', docTypeId: 1, docNum: '4510123456', countryId: 1, regionId: 101 },
      { surname: 'Иванов', name: 'Пётр', middleName: 'Ильич', date: '01.02.1979', docTypeId: 1, docNum: '4511123457', countryId: 1, regionId: 101 },
    ]);
    // Another order's holders are not this one's.
    const other = await nominalOrder(1);
    const fresh = orderDataSchema.parse((await other.c.post('/api/order-data', { hash: other.hash, lang: 'ru' })).body);
    expect(fresh.response.map((t) => t.holder)).toEqual([null]);
  });
});
