import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
// For the `window.__seatmap` type only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import { dropFile, mapOf } from './support/demo-seatmap';
import { settled } from './support/seat-map';

// Real venue files on the seat-map demo: a design tool's drawing whose seats are not marked
// is dropped on the map, imported in the browser, reported and opened; a marked export
// opens with its own numbers; a drawing with nothing like seats says so.

const venue = (name: string) => fs.readFileSync(new URL(`../../fixtures/halls/venues/${name}.svg`, import.meta.url));
const en = JSON.parse(fs.readFileSync(new URL('../../src/i18n/locales/en/seatmapDemo.json', import.meta.url), 'utf8')) as {
  errors: Record<string, string>;
  import: { title: string; guesses: Record<string, string> };
};

type Point = { x: number; y: number };

/** The share of a PNG's pixels that have `rgb` (within a rounding step). */
function shareOfColour(png: Buffer, rgb: [number, number, number]): number {
  const image = PNG.sync.read(png);
  let hits = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (rgb.every((v, k) => Math.abs(image.data[i + k]! - v) <= 2)) hits++;
  }
  return hits / (image.width * image.height);
}

async function tap(page: Page, p: Point, touch: boolean): Promise<void> {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

test.describe('venue files on the seat-map demo', () => {
  test('a dropped drawing without marked seats is imported: the report, then its seats with their drawn numbers', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/demo/seatmap?hall=chamber&lang=en');
    await mapOf(page, 300);

    await dropFile(page, 'club.svg', venue('corel-unmarked'));
    await mapOf(page, 128);

    const report = page.getByTestId('seatmap-import-report');
    await expect(report.getByRole('heading', { name: en.import.title })).toBeVisible();
    await expect(page.getByTestId('seatmap-import-summary')).toHaveText('Seats found: 128, sectors: 2');
    await expect(report).toContainText('Stage: “СЦЕНА”');
    await expect(report).toContainText('Numbers: 126 from the drawing, 2 guessed, 0 missing');
    const sectors = page.getByTestId('seatmap-import-sector');
    await expect(sectors).toHaveCount(2);
    await expect(sectors.nth(0)).toContainText('“ПАРТЕР”: 72 seats, 6 rows');
    await expect(sectors.nth(1)).toContainText('“Балкон”: 56 seats, 4 rows');
    // Rows fold out per sector.
    await sectors.nth(1).locator('summary').click();
    await expect(sectors.nth(1)).toContainText('Row 2: 14 seats (numbers guessed: 1)');
    await expect(page.getByTestId('seatmap-import-duplicates')).toHaveText('“Балкон”, row 3, seat 5 (×2)');
    await expect(page.getByTestId('seatmap-import-guesses')).toContainText(en.import.guesses['seat-numbers']!);
    await expect(page.getByTestId('seatmap-seat-count')).toHaveText('128');

    // The seats are on the map, numbered as drawn: the stalls' first seat is row 1, seat 1.
    await page.evaluate(() => window.__seatmap!.zoomToSector(0));
    await settled(page);
    const first = await page.evaluate(() => window.__seatmap!.sectorSeatIds(0)[0]!);
    await tap(page, (await page.evaluate((id) => window.__seatmap!.seatScreenPoint(id), first))!, touch);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('1');
    await expect(page.getByTestId('seatmap-selected')).toContainText('ПАРТЕР, row 1, seat 1');
    expect(errors).toEqual([]);
  });

  test('a marked export opens as it is: embedded picture, split numbers, class-hidden seats', async ({ page }) => {
    await page.goto('/demo/seatmap?hall=chamber&lang=en');
    await mapOf(page, 300);
    await page.getByTestId('seatmap-file').setInputFiles({ name: 'hall.svg', mimeType: 'image/svg+xml', buffer: venue('corel-marked') });
    // 128 seats drawn, two hidden by their classes: 126, and no import.
    await mapOf(page, 126);
    await expect(page.getByTestId('seatmap-import-report')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Seat 10's digits are two <text>s, the «0» first in the file: read as «10», it is the
    // tenth seat of row 1 in reading order (read as «0» it would come first).
    const position = await page.evaluate(() => {
      const ids = window.__seatmap!.sectorSeatIds(0);
      return ids.indexOf(10);
    });
    expect(position).toBe(9);
    // The hall plan embedded as a PNG (a flat rgb(236, 232, 222)) is drawn under the seats.
    await expect.poll(async () => shareOfColour(await page.getByTestId('seat-map').screenshot(), [236, 232, 222])).toBeGreaterThan(0.3);
  });

  test('a drawing with nothing like seats in it says so', async ({ page }) => {
    await page.goto('/demo/seatmap?hall=chamber&lang=en');
    await mapOf(page, 300);
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#eee"/><text x="10" y="50">Plan</text></svg>';
    await dropFile(page, 'plan.svg', Buffer.from(drawing));
    const alert = page.getByRole('alert');
    await expect(alert).toHaveAttribute('data-error-code', 'no-seat-shapes');
    await expect(alert).toHaveText(en.errors['no-seat-shapes']!);
  });
});
