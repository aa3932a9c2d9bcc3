// Reads the hall geometry document (server/README.md, "Hall geometry and availability") into
// what the hall worker hands over: the SVG parsed, the server's seat columns joined to the
// drawing by seat_id once (the availability's statuses then map by index, no lookups).
import { parseHallSvg } from '../hall/parse';
import { readingOrder } from '../hall/reading-order';
import type { GeometryMeta, ParsedHallDocument, SeatColumns } from './geometry-messages';
import type { TransferredGeometry } from './parse-messages';
import { packStrings } from './string-column';

interface HallDocumentJson {
  response: Omit<GeometryMeta, 'seatCount'> & {
    svg: string;
    seats: { ids: number[]; sector: number[]; row: string[]; seat: string[]; cat: number[]; stand: number[] };
  };
}

function isDocument(v: unknown): v is HallDocumentJson {
  const r = (v as HallDocumentJson | null)?.response;
  const s = r?.seats;
  return (
    typeof r?.hash === 'string' &&
    typeof r.svg === 'string' &&
    !!s &&
    Array.isArray(s.ids) &&
    [s.sector, s.row, s.seat, s.cat, s.stand].every((c) => Array.isArray(c) && c.length === s.ids.length) &&
    Array.isArray(r.sectors) &&
    Array.isArray(r.stands)
  );
}

/** The document's text → the parsed hall. Throws HallParseError for a drawing it refuses, Error for a malformed document. */
export function parseHallDocument(text: string, expectedHash: string): ParsedHallDocument {
  const json: unknown = JSON.parse(text);
  if (!isDocument(json)) throw new Error('the hall geometry document is malformed');
  const doc = json.response;
  if (doc.hash !== expectedHash) throw new Error(`the hall geometry is ${doc.hash}, not ${expectedHash}`);
  const parsed = parseHallSvg(doc.svg);
  const { indexOf, rowLabel, numberText, ...rest } = parsed;
  const geometry: TransferredGeometry = { ...rest, rowLabel: packStrings(rowLabel), numberText: packStrings(numberText) };

  const n = doc.seats.ids.length;
  const columns: SeatColumns = {
    serverIndex: new Int32Array(parsed.seatCount).fill(-1),
    drawnIndex: new Int32Array(n).fill(-1),
    ids: Int32Array.from(doc.seats.ids),
    sector: Int32Array.from(doc.seats.sector),
    sectorSlot: new Int32Array(n),
    cat: Int32Array.from(doc.seats.cat),
    stand: Uint8Array.from(doc.seats.stand),
    row: packStrings(doc.seats.row),
    seat: packStrings(doc.seats.seat),
  };
  const slotOf = new Map(doc.sectors.map((s, slot) => [s.sector_id, slot]));
  for (let i = 0; i < n; i++) {
    columns.sectorSlot[i] = slotOf.get(columns.sector[i]!) ?? -1;
    const id = doc.seats.ids[i]!;
    const drawn = indexOf.get(id);
    if (drawn !== undefined && !columns.stand[i]) {
      columns.drawnIndex[i] = drawn;
      columns.serverIndex[drawn] = i;
    }
  }
  sortSectors(geometry, columns, rowLabel, numberText);
  const { svg: _svg, seats: _seats, ...meta } = doc;
  return { geometry, columns, meta: { ...meta, seatCount: n, sectorsInReadingOrder: true } };
}

/**
 * Each sector's seats in reading order by the labels a session's join gives them (the seat
 * list's row and seat where it has them, else the drawing's): done here, off the main thread
 * and once per hall, instead of on every visit's join.
 */
function sortSectors(geometry: TransferredGeometry, columns: SeatColumns, drawnRows: readonly string[], drawnSeats: readonly string[]): void {
  const rows = drawnRows.slice();
  const seats = drawnSeats.slice();
  const rowTable = columns.row.table;
  const seatTable = columns.seat.table;
  for (let i = 0; i < geometry.seatCount; i++) {
    const k = columns.serverIndex[i]!;
    if (k < 0) continue;
    const r = rowTable[columns.row.codes[k]!]!;
    const s = seatTable[columns.seat.codes[k]!]!;
    if (r !== '') rows[i] = r;
    if (s !== '') seats[i] = s;
  }
  for (const sector of geometry.sectors) sector.seats = readingOrder(sector.seats, rows, seats);
}
