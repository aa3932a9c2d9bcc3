// Seat data as POST /api/scheme/map would send it for a fixture hall, for tests and
// benchmarks. Structural types, so the engine does not depend on fixtures/.

import type { SchemeSeat } from '../../contract/booking';
import type { SeatData } from './join';

interface SeatRecord { seat_id: number; sector_id: number; row: string; seat: string; zonelevel_id: number }
interface StandRecord { seat_id: number; sector_id: number; quant: number; zonelevel_id: number; name: { ru: string } }
interface HallRecords {
  seats: readonly SeatRecord[];
  stands: readonly StandRecord[];
  meta: { zoomporog: number; zoommax: number; usestrokesector: 0 | 1; showseatnumber: 0 | 1 };
}

/** `onSale(k)` picks which seats (by position in `hall.seats`) are listed; all by default. */
export function seatDataFor(hall: HallRecords, onSale: (k: number) => boolean = () => true): SeatData {
  const seat_numbers: SchemeSeat[] = [];
  hall.seats.forEach((s, k) => {
    if (!onSale(k)) return;
    seat_numbers.push({
      seat_id: s.seat_id, sector: s.sector_id, row: s.row, seat: s.seat, st_id: 0, quant: 1, limit: 6,
      seat_name: `Ряд ${s.row}, место ${s.seat}`, cat: s.zonelevel_id,
    });
  });
  const seat_stand: SchemeSeat[] = hall.stands.map((s) => ({
    seat_id: s.seat_id, sector: s.sector_id, row: '', seat: '', st_id: -1, quant: s.quant, limit: 10, seat_name: s.name.ru, cat: s.zonelevel_id,
  }));
  return { seat_numbers, seat_stand, ...hall.meta };
}

// A deterministic generator, so tests and benchmarks repeat exactly (shared with the server's demo sales).
export { seededRandom } from '../../contract/seeded-random';
