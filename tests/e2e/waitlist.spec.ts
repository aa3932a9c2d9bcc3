import { expect, test, type Browser, type Page } from '@playwright/test';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';
import { eventHash } from '../../server/seed/ids';
import { mapEventSlug } from '../api/order-helpers';
import { buyer, payOnBankPage, post, serverOrder } from './support/api';
import { mapReady } from './support/seat-map';

// The waiting list end to end on a phone (docs/product/waiting-list.md): a session sold out, a
// second buyer joins its waiting list, the first buyer's refund is confirmed, the second reads
// the mail in the sandbox mailbox, follows the link and pays for exactly those places, while a
// third buyer on the live map cannot take them.

const small = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
async function newPhone(browser: Browser) {
  const context = await browser.newContext(small);
  await context.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  return context;
}

test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));

type Scheme = { calendar: Array<{ calendar_id: number; event_day: string; event_time: string }>; checkboxList: Array<{ id: number }> };
type SeatMapData = { seat_numbers: Array<{ seat_id: number; quant: number | string; st_id: number | string; cat: number }>; seat_stand: Array<{ quant: number | string }> };

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a refunded pair of seats goes to the waiter by mail, who pays for exactly them; a third buyer cannot take them', async ({ browser }) => {
  test.setTimeout(180_000);
  const hash = eventHash(mapEventSlug('chamber'));
  const first = await newPhone(browser);
  const api = first.request;
  const scheme = (await post<Scheme>(api, '/api/scheme', { hash })).body;
  // The latest session with every place still on sale in more than one category (a retry finds
  // the one its first try sold from taken). One category is sold out, the others stay on sale:
  // the calendar keeps the session on sale whatever moment its kept counts are read at, and the
  // map is what every buyer here sees.
  const zonesOf = (m: SeatMapData) => {
    const byZone = new Map<number, SeatMapData['seat_numbers']>();
    for (const seat of m.seat_numbers) if (Number(seat.st_id) === 0) byZone.set(seat.cat, [...(byZone.get(seat.cat) ?? []), seat]);
    return byZone;
  };
  let session: Scheme['calendar'][number] | undefined;
  let map: SeatMapData | undefined;
  let zones = new Map<number, SeatMapData['seat_numbers']>();
  for (const s of [...scheme.calendar].reverse()) {
    const m = (await post<SeatMapData>(api, '/api/scheme/map', { hash, calendar_id: s.calendar_id })).body;
    zones = zonesOf(m);
    if (m.seat_numbers.every((seat) => Number(seat.quant) > 0) && zones.size > 1) {
      [session, map] = [s, m];
      break;
    }
  }
  if (!session || !map) throw new Error('no session of the chamber hall has every place on sale in two categories');
  expect(map.seat_stand.every((s) => Number(s.quant) === 0)).toBe(true);
  const zone = [...zones.values()].sort((a, b) => a.length - b.length)[0]!;
  // A third buyer has the live map of the session open while places are still on sale.
  const [d, m, y] = session.event_day.split('.');
  const route = `/scheme/${hash}/${y}-${m}-${d}/${session.event_time}`;
  const thirdContext = await newPhone(browser);
  const third = await thirdContext.newPage();
  await third.goto(route);
  await mapReady(third);
  const free = zone.map((s) => s.seat_id);
  const order = (seats: number[]) =>
    post<{ hash: string }>(api, '/api/order/create-scheme', {
      ...buyer, hash, lang: 'ru', calendarId: session.calendar_id, checkboxList: scheme.checkboxList.map((c) => ({ id: c.id, checked: 1 })), crmClient: {}, tickets: seats.map((seat_id) => ({ seat_id })),
    });
  // The first buyer pays for two seats of the category; the rest of it is reserved: sold out.
  const returned = free.slice(0, 2);
  const paid = await order(returned);
  expect(paid.status).toBe(200);
  for (let i = 2; i < free.length; i += 5) expect((await order(free.slice(i, i + 5))).status).toBe(200);
  const firstPage = await first.newPage();
  await payOnBankPage(firstPage, paid.body.hash);

  // The second buyer finds the category sold out and joins its waiting list.
  const waiterContext = await newPhone(browser);
  const waiter = await waiterContext.newPage();
  await waiter.goto(route);
  await mapReady(waiter);
  const form = waiter.getByTestId('waitlist');
  await expect(form.getByRole('heading', { name: 'Лист ожидания' })).toBeVisible();
  // Under the map, not pushing it down the phone's screen (docs/product/waiting-list.md).
  const mapBox = (await waiter.getByTestId('seat-map').boundingBox())!;
  expect((await form.boundingBox())!.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
  await expect(form).toContainText('В этих категориях мест нет. Оставьте адрес: мы напишем, когда места вернутся в продажу');
  await form.getByLabel('Электронная почта').fill('waiter@example.com');
  await form.getByLabel('Сколько мест').selectOption({ label: '2 места' });
  await form.getByLabel('Только рядом').uncheck();
  await form.scrollIntoViewIfNeeded();
  await waiter.screenshot({ path: '.tmp/waitlist-form.png' });
  await noHorizontalScroll(waiter);
  await form.getByRole('button', { name: 'Написать мне, когда места вернутся' }).tap();
  await expect(waiter.getByTestId('waitlist-joined')).toHaveText('Готово. Мы напишем на waiter@example.com, когда места вернутся в продажу.');
  await waiter.screenshot({ path: '.tmp/waitlist-joined.png' });

  // The first buyer's refund is confirmed (the link of their mail).
  const refundData = (await post<{ rows: { id: number }[]; reasons: { id: number }[] }>(api, `/api/order/return/${paid.body.hash}`, { hash: paid.body.hash, lang: 'ru' })).body;
  expect((await post(api, '/api/order/return-create', { hash: paid.body.hash, lang: 'ru', reason: refundData.reasons[0]!.id, id: refundData.rows.map((r) => r.id) })).status).toBe(200);
  const mailbox = await (await api.get('/sandbox/mail')).text();
  const hashConf = /hash_conf=([0-9a-f]+)/.exec(mailbox)![1]!;
  expect((await post(api, '/api/order/return-confirm', { hash: paid.body.hash, hashConf })).status).toBe(200);

  // The second buyer's mail: the places held for them, and the link to pay.
  await waiter.goto('/sandbox/mail');
  const mail = waiter.getByRole('article').filter({ has: waiter.getByRole('heading', { name: /^Освободились места: / }) });
  await expect(async () => {
    await waiter.reload();
    await expect(mail).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail).toContainText('мы отложили для вас 2 места');
  await expect(mail).toContainText('Больше не писать о свободных местах на этот сеанс');
  await waiter.screenshot({ path: '.tmp/waitlist-mail.png', fullPage: true });
  await noHorizontalScroll(waiter);
  const link = mail.getByRole('link', { name: /\/order\/[0-9a-zA-Z]+$/ });
  const orderHash = new URL((await link.getAttribute('href'))!).pathname.split('/').pop()!;
  await link.tap();
  await expect(waiter).toHaveURL(new RegExp(`/order/${orderHash}$`));
  await expect(waiter.getByTestId('order-page').or(waiter.locator('.order-page')).first()).toBeVisible();
  await waiter.screenshot({ path: '.tmp/waitlist-order.png' });

  // The third buyer's live map shows them taken: a tap offers nothing, and an order is refused.
  for (const seat of returned) {
    await third.evaluate((id) => window.__seatmap!.focusSeat(id), seat);
    await expect.poll(() => third.evaluate((id) => window.__seatmap!.seatScreenPoint(id) !== null, seat)).toBe(true);
    const p = (await third.evaluate((id) => window.__seatmap!.seatScreenPoint(id), seat))!;
    await third.touchscreen.tap(p.x, p.y);
    await expect(third.getByTestId('seat-popover').getByRole('button', { name: 'Добавить в корзину' })).toHaveCount(0);
  }
  await third.getByTestId('seat-map').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await third.screenshot({ path: '.tmp/waitlist-third-map.png' });
  const refused = await post(third.request, '/api/order/create-scheme', {
    ...buyer, hash, lang: 'ru', calendarId: session.calendar_id, checkboxList: scheme.checkboxList.map((c) => ({ id: c.id, checked: 1 })), crmClient: {}, tickets: [{ seat_id: returned[0] }],
  });
  expect(refused.status).toBe(409);

  // The waiter pays for exactly those places.
  await payOnBankPage(waiter, orderHash);
  const view = await serverOrder<{ main: Array<{ seat_id?: number; status: number }> }>(waiter.request, orderHash);
  expect(view.main).toHaveLength(2);
  await waiter.screenshot({ path: '.tmp/waitlist-paid.png' });
  await Promise.all([first.close(), waiterContext.close(), thirdContext.close()]);
});
