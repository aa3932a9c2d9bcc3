import type { BrowserContext, Page } from 'playwright';
// For the `window.__seatmap` type only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import type { GhostResult, RunConfig } from './protocol';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the taps and the moves that follow them, the engine's background and seat layers
 * must hold exactly what a fresh map draws for the same view and the same selected seats:
 * a stale pixel is a ghost. The fresh map is opened in a new page of the same context (same
 * viewport, pixel ratio, touch) and compared until both are still; the fewest differing
 * pixels seen is the result (a ghost stays, a frame still being drawn does not). On a
 * loaded machine the map may still glide when the check begins: the fresh page follows
 * the view it has at each comparison (a view moved on by a fraction of a pixel makes every
 * edge in the picture differ, a few per cent of the pixels, with no stale seat at all).
 */
export async function ghostCheck(page: Page, context: BrowserContext, origin: string, config: RunConfig, limitMs: number): Promise<GhostResult> {
  let zoom = await page.evaluate(() => window.__seatmap!.zoom());
  const selected = await page.evaluate(() => window.__bench!.selectedIds());
  const fresh = await context.newPage();
  try {
    await fresh.goto(`${origin}/`);
    await fresh.waitForFunction(() => window.__bench !== undefined);
    const loaded = await fresh.evaluate((c) => window.__bench!.load(c), config);
    if (!loaded.ok) throw new Error(`the fresh page did not load: ${loaded.error}`);
    await fresh.evaluate((ids) => window.__seatmap!.toggle(ids), selected);
    await fresh.evaluate((z) => window.__seatmap!.setZoom(z), zoom);
    let best: GhostResult | null = null;
    const end = Date.now() + limitMs;
    while (Date.now() < end) {
      const now = await page.evaluate(() => window.__seatmap!.zoom());
      if (JSON.stringify(now) !== JSON.stringify(zoom)) {
        zoom = now;
        await fresh.evaluate((z) => window.__seatmap!.setZoom(z), zoom);
        await sleep(400);
        continue;
      }
      const picture = await page.evaluate(() => window.__seatmap!.layerPicture());
      const diff = await fresh.evaluate((p) => window.__seatmap!.diffLayers(p), picture);
      if (!best || diff.differing < best.differing) best = diff;
      if (best.differing === 0) break;
      await sleep(400);
    }
    return best ?? { differing: -1, total: 0 };
  } finally {
    await fresh.close();
  }
}
