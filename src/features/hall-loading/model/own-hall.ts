import type { SchemeMap } from '../../../../contract/booking';
import type { HallGeometry } from '../../../../engine';

/** One zone for a visitor's own hall: its seats have no prices, only "free". */
export const OWN_HALL_ZONE = 1;
export const OWN_HALL_COLOR = '#2e86de';
const OWN_HALL_LIMIT = 10;
const OWN_HALL_STAND_QUANT = 100;

export interface OwnHallNames {
  /** The buyer-facing label of a seat (the shell translates). */
  seatName: (sector: string, row: string, seat: string) => string;
  zoneName: string;
}

/**
 * Seat data for an SVG that came without any (a file picked, dropped or fetched by URL):
 * every seat and standing area drawn is on sale, in one zone, with the map defaults.
 */
export function schemeMapForGeometry(geometry: HallGeometry, svg: string, names: OwnHallNames): SchemeMap {
  const sectorOf = (i: number) => geometry.sectors[geometry.sector[i]!];
  const perRow = new Map<string, number>();
  const seat_numbers = Array.from({ length: geometry.seatCount }, (_, i) => {
    const sector = sectorOf(i);
    const row = geometry.rowLabel[i] ?? '';
    // Exports without number text still need a label: count seats along the row.
    const rowKey = `${geometry.sector[i]}|${row}`;
    const ordinal = (perRow.get(rowKey) ?? 0) + 1;
    perRow.set(rowKey, ordinal);
    const seat = geometry.numberText[i] || String(ordinal);
    return {
      seat_id: geometry.ids[i]!,
      sector: sector?.id ?? 0,
      row,
      seat,
      st_id: 0,
      quant: 1,
      limit: OWN_HALL_LIMIT,
      seat_name: names.seatName(sector?.name ?? '', row, seat),
      cat: OWN_HALL_ZONE,
    };
  });
  const seat_stand = geometry.stands.map((stand) => ({
    seat_id: stand.id,
    sector: stand.sectorId,
    row: '',
    seat: '',
    st_id: -1,
    quant: OWN_HALL_STAND_QUANT,
    limit: OWN_HALL_LIMIT,
    seat_name: stand.label,
    cat: OWN_HALL_ZONE,
  }));
  const sectorTotals = new Map<number, number>();
  for (const item of seat_numbers) sectorTotals.set(item.sector, (sectorTotals.get(item.sector) ?? 0) + 1);
  return {
    svg,
    sectors: geometry.sectors.map((s) => ({ sector_id: s.id, name_ru: s.name, total: sectorTotals.get(s.id) ?? 0, free: sectorTotals.get(s.id) ?? 0 })),
    seat_numbers,
    seat_stand,
    zones: [{ zonelevel_id: OWN_HALL_ZONE, color: OWN_HALL_COLOR, name_ru: names.zoneName, price: 0, priceservise: 0 }],
    zoomporog: 500,
    zoommax: 24,
    usestrokesector: 0,
    showseatnumber: 1,
  };
}
