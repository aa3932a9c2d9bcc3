import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';
import { addSeat, expectInsideViewport, fillBuyer, openScheme, phone, phoneContext, tapFreeSeat, visibleSeats, zoomIntoSector } from './support/seat-map';

// The scheme page on the real server and the built app, on a phone: a 390 px wide
// viewport with touch. The canvas is opaque to the DOM, so the page is asked (before it
// loads) for the demo's `window.__seatmap` handle, which says where seats are on screen;
// everything asserted is what the buyer sees: the popover, the cart, the order.

test.use(phone);

const ru = JSON.parse(fs.readFileSync(new URL('../../src/i18n/locales/ru/scheme.json', import.meta.url), 'utf8')) as {
  placeUnavailable: string;
  stand: { label: string };
};

// Event hashes are derived from the catalogue's slugs (server/seed/ids.ts).
const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');
const THEATRE = eventHash('the-cherry-orchard'); // New Stage Drama Theatre: 1,505 seats and a standing gallery
const STADIUM = eventHash('football-alatau-steppe-leopards'); // Central Stadium: 59,524 seats
const CONCERT = eventHash('voices-of-summer-stadium-concert'); // with an info link and a composition

/** POST /api/order/view from the page (its session holds the CSRF token). */
async function viewOrder(page: Page, hash: string) {
  return page.evaluate(async (h) => {
    const token = (await (await fetch('/api/token', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()).response as string;
    const res = await fetch('/api/order/view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ hash: h, lang: 'ru' }),
    });
    return { status: res.status, body: (await res.json()).response as { ord_num: string; main: Array<{ quant: number; rowname?: string | null }> } };
  }, hash);
}

async function submitAndArrive(page: Page): Promise<string> {
  await page.getByTestId('cart-submit').tap();
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

// One phone run is the point; the desktop project would repeat it with the same viewport.
test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));

