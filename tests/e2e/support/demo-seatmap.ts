import type { Page } from '@playwright/test';
// For the `window.__seatmap` type only.
import type {} from '../../../src/features/seat-map-view/model/debug-handle';

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
