import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
// For the `window.__seatmap` and `window.__seatmapDebug` types only.
import type {} from '../../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../../src/pages/scheme/debug';
import { hydrated } from './hydration';

// The buyer's hands on the scheme page's seat map, for the specs that book seats on it.

/** The phone the seat-booking specs stand for (touch, 390×844). */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  await context.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  return context;
}

/** Opens the event and picks its first date and time on sale; resolves once the map is drawn. */
export async function openScheme(page: Page, hash: string, url?: string): Promise<string> {
  await page.goto(url ?? `/scheme/${hash}`);
  if (!url) {
    // A finger, as on the phone the test stands for (the contexts have touch).
    // A server-rendered page shows its dates before its code has taken them over.
    await hydrated(page, '.booking-dates');
    await page.locator('.booking-date:not([disabled])').first().tap();
    await page.locator('.booking-time:not([disabled])').first().tap();
  }
  await expect(page).toHaveURL(new RegExp(`/scheme/${hash}/\\d{4}-\\d{2}-\\d{2}/\\d{2}:\\d{2}`));
  await mapReady(page);
  // The map sits under the header and the calendar: bring it on screen, where a finger can reach it.
  await page.getByTestId('seat-map').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  return new URL(page.url()).pathname;
}

/** Waits until the map has drawn its first picture (the page's `window.__seatmap`). */
export async function mapReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });
}

/** Waits until the view has come to rest: an animated zoom (a sector tap, the zoom buttons) or a glide after a drag. */
export async function settled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const zoom = JSON.stringify(await page.evaluate(() => window.__seatmap!.zoom()));
        const still = zoom === last;
        last = zoom;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** At fit a hall shows sectors: a tap on one zooms to its seats. */
export async function zoomIntoSector(page: Page, sectorIndex: number): Promise<void> {
  if ((await page.evaluate(() => window.__seatmap!.lod())) !== 'sectors') return;
  const point = await page.evaluate((s) => window.__seatmap!.sectorScreenPoint(s), sectorIndex);
  await page.touchscreen.tap(point!.x, point!.y);
  await expect.poll(() => page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
  await settled(page);
}

/** Seat ids of a sector that are on screen inside the map now, middle of the sector first. */
export async function visibleSeats(page: Page, sectorIndex: number): Promise<number[]> {
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
export async function tapFreeSeat(page: Page, candidates: number[], skip: ReadonlySet<number> = new Set()): Promise<number> {
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

export async function addSeat(page: Page, candidates: number[], skip: ReadonlySet<number> = new Set()): Promise<number> {
  const id = await tapFreeSeat(page, candidates, skip);
  const popover = page.getByTestId('seat-popover');
  await expectInsideViewport(page, popover);
  await popover.getByRole('button', { name: 'Добавить в корзину' }).tap();
  await expect(popover).toBeHidden();
  await expect(page.getByTestId('cart-items').locator(`[data-seat-id="${id}"]`)).toBeVisible();
  return id;
}

export async function expectInsideViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

export async function fillBuyer(page: Page, name: string): Promise<void> {
  const cart = page.getByTestId('scheme-cart');
  await cart.getByLabel('ФИО').fill(name);
  await cart.locator('input[name="telephone"]').fill('9161234567');
  await cart.getByLabel('E-mail', { exact: true }).fill('buyer@example.com');
  for (const box of await cart.getByRole('checkbox').all()) await box.check();
}
