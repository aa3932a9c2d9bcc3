import { describe, expect, it } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { geometryResponse } from '../../fixtures/halls/geometry-response';
import { naturalCompare } from '../hall/reading-order';
import { parseHallDocument } from './hall-document';

const HASH = 'fedcba9876543210fedcba9876543210';

/** A geometry document of the theatre whose seat list names the rows in the opposite order to the hall's. */
function reversedRowsDocument(): string {
  const hall = fixtureHall('theatre');
  const rows = [...new Set(hall.seats.map((s) => s.row))].sort(naturalCompare);
  const reversed = new Map(rows.map((row, k) => [row, rows[rows.length - 1 - k]!]));
  return JSON.stringify({ response: geometryResponse(hall, HASH, (row) => reversed.get(row)!) });
}

describe('the hall document read in the worker', () => {
  it("sorts each sector's seats by the seat list's labels, so that the page's join need not", () => {
    const doc = parseHallDocument(reversedRowsDocument(), HASH);
    expect(doc.meta.sectorsInReadingOrder).toBe(true);
    const { columns, geometry } = doc;
    const originalRow = new Map(fixtureHall('theatre').seats.map((s) => [s.seat_id, s.row]));
    const rowOf = (i: number) => columns.row.table[columns.row.codes[columns.serverIndex[i]!]!]!;
    const seatOf = (i: number) => columns.seat.table[columns.seat.codes[columns.serverIndex[i]!]!]!;
    let reordered = 0;
    for (const sector of geometry.sectors) {
      const seats = [...sector.seats];
      for (let k = 1; k < seats.length; k++) {
        const a = seats[k - 1]!;
        const b = seats[k]!;
        const order = naturalCompare(rowOf(a), rowOf(b)) || naturalCompare(seatOf(a), seatOf(b)) || a - b;
        expect(order).toBeLessThan(0);
      }
      // The hall's own rows run the other way: the order really came from the list.
      if (seats.length > 1 && naturalCompare(originalRow.get(geometry.ids[seats[0]!]!)!, originalRow.get(geometry.ids[seats.at(-1)!]!)!) > 0) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });

  it("gives every listed place its sector's position in the document's sector list", () => {
    const doc = parseHallDocument(reversedRowsDocument(), HASH);
    const { columns, meta } = doc;
    expect(columns.sectorSlot).toHaveLength(meta.seatCount);
    for (let k = 0; k < meta.seatCount; k++) expect(meta.sectors[columns.sectorSlot[k]!]!.sector_id).toBe(columns.sector[k]);
  });
});
