import type { Lang } from '../../contract/lang';
import { SeatAvailabilityStatus as S } from '../../contract/seat-availability';
import type { Db } from '../db/driver';
import { geometryUrl, seatWords, type HallGeometryEntry } from './geometry';
import { currentSessionSeats } from './session-seats';
import { seatName } from '../../contract/seat-name';

interface SeatItem {
  seat_id: number;
  sector: number;
  row: string;
  seat: string;
  st_id: number;
  quant: number;
  limit: number;
  seat_name: string;
  cat: number;
}

/**
 * The numbered seats' items as /api/scheme/map lists them, built once per hall, language and
 * limit and shared by every answer (nothing in them depends on the session).
 */
const seatItems = new WeakMap<HallGeometryEntry, Map<string, SeatItem[]>>();

function itemsOf(geometry: HallGeometryEntry, lang: Lang, limit: number): SeatItem[] {
  let perHall = seatItems.get(geometry);
  if (!perHall) seatItems.set(geometry, (perHall = new Map()));
  const key = `${lang}:${limit}`;
  let items = perHall.get(key);
  if (!items) {
    const s = geometry.seats;
    const w = seatWords[lang];
    const sectorName = (id: number) => s.sectorName.get(id)?.[`name_${lang}`] || s.sectorName.get(id)?.name_ru || '';
    items = new Array<SeatItem>(s.seatCount);
    for (let i = 0; i < s.seatCount; i++) {
      if (s.stand[i]) continue;
      const sector = sectorName(s.sector[i]!);
      items[i] = {
        seat_id: s.ids[i]!,
        sector: s.sector[i]!,
        row: s.row[i]!,
        seat: s.seat[i]!,
        st_id: 0,
        quant: 1,
        limit,
        seat_name: seatName(sector, s.row[i]!, s.seat[i]!, w),
        cat: s.cat[i]!,
      };
    }
    perHall.set(key, items);
  }
  return items;
}

/**
 * POST /api/scheme/map: the hall's SVG and, as data, every place on sale for the session, as
 * the platform answers it; plus where the split documents are (hall_url, availability_url),
 * which a client that knows them fetches instead (server/README.md).
 */
export async function buildSchemeMap(db: Db, hash: string, calendarId: number, lang: Lang, now: Date, sid: string | null = null) {
  const cached = await currentSessionSeats(db, hash, calendarId, now);
  const { seats: session } = cached;
  const { geometry, statuses, standLeft, event } = session;
  // The buyer's own best-available offer is listed for them (held for everyone else): a live
  // reload or the race check must not take it out of their cart as taken.
  const own = new Set(cached.offeredTo(sid));
  const s = geometry.seats;
  const limit = event.demquantlimit;
  const items = itemsOf(geometry, lang, limit);

  const seatNumbers: SeatItem[] = [];
  const seatStand: SeatItem[] = [];
  const free = new Map<number, number>();
  const total = new Map<number, number>();
  for (let i = 0; i < s.seatCount; i++) {
    const sector = s.sector[i]!;
    total.set(sector, (total.get(sector) ?? 0) + 1);
    if (s.stand[i]) {
      const quant = standLeft.get(i);
      if (quant === undefined) continue;
      const sectorName = s.sectorName.get(sector);
      const name = s.standName.get(i)?.[`name_${lang}`] || sectorName?.[`name_${lang}`] || sectorName?.name_ru || '';
      seatStand.push({ seat_id: s.ids[i]!, sector, row: '', seat: '', st_id: -1, quant, limit: Math.min(limit, quant), seat_name: name, cat: s.cat[i]! });
      if (quant > 0) free.set(sector, (free.get(sector) ?? 0) + 1);
      continue;
    }
    if (statuses[i] !== S.free && !own.has(i)) continue;
    free.set(sector, (free.get(sector) ?? 0) + 1);
    seatNumbers.push(items[i]!);
  }

  return {
    svg: geometry.svg,
    sectors: s.sectorIds.map((id) => ({ sector_id: id, ...s.sectorName.get(id), total: total.get(id) ?? 0, free: free.get(id) ?? 0 })),
    seat_numbers: seatNumbers,
    seat_stand: seatStand,
    zones: session.zones,
    ...geometry.meta,
    hall_hash: geometry.hash,
    hall_url: geometryUrl(geometry.hash),
    availability_url: `/api/scheme/availability?hash=${encodeURIComponent(event.hash_id)}&calendar_id=${calendarId}`,
  };
}
