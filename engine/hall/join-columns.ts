// Joins a session's availability (statuses by the server's seat index) to a hall read from
// the geometry document: the seat_id join was done once when the document was read
// (SeatColumns), so this is one pass over typed arrays and no per-seat objects.
import { SeatAvailabilityStatus } from '../../contract/seat-availability';
import type { GeometryMeta, SeatColumns } from '../hall-transfer/geometry-messages';
import { seatMapSettings } from './join';
import type { HallGeometry, HallModel, SectorShape } from './model';
import { SeatStatus } from './model';
import { readingOrder } from './reading-order';
import { lookupView } from '../hall-transfer/string-column';
import { seatName as nameOfSeat } from '../../contract/seat-name';

export interface ColumnSeatData {
  columns: SeatColumns;
  meta: GeometryMeta;
  /** One availability status per server seat index (contract/seat-availability.ts). */
  statuses: Uint8Array;
  /** Standing places: [server seat index, places left]. */
  stands: readonly (readonly [number, number])[];
  /** Places one order may take. */
  limit: number;
  /** The page's language: names as `name_<lang>`, falling back to Russian. */
  lang: string;
}

const named = (item: Record<string, unknown> | undefined, lang: string): string => {
  const v = item?.[`name_${lang}`] || item?.name_ru;
  return typeof v === 'string' ? v : '';
};

export function joinColumns(geometry: HallGeometry, data: ColumnSeatData): HallModel {
  const { columns, meta, statuses, lang } = data;
  if (statuses.length !== meta.seatCount) throw new RangeError(`availability for ${statuses.length} seats, the hall has ${meta.seatCount}`);
  const n = geometry.seatCount;
  const status = new Uint8Array(n);
  const cat = new Int32Array(n).fill(-1);
  const sectorName = new Map(meta.sectors.map((s) => [s.sector_id, named(s, lang)]));
  const words = meta.words[lang] ?? meta.words.ru ?? { row: '', seat: '' };
  const rows = columns.row.table;
  const seats = columns.seat.table;

  for (let i = 0; i < n; i++) {
    const k = columns.serverIndex[i]!;
    if (k < 0) continue;
    status[i] = statuses[k] === SeatAvailabilityStatus.free ? SeatStatus.free : SeatStatus.unavailable;
    cat[i] = columns.cat[k]!;
  }
  // Each seat's labels looked up when read: the seat list's, else the drawing's (whose
  // columns may be views too, hall-transfer/string-column.ts). Made for all 100,000 seats
  // here, they were ~20 ms of a throttled phone's first paint, for the few a buyer reads.
  const row = lookupView(n, (i) => {
    const k = columns.serverIndex[i]!;
    const r = k < 0 ? '' : rows[columns.row.codes[k]!]!;
    return r !== '' ? r : geometry.rowLabel[i]!;
  });
  const seat = lookupView(n, (i) => {
    const k = columns.serverIndex[i]!;
    const s = k < 0 ? '' : seats[columns.seat.codes[k]!]!;
    return s !== '' ? s : geometry.numberText[i]!;
  });
  const seatName = lazyNames(n, (i) => {
    const k = columns.serverIndex[i]!;
    return k < 0 ? '' : nameOfSeat(sectorName.get(columns.sector[k]!) ?? '', rows[columns.row.codes[k]!]!, seats[columns.seat.codes[k]!]!, words);
  });

  const standData: HallModel['standData'] = new Map();
  const drawnStands = new Set(geometry.stands.map((s) => s.id));
  const standNames = new Map(meta.stands.map((s) => [s.index, named(s, lang)]));
  for (const [k, quant] of data.stands) {
    const id = columns.ids[k];
    if (id === undefined || !drawnStands.has(id)) continue;
    const name = standNames.get(k) || sectorName.get(columns.sector[k]!) || '';
    standData.set(id, { quant, limit: Math.min(data.limit, quant), cat: columns.cat[k]!, name });
  }

  // The hall worker sorted them with these same labels (hall-transfer/hall-document.ts): no pass over every seat here.
  const sectors = meta.sectorsInReadingOrder
    ? geometry.sectors
    : geometry.sectors.map((s): SectorShape => {
        const ordered = readingOrder(s.seats, row, seat);
        return ordered === s.seats ? s : { ...s, seats: ordered };
      });
  const model: HallModel = { ...geometry, sectors, status, cat, row, seat, seatName, standData, meta: seatMapSettings({ zoomporog: meta.zoomporog, zoommax: meta.zoommax, usestrokesector: meta.usestrokesector ? 1 : 0, showseatnumber: meta.showseatnumber ? 1 : 0 }) };
  if (!geometry.warnings?.length) delete model.warnings;
  return model;
}

/**
 * The seats' names, each made when first read: a name is read only when a seat is focused
 * without the shell's own label (the scheme page always gives one), and making 100,000 of
 * them up front cost the phone about 100 ms before the first paint. Reads like a string[].
 */
function lazyNames(n: number, make: (i: number) => string): string[] {
  const made = new Array<string | undefined>(n);
  return new Proxy(made as string[], {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        const i = key.length > 0 && key.length < 10 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57 ? Number(key) : NaN;
        if (Number.isInteger(i) && i >= 0 && i < n) return (target[i] ??= make(i));
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
