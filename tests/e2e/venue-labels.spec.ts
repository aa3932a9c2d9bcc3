import { expect, test } from '@playwright/test';
import { canvaOutlines, corelCoveredSeats, corelStageAtBottom, illustratorAisleTheatre, illustratorRowBands, type LabelDrawing } from '../../fixtures/halls/venues/label-kinds';
// For the `window.__seatmap` type only.
import type {} from '../../src/features/seat-map-view/model/debug-handle';
import { dropFile, mapOf } from './support/demo-seatmap';
import { settled } from './support/seat-map';

// The drawings of the kinds real exports get wrong (issue 27), dropped on the seat-map demo
// as a venue's staff would: each is imported in the browser and opens with its seats, rows,
// numbers and stage; a buyer's tap names the seat as the venue does.

test.use({ viewport: { width: 360, height: 740 } });

// Name, drawing, seats, seats whose label is guessed (listed in the report), seats left out.
const drawings: [string, () => LabelDrawing, number, number, number][] = [
  ['stage-at-bottom', corelStageAtBottom, 156, 156, 0],
  ['aisle-theatre', illustratorAisleTheatre, 148, 0, 0],
  ['covered-seats', corelCoveredSeats, 91, 0, 5],
  ['canva-outlines', canvaOutlines, 108, 108, 5],
  ['row-bands', illustratorRowBands, 288, 0, 0],
];

test.describe('venue drawings of the kinds issue 27 names, on the demo page', () => {
  for (const [name, build, seats, guessed, leftOut] of drawings) {
    test(`${name}: imported with every visible seat, and shown`, async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/demo/seatmap?hall=chamber&lang=en');
      await mapOf(page, 300);
      await dropFile(page, `${name}.svg`, build().svg);
      await mapOf(page, seats);
      await expect(page.getByTestId('seatmap-import-summary')).toContainText(`Seats found: ${seats}`);
      await expect(page.getByTestId('seatmap-import-guessed-seats')).toHaveCount(guessed > 0 ? 1 : 0);
      if (guessed > 0) await expect(page.getByTestId('seatmap-import-guessed-seats')).toContainText(`guessed, not read: ${guessed}`);
      await expect(page.getByTestId('seatmap-import-left-out')).toHaveCount(leftOut > 0 ? 1 : 0);
      if (leftOut > 0) await expect(page.getByTestId('seatmap-import-left-out')).toContainText(`: ${leftOut}`);
      await page.getByTestId('seat-map').screenshot({ path: testInfo.outputPath(`${name}-hall.png`) });
      await page.evaluate(() => window.__seatmap!.zoomToSector(0));
      await settled(page);
      await page.getByTestId('seat-map').screenshot({ path: testInfo.outputPath(`${name}-sector.png`) });
      expect(errors).toEqual([]);
    });
  }

  test('a seat the drawing numbers «1» «1» is seat 11 to a buyer; the aisle number labels both blocks\' rows', async ({ page }, testInfo) => {
    await page.goto('/demo/seatmap?hall=chamber&lang=en');
    await mapOf(page, 300);
    await dropFile(page, 'theatre.svg', illustratorAisleTheatre().svg);
    await mapOf(page, 148);
    // Sector 1 is the stalls' right block (nearer the stage), seats 8…14 of each row: its fourth
    // seat is 11 (drawn «1» «1»); sector 2 the left block, whose seventh is 7, beside the aisle.
    const [eleven, seven] = await page.evaluate(() => [window.__seatmap!.sectorSeatIds(0)[3]!, window.__seatmap!.sectorSeatIds(1)[6]!]);
    await page.evaluate((ids) => window.__seatmap!.toggle(ids), [eleven!, seven!]);
    await expect(page.getByTestId('seatmap-selected-count')).toHaveText('2');
    await expect(page.getByTestId('seatmap-selected')).toContainText('row 1, seat 11');
    await expect(page.getByTestId('seatmap-selected')).toContainText('row 1, seat 7');
    await page.screenshot({ path: testInfo.outputPath('aisle-theatre-page.png') });
  });
});
