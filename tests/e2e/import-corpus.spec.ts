import { expect, test } from '@playwright/test';
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import { corpus } from '../../bench/import/corpus';
import { importHallSvg } from '../../engine/hall/import';
import { pickDrawing, shootDrawing } from './support/demo-seatmap';

// Each drawing of the import benchmark's corpus, picked in the demo page on a phone, is
// imported in the browser and opens with the seats, rows, numbers and stage that the
// importer finds in Node: the page and the command line read a drawing the same way.

test.describe('the import corpus in the demo page', () => {
  // The page reads a drawing the same way on both: on the desktop too these 13 drawings cost
  // about a minute of the suite and found nothing the phone's run did not.
  test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'phone viewport only'));
  for (const file of corpus({ generated: [] })) {
    test(`${file.name} opens with what the importer found`, async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const imported = importHallSvg(file.svg);
      const expected = imported.report;
      await pickDrawing(page, file.name, file.svg, expected);
      // Seat 1 as the visitor selects it: its sector, row and number as the importer gave them.
      const seat = imported.seats[0]!;
      const sector = imported.sectors.find((s) => s.sector_id === seat.sector_id)!.name;
      await page.evaluate((id) => window.__seatmap!.toggle([id]), seat.seat_id);
      await expect(page.getByTestId('seatmap-selected')).toContainText(`${sector}, ряд ${seat.row}, место ${seat.seat}`);
      await shootDrawing(page, `.tmp/corpus-${testInfo.project.name}-${file.name.replace(/\W+/g, '-')}`);
      expect(errors).toEqual([]);
    });
  }
});
