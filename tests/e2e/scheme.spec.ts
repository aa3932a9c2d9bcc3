import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';

// The scheme page on the real server and the built app, on a phone: a 390 px wide
// viewport with touch. The canvas is opaque to the DOM, so the page is asked (before it
// loads) for the demo's `window.__seatmap` handle, which says where seats are on screen;
// everything asserted is what the buyer sees: the popover, the cart, the order.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
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

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  await context.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  return context;
}

/** Opens the event and picks its first date and time on sale; resolves once the map is drawn. */
async function openScheme(page: Page, hash: string, url?: string): Promise<string> {
  await page.goto(url ?? `/scheme/${hash}`);
  if (!url) {
    // A finger, as on the phone the test stands for (the contexts have touch).
    await page.locator('.booking-date:not([disabled])').first().tap();
    await page.locator('.booking-time:not([disabled])').first().tap();
  }
  await expect(page).toHaveURL(new RegExp(`/scheme/${hash}/\\d{4}-\\d{2}-\\d{2}/\\d{2}:\\d{2}`));
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });
  // The map sits under the header and the calendar: bring it on screen, where a finger can reach it.
  await page.getByTestId('seat-map').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  return new URL(page.url()).pathname;
}

/** Waits until a programmatic zoom (a sector tap animates) has come to rest. */
async function settled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const scale = await page.evaluate(() => window.__seatmap!.scale());
        const still = scale === last;
        last = scale;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** At fit a hall shows sectors: a tap on one zooms to its seats. */
async function zoomIntoSector(page: Page, sectorIndex: number): Promise<void> {
  if ((await page.evaluate(() => window.__seatmap!.lod())) !== 'sectors') return;
  const point = await page.evaluate((s) => window.__seatmap!.sectorScreenPoint(s), sectorIndex);
  await page.touchscreen.tap(point!.x, point!.y);
  await expect.poll(() => page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
  await settled(page);
}

/** Seat ids of a sector that are on screen inside the map now, middle of the sector first. */
async function visibleSeats(page: Page, sectorIndex: number): Promise<number[]> {
  return page.evaluate((s) => {
    const map = document.querySelector('[data-testid="seat-map"]')!.getBoundingClientRect();
    const ids = window.__seatmap!.sectorSeatIds(s);
    const mid = Math.floor(ids.length / 2);
    const order = ids.map((id, i) => ({ id, d: Math.abs(i - mid) })).sort((a, b) => a.d - b.d);
    // Keep clear of the zoom controls in the top right corner.
    return order
      .map((o) => o.id)
      .filter((id) => {
        const p = window.__seatmap!.seatScreenPoint(id);
        return !!p && p.x > map.left + 12 && p.x < map.right - 12 && p.y > map.top + 70 && p.y < map.bottom - 12;
      });
  }, sectorIndex);
}

/** Taps seats of a sector until one opens a popover offering to add it; returns its id. */
async function tapFreeSeat(page: Page, candidates: number[], skip: ReadonlySet<number> = new Set()): Promise<number> {
  const popover = page.getByTestId('seat-popover');
  for (const id of candidates) {
    if (skip.has(id)) continue;
    const p = await page.evaluate((seat) => window.__seatmap!.seatScreenPoint(seat), id);
    await page.touchscreen.tap(p!.x, p!.y);
    // A taken seat opens nothing; a free one opens the popover with 'add'.
    try {
      await expect(popover).toBeVisible({ timeout: 1500 });
    } catch {
      continue;
    }
    if (await popover.getByRole('button', { name: 'Добавить в корзину' }).isVisible()) return id;
    await popover.getByRole('button', { name: 'Закрыть' }).tap();
  }
  throw new Error('no free seat found among the candidates');
}

async function addSeat(page: Page, candidates: number[], skip: ReadonlySet<number> = new Set()): Promise<number> {
  const id = await tapFreeSeat(page, candidates, skip);
  const popover = page.getByTestId('seat-popover');
  await expectInsideViewport(page, popover);
  await popover.getByRole('button', { name: 'Добавить в корзину' }).tap();
  await expect(popover).toBeHidden();
  await expect(page.getByTestId('cart-items').locator(`[data-seat-id="${id}"]`)).toBeVisible();
  return id;
}

async function expectInsideViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

async function fillBuyer(page: Page, name: string): Promise<void> {
  const cart = page.getByTestId('scheme-cart');
  await cart.getByLabel('ФИО').fill(name);
  await cart.locator('input[name="telephone"]').fill('9161234567');
  await cart.getByLabel('E-mail', { exact: true }).fill('buyer@example.com');
  for (const box of await cart.getByRole('checkbox').all()) await box.check();
}

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

    // Changing the date clears the cart (spec 2 §4 Scheme).
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
