import { parseSeatKinds } from '../../contract/seat-kind';
import type { Db } from '../db/driver';
import type { Hall } from '../../fixtures/halls';

/** Stores a hall: its SVG, sectors, zones, seats (capacity 1) and standing places (capacity quant). */
export async function insertHall(db: Db, hallId: number, hall: Hall): Promise<void> {
  await db.run(
    `INSERT INTO halls (hall_id, name, title, svg, zoomporog, zoommax, usestrokesector, showseatnumber) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [hallId, hall.name, JSON.stringify(hall.title), hall.svg, hall.meta.zoomporog, hall.meta.zoommax, hall.meta.usestrokesector, hall.meta.showseatnumber],
  );
  await db.runMany(
    `INSERT INTO zones (zonelevel_id, name, color) VALUES (?, ?, ?) ON CONFLICT (zonelevel_id) DO NOTHING`,
    hall.zones.map((z) => [z.zonelevel_id, JSON.stringify(z.name), z.color]),
  );
  await db.runMany(
    `INSERT INTO hall_sectors (hall_id, sector_id, name) VALUES (?, ?, ?)`,
    hall.sectors.map((s) => [hallId, s.sector_id, JSON.stringify(s.name)]),
  );
  const seatSql = `INSERT INTO hall_seats (hall_id, seat_id, sector_id, row_label, seat_label, st_id, capacity, zonelevel_id, name, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  await db.runMany(seatSql, hall.seats.map((s) => [hallId, s.seat_id, s.sector_id, s.row, s.seat, 0, 1, s.zonelevel_id, null, parseSeatKinds(s.kind)]));
  await db.runMany(seatSql, hall.stands.map((s) => [hallId, s.seat_id, s.sector_id, '', '', -1, s.quant, s.zonelevel_id, JSON.stringify(s.name), 0]));
}
