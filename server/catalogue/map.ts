import type { Lang } from '../../contract/lang';
import type { Db } from '../db/driver';
import { ApiFailure } from '../http/errors';
import { ErrorCode } from '../../contract/envelope';
import { LIVE_ORDER, loadAvailability } from './availability';
import { findEvent } from './events';
import { expand, parseL10n } from './l10n';

const words: Record<Lang, { row: string; seat: string }> = {
  ru: { row: 'ряд', seat: 'место' },
  en: { row: 'row', seat: 'seat' },
  kz: { row: 'қатар', seat: 'орын' },
  ch: { row: '排', seat: '座' },
};

interface HallSeatRow {
  seat_id: number;
  sector_id: number;
  row_label: string;
  seat_label: string;
  st_id: number;
  capacity: number;
  zonelevel_id: number;
  name: string | null;
}

/** POST /api/scheme/map: the hall's SVG and, as data, every place on sale for the session. */
export async function buildSchemeMap(db: Db, hash: string, calendarId: number, lang: Lang, now: Date) {
  const e = await findEvent(db, hash);
  if (!e.useseatsvg || e.hall_id == null) {
    throw new ApiFailure(404, ErrorCode.notFound, 'This event has no hall scheme');
  }
  const availability = (await loadAvailability(db, now, { eventIds: [e.event_id], calendarIds: [calendarId] })).get(calendarId);
  if (!availability) throw new ApiFailure(404, ErrorCode.notFound, 'Session not found or no longer on sale');

  const [hall, sectors, seats, held, standSold, zones] = await Promise.all([
    db.get<{ svg: string; zoomporog: number; zoommax: number; usestrokesector: number; showseatnumber: number }>(
      `SELECT svg, zoomporog, zoommax, usestrokesector, showseatnumber FROM halls WHERE hall_id = ?`,
      [e.hall_id],
    ),
    db.all<{ sector_id: number; name: string }>(`SELECT sector_id, name FROM hall_sectors WHERE hall_id = ? ORDER BY sector_id`, [e.hall_id]),
    db.all<HallSeatRow>(`SELECT seat_id, sector_id, row_label, seat_label, st_id, capacity, zonelevel_id, name FROM hall_seats WHERE hall_id = ? ORDER BY seat_id`, [e.hall_id]),
    db.all<{ seat_id: number }>(
      `SELECT h.seat_id FROM seat_holds h JOIN orders o ON o.order_id = h.order_id WHERE h.calendar_id = ? AND ${LIVE_ORDER}`,
      [calendarId, now.toISOString()],
    ),
    db.all<{ seat_id: number; sold: number }>(
      `SELECT l.seat_id, SUM(l.quantity - l.refunded) AS sold FROM order_lines l JOIN orders o ON o.order_id = l.order_id
        WHERE l.calendar_id = ? AND l.seat_id IS NOT NULL AND ${LIVE_ORDER} GROUP BY l.seat_id`,
      [calendarId, now.toISOString()],
    ),
    db.all<{ zonelevel_id: number; name: string; color: string; price: number; priceservise: number }>(
      `SELECT z.zonelevel_id, z.name, z.color, MAX(p.price) AS price, MAX(p.priceservise) AS priceservise
         FROM prices p JOIN zones z ON z.zonelevel_id = p.zonelevel_id
        WHERE p.event_id = ? AND p.pricetype_id = ? AND p.is_group = 0
        GROUP BY z.zonelevel_id, z.name, z.color ORDER BY price DESC`,
      [e.event_id, availability.session.pricetype_id],
    ),
  ]);
  if (!hall) throw new ApiFailure(404, ErrorCode.notFound, 'The hall scheme has not been uploaded yet');

  const heldSet = new Set(held.map((h) => h.seat_id));
  const soldAt = new Map(standSold.map((s) => [s.seat_id, s.sold]));
  const sectorName = new Map(sectors.map((s) => [s.sector_id, parseL10n(s.name)]));
  const onSale = availability.byZone;
  const w = words[lang];
  const limit = e.demquantlimit;

  const seatNumbers = [];
  const seatStand = [];
  const freeBySector = new Map<number, number>();
  const totalBySector = new Map<number, number>();
  for (const s of seats) {
    totalBySector.set(s.sector_id, (totalBySector.get(s.sector_id) ?? 0) + 1);
    if (!onSale.has(s.zonelevel_id)) continue;
    const sector = sectorName.get(s.sector_id)?.[lang] ?? sectorName.get(s.sector_id)?.ru ?? '';
    if (s.st_id === -1) {
      const quant = Math.max(0, s.capacity - (soldAt.get(s.seat_id) ?? 0));
      const placeName = parseL10n(s.name)[lang] ?? sector;
      seatStand.push({ seat_id: s.seat_id, sector: s.sector_id, row: '', seat: '', st_id: -1, quant, limit: Math.min(limit, quant), seat_name: placeName, cat: s.zonelevel_id });
      if (quant > 0) freeBySector.set(s.sector_id, (freeBySector.get(s.sector_id) ?? 0) + 1);
      continue;
    }
    if (heldSet.has(s.seat_id)) continue;
    freeBySector.set(s.sector_id, (freeBySector.get(s.sector_id) ?? 0) + 1);
    seatNumbers.push({
      seat_id: s.seat_id,
      sector: s.sector_id,
      row: s.row_label,
      seat: s.seat_label,
      st_id: 0,
      quant: 1,
      limit,
      seat_name: `${sector}, ${w.row} ${s.row_label}, ${w.seat} ${s.seat_label}`,
      cat: s.zonelevel_id,
    });
  }

  return {
    svg: hall.svg,
    sectors: sectors.map((s) => ({ sector_id: s.sector_id, ...expand('name', s.name), total: totalBySector.get(s.sector_id) ?? 0, free: freeBySector.get(s.sector_id) ?? 0 })),
    seat_numbers: seatNumbers,
    seat_stand: seatStand,
    zones: zones.map((z) => ({ zonelevel_id: z.zonelevel_id, color: z.color, ...expand('name', z.name), price: z.price, priceservise: z.priceservise })),
    zoomporog: hall.zoomporog,
    zoommax: hall.zoommax,
    usestrokesector: hall.usestrokesector,
    showseatnumber: hall.showseatnumber,
  };
}
