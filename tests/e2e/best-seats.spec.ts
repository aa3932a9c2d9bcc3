import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SeatAvailabilityStatus as S, bestSeatsResponseSchema, decodeStatuses, seatAvailabilitySchema, type BestSeatsResponse } from '../../contract/seat-availability';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type {} from '../../src/pages/scheme/debug';

// Best available on the scheme page, on a phone: "best seats: N, category", one tap, and the
// cart holds N seats next to each other in one row; a second buyer asking at the same time is
// given other seats (the server keeps the first block for the first buyer); offered seats taken
// out of the cart go back to the sale at once.

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

test('offered seats the buyer takes out of the cart are free for a second buyer at once, who is offered them', async ({ browser }) => {
  const first = await openScheme(browser);
  const second = await openScheme(browser);
  const control = first.getByTestId('best-seats');
  await control.scrollIntoViewIfNeeded();
  await control.getByTestId('best-seats-count').selectOption('2');
  const asked = first.waitForResponse((r) => r.url().endsWith('/api/scheme/best') && r.request().method() === 'POST');
  await control.getByTestId('best-seats-find').tap();
  const ask = await asked;
  const { calendar_id: calendarId } = ask.request().postDataJSON() as { calendar_id: number };
  const offer = bestSeatsResponseSchema.parse(((await ask.json()) as { response: unknown }).response);
  await expect(first.getByTestId('cart-count')).toHaveText('2');
  const [x, y] = offer.seats as [BestSeatsResponse['seats'][0], BestSeatsResponse['seats'][0]];

  /** The second buyer's availability document, as their map reads it: statuses of x and y. */
  const seenBySecond = async () => {
    const res = await second.request.get(`/api/scheme/availability?hash=${THEATRE}&calendar_id=${calendarId}`);
    expect(res.status()).toBe(200);
    const doc = seatAvailabilitySchema.parse(((await res.json()) as { response: unknown }).response);
    const statuses = decodeStatuses(doc.encoding, doc.statuses, doc.seatCount);
    return [statuses[x.index], statuses[y.index]];
  };
  expect(await seenBySecond()).toEqual([S.held, S.held]);

  // The buyer takes one offered seat out of the cart: it goes back to the sale, the other stays theirs.
  const released = first.waitForResponse((r) => r.url().endsWith('/api/scheme/best/release'));
  await first.getByTestId('cart-items').locator(`[data-seat-id="${x.seat_id}"] .scheme-cart__remove`).tap();
  expect(((await (await released).json()) as { response: unknown }).response).toEqual({ released: [x.seat_id] });
  await expect(first.getByTestId('cart-count')).toHaveText('1');
  await expect(first.getByTestId('best-seats-result')).toHaveText('1 подобранное место, убранное из корзины, снова доступно другим покупателям');
  expect(await seenBySecond()).toEqual([S.free, S.held]);
  await control.screenshot({ path: test.info().outputPath('best-seats-after-release.png') });

  // The rest too: the block was the best one, so the second buyer asking for two is offered exactly it.
  const rest = first.waitForResponse((r) => r.url().endsWith('/api/scheme/best/release'));
  await first.getByTestId('cart-items').locator(`[data-seat-id="${y.seat_id}"] .scheme-cart__remove`).tap();
  expect(((await (await rest).json()) as { response: unknown }).response).toEqual({ released: [y.seat_id] });
  expect(await seenBySecond()).toEqual([S.free, S.free]);
  const other = second.getByTestId('best-seats');
  await other.scrollIntoViewIfNeeded();
  await other.getByTestId('best-seats-count').selectOption('2');
  await other.getByTestId('best-seats-find').tap();
  await expect(second.getByTestId('cart-count')).toHaveText('2');
  expect((await cartSeats(second)).map((s) => s.id).sort((a, b) => a - b)).toEqual([x.seat_id, y.seat_id].sort((a, b) => a - b));
  await first.context().close();
  await second.context().close();
});
