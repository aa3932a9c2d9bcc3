import { expect, test, type Page } from '@playwright/test';
import { mapReady, settled } from './support/seat-map';
// For the `window.__seatmap` type only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';

// Touch-sized targets on the seat-map demo (real server, built app): a finger never
// selects a seat drawn smaller than it can aim at (8 CSS px across); the tap zooms there
// instead, and once seats are that big a tap selects. The zoom buttons reach such seats
// from the whole hall in four taps. Taps are real touches (Chromium's input pipeline).

/** The smallest seat a finger selects, CSS px across (engine/lod/touch-size.ts). */
const FINGER_PX = 8;

/** Zooms to scale `k` with seat `index` at the middle of the map's box (the middle of a generated hall is its stage). */
async function centreOn(page: Page, index: number, k: number): Promise<void> {
  const box = (await page.getByTestId('seat-map').boundingBox())!;
  await page.evaluate(
    ({ index, k, box }) => {
      const map = window.__seatmap!;
      const z = map.zoom();
      const p = map.seatScreenPoint(map.seatIdAt(index)!)!;
      // Where the seat is at scale 1, in the box: the zoom is k·s + t over it.
      const sx = (p.x - box.x - z.x) / z.k;
      const sy = (p.y - box.y - z.y) / z.k;
      map.setZoom({ k, x: box.width / 2 - k * sx, y: box.height / 2 - k * sy });
    },
    { index, k, box },
  );
  await settled(page);
}

async function seatAt(page: Page, index: number): Promise<{ id: number; x: number; y: number; r: number }> {
  return page.evaluate((i) => {
    const id = window.__seatmap!.seatIdAt(i)!;
    return { id, ...window.__seatmap!.seatScreenPoint(id)! };
  }, index);
}

/** A seat a quarter into the hall's seats: in a stand, away from the stage. */
const SEAT = 2500;

test.describe('touch-sized targets', () => {
  test.skip(({ hasTouch }) => !hasTouch, 'finger taps: the phone project');

  test('a tap on seats too small for a finger zooms to them; at seat level a tap selects', async ({ page }) => {
    await page.goto('/demo/seatmap?seats=10000');
    await mapReady(page);
    const count = page.getByTestId('seatmap-selected-count');
    await expect(count).toHaveText('0');
    // Zoom to where seats are drawn but still small: past the LOD threshold, short of a finger's size.
    const box = (await page.getByTestId('seat-map').boundingBox())!;
    for (let k = 1.5; k < 24; k *= 1.15) {
      await centreOn(page, SEAT, k);
      if ((await page.evaluate(() => window.__seatmap!.lod())) !== 'sectors') break;
    }
    expect(await page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
    const small = await seatAt(page, SEAT);
    expect(2 * small.r).toBeLessThan(FINGER_PX);
    const before = await page.evaluate(() => window.__seatmap!.scale());

    await page.touchscreen.tap(small.x, small.y);
    await expect.poll(() => page.evaluate(() => window.__seatmap!.scale())).toBeGreaterThan(before);
    await settled(page);
    await expect(count).toHaveText('0');

    // The seat under the finger is finger-sized now, and still on screen: a tap selects it.
    const big = (await page.evaluate((id) => window.__seatmap!.seatScreenPoint(id), small.id))!;
    expect(2 * big.r).toBeGreaterThanOrEqual(FINGER_PX);
    expect(big.x).toBeGreaterThan(box.x);
    expect(big.x).toBeLessThan(box.x + box.width);
    expect(big.y).toBeGreaterThan(box.y);
    expect(big.y).toBeLessThan(box.y + box.height);
    await page.touchscreen.tap(big.x, big.y);
    await expect(count).toHaveText('1');
    await expect(page.getByTestId('seatmap-selected').locator(`[data-seat-id="${small.id}"]`)).toBeVisible();
  });

  test('four taps on the zoom-in button take a 100,000-seat hall from the whole to seats a finger can choose', async ({ page }) => {
    await page.goto('/demo/seatmap?seats=100000');
    await mapReady(page);
    await expect(page.getByTestId('seatmap-scale')).toHaveText('100%');
    expect(await page.evaluate(() => window.__seatmap!.lod())).toBe('sectors');
    const zoomIn = page.getByRole('button', { name: 'Приблизить' });
    const seatPx = async () => 2 * (await page.evaluate(() => window.__seatmap!.seatScreenPoint(window.__seatmap!.seatIdAt(0)!)!.r));
    for (let n = 1; n <= 4; n++) {
      await zoomIn.tap();
      await settled(page);
      // Three taps are not enough: the step is no bigger than four taps need.
      if (n === 3) expect(await seatPx()).toBeLessThan(FINGER_PX);
    }
    expect(await seatPx()).toBeGreaterThanOrEqual(FINGER_PX);
    expect(await page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');

    // The buttons zoom about the middle (the stage here): move to a stand at the same scale, and tap a seat.
    await centreOn(page, SEAT, await page.evaluate(() => window.__seatmap!.scale()));
    const seat = await seatAt(page, SEAT);
    await page.touchscreen.tap(seat.x, seat.y);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('1');
    await expect(page.getByTestId('seatmap-selected').locator(`[data-seat-id="${seat.id}"]`)).toBeVisible();
  });
});
