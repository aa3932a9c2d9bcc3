// The hall geometry document (GET /api/scheme/hall/<hash>, server/README.md) as it crosses
// from the hall worker: the SVG parsed into geometry, the server's seat columns re-indexed to
// the drawing's seat order, everything per seat in typed arrays or string columns so that
// it is transferred (not cloned) and kept in IndexedDB as it is.
import type { HallParseErrorCode } from '../hall/parse-error';
import type { TransferredGeometry } from './parse-messages';
import type { StringColumn } from './string-column';

/** The document's small parts, as the server sends them. */
export interface GeometryMeta {
  hash: string;
  zoomporog: number;
  zoommax: number;
  usestrokesector: number;
  showseatnumber: number;
  sectors: ({ sector_id: number; total: number } & Record<string, string | number>)[];
  /** Standing places: server seat index and names (name_ru…). */
  stands: ({ index: number } & Record<string, string | number>)[];
  words: Record<string, { row: string; seat: string }>;
  /** Seats in the server's list: its seat indices run 0…seatCount-1. */
  seatCount: number;
  /**
   * Set by the hall worker: each sector's `seats` are already in reading order by the labels
   * the join gives them (the list's row and seat, else the drawing's), so the page's main
   * thread need not sort them (they depend on the geometry only, never on a session).
   */
  sectorsInReadingOrder?: true;
}

/** Per drawn seat (the geometry's index), from the server's seat list. */
export interface SeatColumns {
  /** The server's seat index of each drawn seat, -1 where the list does not have it. */
  serverIndex: Int32Array;
  /** The drawn seat of each server index (standing places by their stand id), -1 where none. */
  drawnIndex: Int32Array;
  /** The server's seat_id of each server index. */
  ids: Int32Array;
  sector: Int32Array;
  /** The position of each server index's sector in `GeometryMeta.sectors`, -1 where it is not listed (counts by sector without lookups). */
  sectorSlot: Int32Array;
  cat: Int32Array;
  stand: Uint8Array;
  row: StringColumn;
  seat: StringColumn;
}

export interface ParsedHallDocument {
  geometry: TransferredGeometry;
  columns: SeatColumns;
  meta: GeometryMeta;
}

export interface GeometryRequest {
  /** The content hash: the cache key. */
  hash: string;
  /** Where to fetch it when it is not cached (the immutable URL). */
  url: string;
}

export type GeometryReply =
  /** receivedAt: when the document's last byte was read (ms since the epoch), null when it came from the store. */
  | { ok: true; hall: ParsedHallDocument; ms: number; cached: boolean; receivedAt: number | null }
  | { ok: false; code: HallParseErrorCode | 'internal' | 'http' | 'network'; status?: number; message: string };

/** The buffers of a parsed hall, for postMessage's transfer list. */
export function hallBuffers(hall: ParsedHallDocument): ArrayBuffer[] {
  const g = hall.geometry;
  const c = hall.columns;
  const arrays = [g.ids, g.x, g.y, g.r, g.sector, g.kind, g.rowLabel.codes, g.numberText.codes, ...g.sectors.map((s) => s.seats), c.serverIndex, c.drawnIndex, c.ids, c.sector, c.sectorSlot, c.cat, c.stand, c.row.codes, c.seat.codes];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}
