import { expect, test } from '@playwright/test';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import { extraCorpus } from '../../bench/import/extra';
import { importHallSvg } from '../../engine/hall/import';
import { pickDrawing, shootDrawing } from './support/demo-seatmap';
import { settled } from './support/seat-map';

// Drawings that may be read but not committed (no licence lets a copy be kept), each with its
// truth, from IMPORT_EXTRA_DIR (the folder `npm run bench:import -- --extra-dir` reads): each
// picked in the demo page on a phone opens with what the importer finds in Node, and leaves a
// screenshot in .tmp/ to look at. Without IMPORT_EXTRA_DIR there is nothing to open.

const dir = process.env.IMPORT_EXTRA_DIR ?? '';

test.describe('drawings from IMPORT_EXTRA_DIR in the demo page', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.skip(dir === '', 'IMPORT_EXTRA_DIR is not set');
  for (const file of dir ? extraCorpus(dir) : []) {
    test(`${file.name} opens with what the importer found`, async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const imported = importHallSvg(file.svg);
      await pickDrawing(page, file.name, file.svg, imported.report);
      const shot = `.tmp/extra-${testInfo.project.name}-${file.name.replace(/\W+/g, '-')}`;
      await shootDrawing(page, shot);
      // A seat the venue numbers by place (no row): tapped, its name says no row word.
      const placed = imported.seats.find((x) => x.row === '');
      if (placed) {
        const sector = await page.evaluate((id) => Array.from({ length: window.__seatmap!.sectorCount }, (_, s) => s).find((s) => window.__seatmap!.sectorSeatIds(s).includes(id))!, placed.seat_id);
        await page.evaluate((s) => window.__seatmap!.zoomToSector(s), sector);
        await settled(page);
        const p = await page.evaluate((id) => window.__seatmap!.seatScreenPoint(id), placed.seat_id);
        await page.mouse.click(p!.x, p!.y);
        const chosen = page.getByTestId('seatmap-selected').locator(`[data-seat-id="${placed.seat_id}"]`);
        await expect(chosen).toContainText(`место ${placed.seat}`);
        await expect(chosen).not.toContainText('ряд');
        await page.getByTestId('seat-map').screenshot({ path: `${shot}-no-row.png` });
        await chosen.scrollIntoViewIfNeeded();
        await page.getByTestId('seatmap-selected').screenshot({ path: `${shot}-no-row-chosen.png` });
        const report = page.getByTestId('seatmap-import-sector').filter({ has: page.getByTestId('seatmap-import-by-place') }).first();
        await report.locator('summary').click();
        await report.screenshot({ path: `${shot}-no-row-report.png` });
      }
      expect(errors).toEqual([]);
    });
  }
});
