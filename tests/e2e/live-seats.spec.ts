import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';
import { addSeat, fillBuyer, openScheme, phone, phoneContext, visibleSeats, zoomIntoSector } from './support/seat-map';

// Two phones on the same map (issue 16): what one buyer holds, the other sees taken within a
// second, without reloading; a seat in the other's cart leaves it with 'Место недоступно'.

test.use(phone);

const ru = JSON.parse(fs.readFileSync(new URL('../../src/i18n/locales/ru/scheme.json', import.meta.url), 'utf8')) as { placeUnavailable: string };
const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');
const THEATRE = eventHash('the-cherry-orchard');

test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));

test('two buyers on one map: the seat one holds is taken on the other\'s screen within a second, without a reload', async ({ browser }) => {
  const first = await phoneContext(browser);
  const second = await phoneContext(browser);
  const a = await first.newPage();
  const b = await second.newPage();
  const route = await openScheme(a, THEATRE);
  await openScheme(b, THEATRE, route);
  await zoomIntoSector(a, 1);
  await zoomIntoSector(b, 1);

  // Both want the same seat; the second also has a seat nobody else wants.
  const seat = await addSeat(a, await visibleSeats(a, 1));
  await addSeat(b, [seat]);
  const keep = await addSeat(b, await visibleSeats(b, 1), new Set([seat]));

  // From here on the second phone neither reloads nor asks for the map again.
  const navigations: string[] = [];
  b.on('framenavigated', (f) => {
    if (f === b.mainFrame()) navigations.push(f.url());
  });
  const mapLoads: string[] = [];
  b.on('request', (r) => {
    if (r.url().includes('/api/scheme/map')) mapLoads.push(r.url());
  });

  // The second phone notes when the notice appears (the same clock as this process's): the
  // assertion's own polling (every 0.1–1 s) must not count as latency.
  await b.evaluate(() => {
    const w = window as unknown as { __noticeAt?: number };
    const seen = () => document.querySelector('[data-testid="place-unavailable"]')?.checkVisibility() === true;
    new MutationObserver((_, observer) => {
      if (w.__noticeAt === undefined && seen()) {
        w.__noticeAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await fillBuyer(a, 'Анна Иванова');
  const created = a.waitForResponse((r) => r.url().endsWith('/api/order/create-scheme') && r.status() === 200);
  await a.getByTestId('cart-submit').tap();
  await created;
  const heldAt = Date.now();

  const notice = b.getByTestId('place-unavailable');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const noticeAt = await b.evaluate(() => (window as unknown as { __noticeAt?: number }).__noticeAt);
  expect(noticeAt, 'the page noted when the notice appeared').toBeDefined();
  const latency = noticeAt! - heldAt;
  test.info().annotations.push({ type: 'hold → other screen (ms)', description: String(latency) });
  expect(latency, 'the taken seat reaches the other screen within a second').toBeLessThanOrEqual(1000);
  await expect(notice).toContainText(ru.placeUnavailable);
  // Only the taken seat left the other cart.
  await expect(b.getByTestId('cart-count')).toHaveText('1');
  await expect(b.getByTestId('cart-items').locator(`[data-seat-id="${keep}"]`)).toBeVisible();
  await expect(b.getByTestId('cart-items').locator(`[data-seat-id="${seat}"]`)).toHaveCount(0);
  expect(navigations).toEqual([]);
  expect(mapLoads).toEqual([]);

  // The map shows it taken: a tap on it opens nothing.
  await b.getByRole('alertdialog').getByRole('button').last().tap();
  await expect(notice).toBeHidden();
  const p = await b.evaluate((id) => window.__seatmap!.seatScreenPoint(id), seat);
  await b.touchscreen.tap(p!.x, p!.y);
  await expect(b.getByTestId('seat-popover')).toBeHidden();
  await first.close();
  await second.close();
});
