import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import type {} from '../../src/features/seat-map-view/model/debug-handle';

// Accessible seating on a 360×740 phone (docs/product/accessible-seating.md): the buyer filters
// the theatre's wheelchair places, takes a wheelchair space and a companion seat by best
// available with "I need a wheelchair space", and Chromium's accessibility tree names both.

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
test.use(phone);
test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));

const THEATRE = crypto.createHash('sha1').update('event:the-cherry-orchard').digest('hex');

test('filters wheelchair places, takes a wheelchair space and a companion seat by best available, and the accessibility tree names both', async ({ page }) => {
  await page.addInitScript(() => {
    window.__seatmapDebug = true;
  });
  await page.goto(`/scheme/${THEATRE}`);
  await page.locator('.booking-date:not([disabled])').first().tap();
  await page.locator('.booking-time:not([disabled])').first().tap();
  await page.waitForFunction(() => window.__seatmap?.stats().firstPaintAt != null, null, { timeout: 45_000 });

  // The legend explains the marks; the filter zooms to the places and counts them.
  await expect(page.getByTestId('scheme-legend-kinds')).toContainText('место для коляски');
  const filter = page.getByRole('button', { name: 'Места для колясок' });
  await filter.tap();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('accessible-status')).toHaveText(/^Найдено \d+ мест(а)? для колясок и сопровождающих$/);
  await page.waitForFunction(() => (window.__seatmap?.scale() ?? 1) > 1.5);
  await page.screenshot({ path: '.tmp/accessible-filter.png' });

  // Best available with the wheelchair wish: two places, side by side.
  const control = page.getByTestId('best-seats');
  await control.scrollIntoViewIfNeeded();
  await control.getByTestId('best-seats-count').selectOption('2');
  await control.getByRole('checkbox', { name: 'Нужно место для коляски' }).check();
  await control.getByTestId('best-seats-find').tap();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.screenshot({ path: '.tmp/accessible-best.png', fullPage: true });

  // The step-through list, kept to wheelchair places, names the two seats in the cart with their kind.
  await page.getByRole('button', { name: 'Список мест' }).tap();
  const sectors = page.getByTestId('stepper-sectors');
  await sectors.getByRole('button', { name: /^Партер/ }).tap();
  await page.getByTestId('stepper-rows').getByRole('button', { name: /^Ряд 22/ }).tap();
  const seats = page.getByTestId('stepper-seats');
  await expect(seats).toBeVisible();
  const snapshot = await seats.ariaSnapshot();
  await page.screenshot({ path: '.tmp/accessible-list.png', fullPage: true });
  const inCart = snapshot.split('\n').filter((line) => line.includes('в корзине'));
  expect(inCart.some((line) => line.includes('место для коляски')), snapshot).toBe(true);
  expect(inCart.some((line) => line.includes('место для сопровождающего')), snapshot).toBe(true);
});
