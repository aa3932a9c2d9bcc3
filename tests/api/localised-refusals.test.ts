import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, plainEvent } from './order-helpers';

type Refusal = { errorCode: string; errorText: string };

/** The page shows the server's errorText as it came (docs/product/errors.md): it must be in the buyer's language. */
describe('refusals in the request language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { rateLimits: { captcha: 30, promo: 1000, lookup: 1000 } } });
  });
  afterAll(() => server.close());

  const overLimit = async (limit: number, lang?: string) => {
    await server.db.run('UPDATE events SET demquantlimit = ? WHERE event_id = ?', [limit, plainEvent.event_id]);
    const c = server.client();
    const body = await categoryOrderBody(c, plainEvent.slug, 1, lang ? { lang } : {});
    body.data[0]!.quantity = limit + 1;
    const res = await c.post<Refusal>('/api/order/create', lang ? body : { ...body, lang: undefined });
    expect(res.status).toBe(409);
    expect(res.body.response.errorCode).toBe('-9998');
    return res.body.response.errorText;
  };

  it('an order over the ticket limit is refused in ru, en, kz and ch, with Russian plural forms', async () => {
    expect(await overLimit(1, 'ru')).toBe('В одном заказе можно купить максимум 1 билет. Уменьшите количество билетов');
    expect(await overLimit(3, 'ru')).toBe('В одном заказе можно купить максимум 3 билета. Уменьшите количество билетов');
    expect(await overLimit(5, 'ru')).toBe('В одном заказе можно купить максимум 5 билетов. Уменьшите количество билетов');
    expect(await overLimit(21, 'ru')).toContain('максимум 21 билет.');
    expect(await overLimit(1, 'en')).toBe('One order can hold at most 1 ticket. Please reduce the number of tickets');
    expect(await overLimit(5, 'en')).toBe('One order can hold at most 5 tickets. Please reduce the number of tickets');
    expect(await overLimit(5, 'kz')).toBe('Бір тапсырыста ең көбі 5 билет сатып алуға болады. Билеттер санын азайтыңыз');
    expect(await overLimit(5, 'ch')).toBe('每个订单最多可购买5张票，请减少票数');
    // No language: the platform's default, Russian.
    expect(await overLimit(5)).toContain('максимум 5 билетов');
  });

  it('an unknown order hash: body lang first, then the lang query parameter, then Accept-Language, else Russian', async () => {
    const c = server.client();
    const view = async (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await c.post<Refusal>(path, { hash: 'f'.repeat(40), ...body }, { headers });
      expect(res.status).toBe(404);
      expect(res.body.response.errorCode).toBe('-404');
      return res.body.response.errorText;
    };
    expect(await view('/api/order/view', { lang: 'ru' })).toBe('Заказ удалён или не найден');
    expect(await view('/api/order/view', { lang: 'en' })).toBe('The order has been deleted or was not found');
    expect(await view('/api/order/view', { lang: 'kz' })).toBe('Тапсырыс жойылған немесе табылмады');
    expect(await view('/api/order/view', { lang: 'ch' })).toBe('订单已删除或未找到');
    expect(await view('/api/order/view', {})).toBe('Заказ удалён или не найден');
    expect(await view('/api/order/view?lang=kz', {})).toBe('Тапсырыс жойылған немесе табылмады');
    expect(await view('/api/order/view?lang=kz', { lang: 'ch' })).toBe('订单已删除或未找到');
    expect(await view('/api/order/view?lang=en', { lang: 'xx' })).toBe('The order has been deleted or was not found');
    expect(await view('/api/order/view?lang=de', { lang: 'xx' })).toBe('Заказ удалён или не найден');
    // No lang in the call (client-info, say): the page's language in Accept-Language.
    expect(await view('/api/order/view', {}, { 'accept-language': 'zh-Hans' })).toBe('订单已删除或未找到');
    expect(await view('/api/order/view', {}, { 'accept-language': 'de-DE, kk;q=0.8, en;q=0.9' })).toBe('The order has been deleted or was not found');
    expect(await view('/api/order/view', {}, { 'accept-language': 'de-DE, fr;q=0.5' })).toBe('Заказ удалён или не найден');
    expect(await view('/api/order/view', { lang: 'kz' }, { 'accept-language': 'en' })).toBe('Тапсырыс жойылған немесе табылмады');
    // Tags named like built-in object properties are languages nobody speaks, not a lookup hit.
    for (const tag of ['constructor', '__proto__', 'constructor, en;q=0.5']) {
      expect(await view('/api/order/view', {}, { 'accept-language': tag }), tag).toBe(tag.includes('en') ? 'The order has been deleted or was not found' : 'Заказ удалён или не найден');
    }
    // Payment URLs and order-data find the order the same way.
    expect(await view('/api/payment/redirect', { lang: 'en' })).toBe('The order has been deleted or was not found');
  });

  it('a wrong promo code is refused in the request language', async () => {
    const c = server.client();
    const { hash } = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response;
    const texts: Record<string, string> = {};
    for (const lang of ['ru', 'en', 'kz', 'ch']) {
      const res = await c.post<Refusal>('/api/order/add-discount', { hash, lang, promoCode: 'NO-SUCH-CODE' });
      expect(res.status).toBe(409);
      texts[lang] = res.body.response.errorText;
    }
    expect(texts).toEqual({ ru: 'Неверный промокод', en: 'Invalid promo code', kz: 'Промокод жарамсыз', ch: '优惠码无效' });
  });

  it('a CSRF failure says to reload the page, in the request language', async () => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(419);
      const { response } = (await res.json()) as { response: Refusal };
      expect(response.errorCode).toBe('-1000');
      return response.errorText;
    };
    expect(await post('/api/order/create', { lang: 'ru' })).toBe('Страница была открыта слишком долго. Обновите её и попробуйте снова');
    expect(await post('/api/order/create', { lang: 'en' })).toBe('The page has been open too long. Please reload it and try again');
    expect(await post('/api/order/create?lang=kz', {})).toBe('Бет тым ұзақ ашық тұрды. Оны жаңартып, қайталап көріңіз');
    expect(await post('/api/order/create', { lang: 'ch' })).toBe('页面打开时间过长，请刷新页面后重试');
    expect(await post('/api/order/create', ['not', 'an', 'object'])).toBe('Страница была открыта слишком долго. Обновите её и попробуйте снова');
  });

  it('buyer-field refusals are translated; a malformed request stays a developer message in English', async () => {
    const c = server.client();
    const body = await categoryOrderBody(c, plainEvent.slug, 1, { lang: 'kz', phone: '12' });
    const phone = await c.post<Refusal>('/api/order/create', body);
    expect(phone.body.response).toEqual({ errorCode: '-400', errorText: 'Телефон нөмірінің пішімі қате', requestId: expect.any(String) });
    const malformed = await c.post<Refusal>('/api/order/view', { hash: 42, lang: 'ru' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.response.errorText).toMatch(/^Invalid request body: hash/);
  });
});
