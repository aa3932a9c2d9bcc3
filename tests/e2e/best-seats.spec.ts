import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';

// Best available on the scheme page, on a phone: "best seats: N, category", one tap, and the
// cart holds N seats next to each other in one row; a second buyer asking at the same time is
// given other seats (the server keeps the first block for the first buyer).

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
test.use(phone);
test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));

const eventHash = (slug: string) => crypto.createHash('sha1').update(`event:${slug}`).digest('hex');
const THEATRE = eventHash('the-cherry-orchard');

async function openScheme(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phone);
  await context.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  const page = await context.newPage();
  await page.goto(`/scheme/${THEATRE}`);
  await page.locator('.booking-date:not([disabled])').first().tap();
  await page.locator('.booking-time:not([disabled])').first().tap();
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });
  return page;
}

/** The cart's seats as the buyer reads them: [seat id, row, seat number]. */
async function cartSeats(page: Page): Promise<{ id: number; row: string; seat: number }[]> {
  return page.getByTestId('cart-items').locator('[data-seat-id]').evaluateAll((items) =>
    items.map((li) => {
      // The place line of the cart item: "ряд 5, место 12".
      const text = li.querySelector('.scheme-cart__place span:nth-child(2)')?.textContent ?? '';
      const m = /ряд (\S+?),? место (\d+)$/.exec(text.trim());
      return { id: Number(li.getAttribute('data-seat-id')), row: m?.[1] ?? '', seat: Number(m?.[2] ?? NaN) };
    }),
  );
}

test('best available puts N adjacent seats of one row in the cart with one tap; a second buyer gets other seats', async ({ browser }) => {
  const first = await openScheme(browser);
  const second = await openScheme(browser);

  for (const page of [first, second]) {
    const control = page.getByTestId('best-seats');
    await control.scrollIntoViewIfNeeded();
    await control.getByTestId('best-seats-count').selectOption('3');
  }
  await first.getByTestId('best-seats-find').tap();
  await second.getByTestId('best-seats-find').tap();

  const blocks: number[][] = [];
  for (const page of [first, second]) {
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('best-seats-result')).toContainText('3 места рядом');
    const seats = await cartSeats(page);
    expect(seats).toHaveLength(3);
    // One row, consecutive numbers.
    expect(new Set(seats.map((s) => s.row)).size).toBe(1);
    const numbers = seats.map((s) => s.seat).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2]);
    blocks.push(seats.map((s) => s.id));
  }
  expect(blocks[0]!.some((id) => blocks[1]!.includes(id))).toBe(false);
  await first.context().close();
  await second.context().close();
});

test('a buyer who reloads while best available keeps their block finds it back in the cart', async ({ browser }) => {
  const page = await openScheme(browser);
  const control = page.getByTestId('best-seats');
  await control.scrollIntoViewIfNeeded();
  await control.getByTestId('best-seats-count').selectOption('2');
  await control.getByTestId('best-seats-find').tap();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const before = (await cartSeats(page)).map((s) => s.id).sort((a, b) => a - b);

  // The route keeps the chosen date and time: the reload opens the same session's map.
  await page.reload();
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect((await cartSeats(page)).map((s) => s.id).sort((a, b) => a - b)).toEqual(before);
  await expect(page.getByTestId('best-seats-result')).toContainText('снова в корзине');
  await page.context().close();
});