test.describe('scheme page on a phone', () => {
  test('theatre: tap seats, change the date (the cart empties), add a standing place, remove a seat, submit, the order exists', async ({ browser }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await openScheme(page, THEATRE);

    // Phone first: no sideways scroll, the controls are finger-sized.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ['Приблизить', 'Отдалить', 'Показать весь зал']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByTestId('scheme-legend')).toContainText('₽');

    // Changing the date clears the cart (docs/product/scheme.md).
    await zoomIntoSector(page, 0);
    await addSeat(page, await visibleSeats(page, 0));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.evaluate(() => ((window as { previousMap?: unknown }).previousMap = window.__seatmap));
    const otherDate = page.locator('.booking-date:not([disabled])[aria-pressed="false"]').first();
    await otherDate.scrollIntoViewIfNeeded();
    await otherDate.tap();
    // No time chosen yet on the new date: no map, and the cart is empty.
    await expect(page.getByTestId('scheme-choose-time')).toBeVisible();
    await page.locator('.booking-time:not([disabled])').first().tap();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.waitForFunction(() => {
      const map = window.__seatmap;
      return !!map && map !== (window as { previousMap?: unknown }).previousMap && map.stats().firstPaintAt != null;
    });
    await page.getByTestId('seat-map').evaluate((el) => el.scrollIntoView({ block: 'end' }));

    await zoomIntoSector(page, 0);
    const candidates = await visibleSeats(page, 0);
    const first = await addSeat(page, candidates);
    const second = await addSeat(page, candidates, new Set([first]));
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByTestId('cart-available')).toHaveText('4');

    // The standing gallery from the stand-sale list: 2 places.
    await page.getByTestId('stand-sale-list').getByRole('button').first().tap();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Больше' }).tap();
    await expect(modal.getByRole('spinbutton')).toHaveValue('2');
    await modal.getByRole('button', { name: 'Добавить' }).tap();
    await expect(page.getByTestId('cart-count')).toHaveText('4');

    // Remove the first seat from the cart: it leaves the cart and is free on the map again.
    const removeBox = (await page.getByTestId('cart-items').locator(`[data-seat-id="${first}"] button`).boundingBox())!;
    expect(Math.min(removeBox.width, removeBox.height)).toBeGreaterThanOrEqual(44);
    await page.getByTestId('cart-items').locator(`[data-seat-id="${first}"] button`).tap();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('cart-items').locator(`[data-seat-id="${first}"]`)).toHaveCount(0);
    await expect(page.getByTestId('cart-items').locator(`[data-seat-id="${second}"]`)).toBeVisible();
    // The map mirrors the cart: the removed seat offers 'add' again, the kept one 'remove'.
    await page.getByTestId('seat-map').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const popover = page.getByTestId('seat-popover');
    for (const [id, action] of [[first, 'Добавить в корзину'], [second, 'Убрать из корзины']] as const) {
      const p = await page.evaluate((seat) => window.__seatmap!.seatScreenPoint(seat), id);
      await page.touchscreen.tap(p!.x, p!.y);
      await expect(popover.getByRole('button', { name: action })).toBeVisible();
      await popover.getByRole('button', { name: 'Закрыть' }).tap();
      await expect(popover).toBeHidden();
    }

    await fillBuyer(page, 'Анна Иванова');
    const orderHash = await submitAndArrive(page);
    const view = await viewOrder(page, orderHash);
    expect(view.status).toBe(200);
    expect(view.body.ord_num).toBeTruthy();
    expect(view.body.main.reduce((n, t) => n + t.quant, 0)).toBe(3);
    await context.close();
  });

  test('stadium: tap a seat among 60,000, submit, the order exists', async ({ browser }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await openScheme(page, STADIUM);
    expect(await page.evaluate(() => window.__seatmap!.seatCount)).toBeGreaterThan(59_000);

    await zoomIntoSector(page, 10);
    const seat = await addSeat(page, await visibleSeats(page, 10));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // With a seat but no buyer data the submit looks disabled, as on the events page; a tap
    // still shows every missing field, and nothing is sent.
    const submit = page.getByTestId('cart-submit');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const grey = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/order')) sent.push(req.url());
    });
    // Playwright waits for an aria-disabled control to be enabled; a finger does not.
    await submit.tap({ force: true });
    const cart = page.getByTestId('scheme-cart');
    await expect(cart.getByLabel('ФИО')).toHaveAttribute('aria-invalid', 'true');
    await expect(cart.locator('input[name="telephone"]')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await fillBuyer(page, 'Ерлан Ахметов');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(grey);
    const orderHash = await submitAndArrive(page);
    const view = await viewOrder(page, orderHash);
    expect(view.status).toBe(200);
    expect(view.body.main).toHaveLength(1);
    expect(seat).toBeGreaterThan(0);
    await context.close();
  });

  test('a second buyer racing for the same seat sees "place unavailable" and the seat leaves the cart', async ({ browser }) => {
    const first = await phoneContext(browser);
    const second = await phoneContext(browser);
    const a = await first.newPage();
    const b = await second.newPage();
    // Without the live seat changes (live-seats.spec.ts has them): the order's own refusal is what is tested here.
    await b.route('**/api/scheme/live?**', (r) => r.abort());
    const route = await openScheme(a, THEATRE);
    await openScheme(b, THEATRE, route);

    await zoomIntoSector(a, 1);
    const seat = await addSeat(a, await visibleSeats(a, 1));
    // The same seat, on the other phone, while it is still free for both.
    await zoomIntoSector(b, 1);
    await addSeat(b, [seat]);

    await fillBuyer(a, 'Анна Иванова');
    await submitAndArrive(a);

    await fillBuyer(b, 'Пётр Сидоров');
    await b.getByTestId('cart-submit').tap();
    const notice = b.getByTestId('place-unavailable');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(ru.placeUnavailable);
    await expect(b.getByTestId('cart-count')).toHaveText('0');
    await expect(b).toHaveURL(new RegExp(route));
    // The map now shows it taken: a tap opens nothing.
    await b.getByRole('alertdialog').getByRole('button').last().tap();
    const p = await b.evaluate((id) => window.__seatmap!.seatScreenPoint(id), seat);
    await b.touchscreen.tap(p!.x, p!.y);
    await expect(b.getByTestId('seat-popover')).toBeHidden();
    await first.close();
    await second.close();
  });

  test('a seat just under the zoom controls opens its popover clear of them', async ({ browser }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await openScheme(page, STADIUM);
    await zoomIntoSector(page, 10);
    // The top of the map 200 px down the screen, with the controls in its top right corner:
    // room above a seat under them, so that the popover's usual place is over them.
    await page.getByTestId('seat-map').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
    const zoom = (await page.locator('.seatmap-zoom').boundingBox())!;
    // Seats right below the controls: the usual place above them would cover zoom-out and the scale.
    const under = await page.evaluate((z) => {
      const ids = Array.from({ length: window.__seatmap!.sectorCount }, (_, s) => window.__seatmap!.sectorSeatIds(s)).flat();
      return ids.filter((id) => {
        const p = window.__seatmap!.seatScreenPoint(id);
        return !!p && p.x > z.x + 20 && p.x < z.x + z.width - 20 && p.y > z.y + z.height + 30 && p.y < z.y + z.height + 120;
      });
    }, zoom);
    expect(under.length, 'seats under the zoom controls').toBeGreaterThan(0);
    await tapFreeSeat(page, under.slice(0, 40));
    const popover = page.getByTestId('seat-popover');
    const box = (await popover.boundingBox())!;
    const overlaps = box.x < zoom.x + zoom.width && zoom.x < box.x + box.width && box.y < zoom.y + zoom.height && zoom.y < box.y + box.height;
    expect(overlaps).toBe(false);
    await expectInsideViewport(page, popover);
    // Zoom-out is still the thing under a finger there.
    const out = (await page.getByRole('button', { name: 'Отдалить' }).boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label'), [out.x + out.width / 2, out.y + out.height / 2])).toBe('Отдалить');
    await context.close();
  });

  test('the header links the event page in a new tab and unfolds the composition on a tap', async ({ page }) => {
    await page.goto(`/scheme/${CONCERT}`);
    const info = page.getByRole('link', { name: 'Подробнее о мероприятии' });
    await expect(info).toHaveAttribute('href', 'https://stadium-central.example/ru/voices-of-summer');
    await expect(info).toHaveAttribute('target', '_blank');
    await expect(info).toHaveAttribute('rel', /noopener/);
    const summary = page.getByText('Состав (2)');
    const first = page.locator('.booking-composition__item').first();
    await expect(first).toBeHidden();
    await summary.tap();
    await expect(first).toBeVisible();
    await expect(first).toContainText('Открытие: хор «Молодые голоса»');
    await expect(first).toContainText('Центральный стадион');
    await expect(first).toContainText('20:00');
    await expect(page.locator('.booking-composition__item').last()).toContainText('21:30');
  });
});
