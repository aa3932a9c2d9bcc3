import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mapReady, settled } from './support/seat-map';
// For the `window.__seatmap` type only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';

// The seat-map demo on the real server and the built app. The canvas is opaque to the DOM,
// so the demo's `window.__seatmap` handle says where seats are on screen; everything
// asserted is what a buyer or a screen reader gets: the panel, the accessible list, the
// scale label, the error message.

const ru = {
  seatmapDemo: JSON.parse(fs.readFileSync(new URL('../../src/i18n/locales/ru/seatmapDemo.json', import.meta.url), 'utf8')) as {
    errors: Record<string, string>;
  },
};

type Point = { x: number; y: number };

async function tap(page: Page, p: Point, touch: boolean): Promise<void> {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

async function scaleLabel(page: Page): Promise<number> {
  return Number((await page.getByTestId('seatmap-scale').textContent())?.replace(/\D/g, ''));
}

/** Two fingers moving apart around `centre`, through CDP so that Chromium sees real touches. */
async function pinchOut(page: Page, centre: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: centre.x - d, y: centre.y, id: 1 },
    { x: centre.x + d, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let d = 30; d <= 140; d += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One finger dragged by (dx, dy) in steps, through CDP (phone), or the mouse (desktop). */
async function drag(page: Page, from: Point, dx: number, dy: number, touch: boolean): Promise<void> {
  const steps = 12;
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + (dx * i) / steps, from.y + (dy * i) / steps);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('seat-map demo', () => {
  test('a tap selects a seat, the panel and the accessible list show it, a second tap unselects', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    await page.goto('/demo/seatmap?hall=theatre');
    await mapReady(page);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('0');

    // At fit the theatre shows sectors: a tap on the stalls zooms to them first.
    if ((await page.evaluate(() => window.__seatmap!.lod())) === 'sectors') {
      const stalls = await page.evaluate(() => window.__seatmap!.sectorScreenPoint(0));
      await tap(page, stalls!, touch);
      await expect.poll(() => page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
      await settled(page);
    }
    const seats = await page.evaluate(() => window.__seatmap!.sectorSeatIds(0));
    const seatId = seats[Math.floor(seats.length / 2)]!;
    const seat = await page.evaluate((id) => window.__seatmap!.seatScreenPoint(id), seatId);
    await tap(page, seat!, touch);

    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('1');
    const option = page.getByRole('option', { selected: true });
    await expect(option).toHaveCount(1);
    const name = (await option.textContent())!;
    expect(name.length).toBeGreaterThan(0);
    await expect(page.getByTestId('seatmap-selected')).toContainText(name);
    await expect(page.getByTestId('seatmap-selected').locator(`[data-seat-id="${seatId}"]`)).toBeVisible();

    await tap(page, seat!, touch);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('0');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name })).toHaveAttribute('aria-selected', 'false');
  });

  test('a pinch (phone) or the wheel (desktop) changes the scale label', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    await page.goto('/demo/seatmap?hall=theatre');
    await mapReady(page);
    await expect(page.getByTestId('seatmap-scale')).toHaveText('100%');
    const box = (await page.getByTestId('seat-map').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (touch) {
      await pinchOut(page, centre);
    } else {
      await page.mouse.move(centre.x, centre.y);
      for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -200);
    }
    await expect.poll(() => scaleLabel(page)).toBeGreaterThan(100);
    const zoomed = await scaleLabel(page);

    // The buttons and reset speak the same label.
    await page.getByRole('button', { name: 'Отдалить' }).click();
    await expect.poll(() => scaleLabel(page)).toBeLessThan(zoomed);
    await page.getByRole('button', { name: 'Показать весь зал' }).click();
    await expect(page.getByTestId('seatmap-scale')).toHaveText('100%');
  });

  test('a generated hall of 50,000 seats loads and reports its seat count', async ({ page }) => {
    await page.goto('/demo/seatmap?seats=50000');
    await mapReady(page);
    await expect(page.locator('[data-seat-count]')).toHaveAttribute('data-seat-count', '50000');
    await expect(page.getByTestId('seatmap-seat-count')).toHaveText(/^50\s000$/);
    expect(await page.evaluate(() => window.__seatmap!.seatCount)).toBe(50000);
    await expect(page.getByTestId('seatmap-first-paint-ms')).toHaveText(/\d/);
    // At fit a hall this big is drawn from the whole-hall bitmap: it must fill the map's
    // box, whatever the page's styles do to canvases (max-width: 100% once shrank it).
    const map = (await page.getByTestId('seat-map').boundingBox())!;
    const hall = (await page.locator('[data-part="hall-bitmap"]').boundingBox())!;
    expect(Math.max(hall.width / map.width, hall.height / map.height)).toBeGreaterThan(0.9);
  });

  test('a hostile file shows the parse error instead of crashing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto('/demo/seatmap?hall=chamber');
    await mapReady(page);

    const hostile = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <g data-sector-id="1" data-sector-name="&c;"><g data-row="1"><circle data-seat-id="1" cx="1" cy="1" r="0.45"/></g></g>
</svg>`;
    await page.getByTestId('seatmap-file').setInputFiles({ name: 'hall.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(hostile) });

    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    const code = (await alert.getAttribute('data-error-code'))!;
    expect(Object.keys(ru.seatmapDemo.errors)).toContain(code);
    await expect(alert).toHaveText(ru.seatmapDemo.errors[code]!);
    // Nothing from the file ran, and the page still works.
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
    await expect(page.getByRole('link', { name: 'Театр', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Театр', exact: true }).click();
    await mapReady(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a design-tool export whose seats are symbols opens with every marked seat and its drawn number', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    await page.goto('/demo/seatmap?hall=chamber');
    await mapReady(page);
    // fixtures/exports/illustrator-symbols.svg: seats as <use> of <symbol>s, numbers a digit
    // per <text>, its style sheet last (hiding seat 18), even-odd walls.
    const svg = fs.readFileSync(new URL('../../fixtures/exports/illustrator-symbols.svg', import.meta.url));
    await page.getByTestId('seatmap-file').setInputFiles({ name: 'symbols.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(page.locator('[data-seat-count]')).toHaveAttribute('data-seat-count', '17');
    await mapReady(page);
    if ((await page.evaluate(() => window.__seatmap!.lod())) === 'sectors') {
      await tap(page, (await page.evaluate(() => window.__seatmap!.sectorScreenPoint(0)))!, touch);
      await expect.poll(() => page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
      await settled(page);
    }
    expect(await page.evaluate(() => window.__seatmap!.seatScreenPoint(18))).toBeNull();
    // Seat 9 is drawn «1» «2» (the units digit first in the file), in row 2.
    await tap(page, (await page.evaluate(() => window.__seatmap!.seatScreenPoint(9)))!, touch);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('1');
    await expect(page.getByRole('option', { selected: true })).toHaveText('Партер, ряд 2, место 12');
    // A seat drawn as the <use> itself (row 1), numbered from its place in the row.
    await tap(page, (await page.evaluate(() => window.__seatmap!.seatScreenPoint(3)))!, touch);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('2');
    await expect(page.getByRole('option', { selected: true })).toHaveText(['Партер, ряд 1, место 3', 'Партер, ряд 2, место 12']);
    await page.getByTestId('seat-map').screenshot({ path: testInfo.outputPath('symbols-export.png') });
  });

  test('after taps, panning and zooming leave no stale seats: the layers equal a fresh render of the same view', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    await page.goto('/demo/seatmap?hall=theatre');
    await mapReady(page);
    if ((await page.evaluate(() => window.__seatmap!.lod())) === 'sectors') {
      await tap(page, (await page.evaluate(() => window.__seatmap!.sectorScreenPoint(0)))!, touch);
      await expect.poll(() => page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
      await settled(page);
    }
    // Three seats tapped: each one is patched into the drawn seat layer.
    const seats = await page.evaluate(() => window.__seatmap!.sectorSeatIds(0));
    const picked = [0.3, 0.5, 0.7].map((share) => seats[Math.floor(seats.length * share)]!);
    for (const [n, id] of picked.entries()) {
      await tap(page, (await page.evaluate((seat) => window.__seatmap!.seatScreenPoint(seat), id))!, touch);
      await expect(page.getByTestId('seatmap-selected-count')).toHaveText(String(n + 1));
    }
    // Then the buyer moves the map: a pan, a zoom, another pan.
    const box = (await page.getByTestId('seat-map').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await drag(page, centre, -70, 45, touch);
    if (touch) await pinchOut(page, centre);
    else {
      await page.mouse.move(centre.x, centre.y);
      for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -150);
    }
    await settled(page);
    await drag(page, centre, 60, -80, touch);
    await settled(page);
    if (!touch) await page.mouse.move(box.x + 2, box.y + box.height + 40);
    expect(await page.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
    const zoom = await page.evaluate(() => window.__seatmap!.zoom());

    // The same view drawn from scratch in a new page, with the same seats selected.
    // Same context: same viewport, pixel ratio and touch.
    const fresh = await page.context().newPage();
    try {
      await fresh.goto('/demo/seatmap?hall=theatre');
      await mapReady(fresh);
      await fresh.evaluate((ids) => window.__seatmap!.toggle(ids), picked);
      await expect(fresh.getByTestId('seatmap-selected-count')).toHaveText('3');
      await fresh.evaluate((z) => window.__seatmap!.setZoom(z), zoom);
      await expect.poll(() => fresh.evaluate(() => window.__seatmap!.lod())).not.toBe('sectors');
      // Either page may still be finishing its crisp frame: compare until both are still.
      await expect
        .poll(async () => {
          const picture = await page.evaluate(() => window.__seatmap!.layerPicture());
          const { differing, total } = await fresh.evaluate((p) => window.__seatmap!.diffLayers(p), picture);
          return total > 0 ? differing / total : 1;
        }, { timeout: 20_000, message: 'share of device pixels that differ from a fresh render' })
        .toBeLessThanOrEqual(0.001);
    } finally {
      await fresh.close();
    }
  });
});
