import { expect, type Page } from '@playwright/test';
// For the `window.__seatmap` type only.
import type {} from '../../../src/features/seat-map-view/model/debug-handle';
import { settled } from './seat-map';

// The seat-map demo page (`/demo/seatmap`) as a venue's staff use it: drop a drawing, wait for its map.

/** Waits until the map holds `seats` seats and has drawn its first picture. */
export async function mapOf(page: Page, seats: number): Promise<void> {
  await page.waitForFunction((n) => window.__seatmap?.seatCount === n && window.__seatmap.stats().firstPaintAt != null, seats, { timeout: 45_000 });
}

/** Drops a file on the map as a visitor dragging it from their desktop would. */
export async function dropFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  const base64 = Buffer.from(content).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/svg+xml' }));
      return transfer;
    },
    { name, base64 },
  );
  await page.dispatchEvent('.seatmap-demo__stage', 'dragover', { dataTransfer });
  await page.dispatchEvent('.seatmap-demo__stage', 'drop', { dataTransfer });
}

/** Picks a drawing in the demo page's file picker and waits for its map and report. */
export async function pickDrawing(page: Page, name: string, svg: string, report: { seats: number; stage: string | null }): Promise<void> {
  await page.goto('/demo/seatmap?hall=chamber&lang=ru');
  await mapOf(page, 300);
  await page.getByTestId('seatmap-file').setInputFiles({ name: `${name}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await mapOf(page, report.seats);
  // The page groups thousands («1 130»): its digits, read together, hold the count.
  await expect.poll(async () => (await page.getByTestId('seatmap-import-summary').textContent())?.replace(/\D/g, '')).toContain(String(report.seats));
  if (report.stage) await expect(page.getByTestId('seatmap-import-report')).toContainText(report.stage);
}

/**
 * Leaves three screenshots to look at: the whole page, the first sector, and its first seat
 * close enough to read the seat numbers and the row labels drawn beside them.
 */
export async function shootDrawing(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: `${shot}.png`, fullPage: true });
  await page.evaluate(() => window.__seatmap!.zoomToSector(0));
  await settled(page);
  await page.getByTestId('seat-map').screenshot({ path: `${shot}-sector.png` });
  await page.evaluate(() => window.__seatmap!.focusSeat(window.__seatmap!.sectorSeatIds(0)[0]!, 36));
  await settled(page);
  await page.getByTestId('seat-map').screenshot({ path: `${shot}-seat.png` });
}
