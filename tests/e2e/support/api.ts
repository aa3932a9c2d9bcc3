import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { eventHash } from '../../../server/seed/ids';

// Talking to the real server from a browser test, as the storefront does: a CSRF token,
// then JSON posts in the platform's envelope.

export type Api = Pick<APIRequestContext, 'get' | 'post'>;
export type Body = Record<string, unknown>;

export async function token(api: Api): Promise<string> {
  const res = await api.get('/api/token', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return ((await res.json()) as { response: string }).response;
}

export async function post<T = Body>(api: Api, path: string, data: unknown): Promise<{ status: number; body: T }> {
  const res = await api.post(path, { data, headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await token(api) } });
  return { status: res.status(), body: ((await res.json()) as { response: T }).response };
}

type NoScheme = {
  action: { hash_id: string; action_id: number };
  calendar: Array<{ day: string; _time: Array<{ time: string; quantity: number; pricetype_id: number }> }>;
  price: Array<{ pricetype_id: number; useproculture: number | string; clientcategory_id: number; zonelevel_id: number; price: number | string; minlimit: number | string; maxlimit: number | string; needprice: number | string }>;
  checkboxList: Array<{ id: number }>;
};

export const buyer = { fio: 'Анна Петрова', phone: '+7 916 123-45-67', email: 'anna@example.ru', re_email: 'anna@example.ru' };

/**
 * An order of `qty` tickets of a category event (by its catalogue slug), made through the
 * API as the events page makes it: the first session with room, the first bank-card row
 * (or, with `pushkinDigit`, a Pushkin-card order whose buyer's phone ends in that digit:
 * the sandbox answers by it: 4 refused, 3 in progress for 30 s, else accepted).
 */
export async function createCategoryOrder(api: Api, slug: string, { qty = 1, pushkinDigit, crmClient }: { qty?: number; pushkinDigit?: number; crmClient?: Body } = {}): Promise<string> {
  const data = (await post<NoScheme>(api, '/api/no-scheme', { hash: eventHash(slug) })).body;
  const pushkin = pushkinDigit !== undefined;
  const fits = (p: NoScheme['price'][number]) =>
    (pushkin ? Number(p.useproculture) !== 2 : Number(p.useproculture) !== 1) && Number(p.minlimit) <= qty && Number(p.maxlimit) >= qty && Number(p.needprice) === 0;
  // A paid row where there is one (a free row would confirm the order at once), the card's own row for the Pushkin card.
  const rows = (pt: number) => data.price.filter((p) => p.pricetype_id === pt && fits(p)).sort((a, b) => Number(Number(b.price) > 0) - Number(Number(a.price) > 0));
  const rowFor = (pt: number) => rows(pt).find((p) => !pushkin || Number(p.useproculture) === 1) ?? rows(pt)[0];
  const day = data.calendar.find((d) => d._time.some((t) => t.quantity >= qty && rowFor(t.pricetype_id)));
  if (!day) throw new Error(`createCategoryOrder: no session of ${slug} with ${qty} tickets`);
  const time = day._time.find((t) => t.quantity >= qty && rowFor(t.pricetype_id))!;
  const row = rowFor(time.pricetype_id)!;
  const who = pushkin ? { surname: 'Петрова', name: 'Анна', phone: `+7 916 123-45-6${pushkinDigit}`, email: buyer.email, re_email: buyer.email } : buyer;
  const { status, body } = await post(api, '/api/order/create', {
    ...who,
    hash: data.action.hash_id,
    lang: 'ru',
    checkboxList: data.checkboxList.map((c) => ({ id: c.id, checked: 1 })),
    crmClient: { ...(pushkin ? { pushkin: 1 } : { REFERRAL: '' }), ...crmClient },
    data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: row.zonelevel_id, quantity: qty, sum: Number(row.price) * qty }],
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return String(body.hash);
}

/** What the server says about an order now. */
export async function serverOrder<T = Body>(api: Api, hash: string, lang = 'ru'): Promise<T> {
  return (await post<T>(api, '/api/order/view', { hash, lang })).body;
}

/** Opens a card payment of what the order owes and pays it on the sandbox bank's page; the page ends on the paid order. */
export async function payOnBankPage(page: Page, hash: string): Promise<void> {
  const { body } = await post<{ bankInvoiceId: string }>(page.request, '/api/payment/widget', { hash });
  await page.goto(`/sandbox/pay/${body.bankInvoiceId}`);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).tap();
  await expect(page).toHaveURL(new RegExp(`/order/${hash}\\?state=success`));
}

/** A seat order of `seats` places in the event's last session, seats tried from the back of the hall; answers its hash. */
export async function createSeatOrder(api: Api, slug: string, seats: number): Promise<string> {
  const hash = eventHash(slug);
  const scheme = (await post<{ calendar: Array<{ calendar_id: number }>; checkboxList: Array<{ id: number }> }>(api, '/api/scheme', { hash })).body;
  const session = scheme.calendar.at(-1)!;
  const map = (await post<{ seat_numbers: Array<{ seat_id: number; quant: number | string }> }>(api, '/api/scheme/map', { hash, calendar_id: session.calendar_id })).body;
  const free = map.seat_numbers.filter((s) => Number(s.quant) > 0).reverse();
  // Another test may hold some of them: try the next ones.
  for (let i = 0; i + seats <= free.length && i < 40 * seats; i += seats) {
    const { status, body } = await post<{ hash: string }>(api, '/api/order/create-scheme', {
      ...buyer,
      hash,
      lang: 'ru',
      calendarId: session.calendar_id,
      checkboxList: scheme.checkboxList.map((c) => ({ id: c.id, checked: 1 })),
      crmClient: {},
      tickets: free.slice(i, i + seats).map((s) => ({ seat_id: s.seat_id })),
    });
    if (status === 200) return body.hash;
  }
  throw new Error(`createSeatOrder: no ${seats} free seats of ${slug}`);
}
