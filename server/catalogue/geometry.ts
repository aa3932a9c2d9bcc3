// The hall geometry: what never changes between buyers and sessions (the SVG, the seat list,
// sector and standing-place names, the map's settings), served at a content-addressed URL.
// Built once per hall and database, compressed once, kept in memory.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { languages, type Lang } from '../../contract/lang';
import type { Db } from '../db/driver';
import { expand, parseL10n } from './l10n';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The words of a seat's name ("Партер, ряд 3, место 12"), as /api/scheme/map writes it. */
export const seatWords: Record<Lang, { row: string; seat: string }> = {
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
  kind: number;
}

/** The hall's seats by index (hall_seats ordered by seat_id, standing places included). */
export interface HallSeats {
  seatCount: number;
  ids: Int32Array;
  sector: Int32Array;
  /** zonelevel_id */
  cat: Int32Array;
  /** 1 for a standing place (st_id -1) */
  stand: Uint8Array;
  /** What each seat is for: contract/seat-kind.ts bits, 0 an ordinary seat. */
  kind: Uint8Array;
  capacity: Int32Array;
  row: string[];
  seat: string[];
  /** Standing places' names (l10n), by index. */
  standName: Map<number, Record<string, string>>;
  indexOf: Map<number, number>;
  /** sector_id → its names (l10n) */
  sectorName: Map<number, Record<string, string>>;
  sectorIds: number[];
}

export interface HallGeometryEntry {
  hallId: number;
  /** 32 hex digits of the SHA-256 of the document. */
  hash: string;
  svg: string;
  seats: HallSeats;
  /** `{"response": …}`, as stored and as sent. */
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  meta: { zoomporog: number; zoommax: number; usestrokesector: number; showseatnumber: number };
}

export const geometryUrl = (hash: string) => `/api/scheme/hall/${hash}`;

async function readSeats(db: Db, hallId: number): Promise<HallSeats> {
  const [sectors, rows] = await Promise.all([
    db.all<{ sector_id: number; name: string }>(`SELECT sector_id, name FROM hall_sectors WHERE hall_id = ? ORDER BY sector_id`, [hallId]),
    db.all<HallSeatRow>(
      `SELECT seat_id, sector_id, row_label, seat_label, st_id, capacity, zonelevel_id, name, kind FROM hall_seats WHERE hall_id = ? ORDER BY seat_id`,
      [hallId],
    ),
  ]);
  const n = rows.length;
  const seats: HallSeats = {
    seatCount: n,
    ids: new Int32Array(n),
    sector: new Int32Array(n),
    cat: new Int32Array(n),
    stand: new Uint8Array(n),
    kind: new Uint8Array(n),
    capacity: new Int32Array(n),
    row: new Array<string>(n),
    seat: new Array<string>(n),
    standName: new Map(),
    indexOf: new Map(),
    sectorName: new Map(sectors.map((s) => [s.sector_id, expand('name', s.name)])),
    sectorIds: sectors.map((s) => s.sector_id),
  };
  rows.forEach((r, i) => {
    seats.ids[i] = r.seat_id;
    seats.sector[i] = r.sector_id;
    seats.cat[i] = r.zonelevel_id;
    seats.stand[i] = r.st_id === -1 ? 1 : 0;
    seats.kind[i] = Number(r.kind);
    seats.capacity[i] = r.capacity;
    seats.row[i] = r.row_label;
    seats.seat[i] = r.seat_label;
    seats.indexOf.set(r.seat_id, i);
    if (r.st_id === -1) seats.standName.set(i, expand('name', parseL10n(r.name)));
  });
  return seats;
}

/** The document at /api/scheme/hall/<hash> (without its hash, which is computed from it). */
function geometryDocument(svg: string, meta: HallGeometryEntry['meta'], seats: HallSeats) {
  const total = new Map<number, number>();
  for (let i = 0; i < seats.seatCount; i++) total.set(seats.sector[i]!, (total.get(seats.sector[i]!) ?? 0) + 1);
  return {
    svg,
    ...meta,
    sectors: seats.sectorIds.map((id) => ({ sector_id: id, ...seats.sectorName.get(id), total: total.get(id) ?? 0 })),
    // Columns, not objects: a 100k-seat list parses several times faster and is a third the size.
    seats: {
      ids: Array.from(seats.ids),
      sector: Array.from(seats.sector),
      row: seats.row,
      seat: seats.seat,
      cat: Array.from(seats.cat),
      stand: Array.from(seats.stand),
    },
    stands: [...seats.standName].map(([index, name]) => ({ index, ...name })),
    words: Object.fromEntries(languages.map((l) => [l, seatWords[l]])),
  };
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

async function buildEntry(db: Db, hallId: number): Promise<HallGeometryEntry | null> {
  const hall = await db.get<{ svg: string; zoomporog: number; zoommax: number; usestrokesector: number; showseatnumber: number }>(
    `SELECT svg, zoomporog, zoommax, usestrokesector, showseatnumber FROM halls WHERE hall_id = ?`,
    [hallId],
  );
  if (!hall) return null;
  const meta = { zoomporog: hall.zoomporog, zoommax: hall.zoommax, usestrokesector: hall.usestrokesector, showseatnumber: hall.showseatnumber };
  const seats = await readSeats(db, hallId);
  const content = JSON.stringify(geometryDocument(hall.svg, meta, seats));
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 32);
  // The hash goes in first so that the client can check what it got; the rest is the hashed text.
  const identity = Buffer.from(`{"response":{"hash":"${hash}",${content.slice(1)}}`);
  // Compressed once, on libuv's threads: the stadium takes about a second at these levels.
  const [br, gz] = await Promise.all([brotli(identity, BROTLI), gzip(identity, { level: 9 })]);
  return { hallId, hash, svg: hall.svg, seats, meta, body: { identity, br, gzip: gz } };
}

interface PerDb {
  byHall: Map<number, Promise<HallGeometryEntry | null>>;
  byHash: Map<string, HallGeometryEntry>;
  allBuilt?: Promise<void>;
}

/** Halls do not change while the server runs (as hallCapacities in availability.ts assumes). */
const cache = new WeakMap<object, PerDb>();

function perDb(db: Db): PerDb {
  let c = cache.get(db.identity);
  if (!c) cache.set(db.identity, (c = { byHall: new Map(), byHash: new Map() }));
  return c;
}

/** The hall's geometry, built on first use (concurrent callers share one build). */
export function hallGeometry(db: Db, hallId: number): Promise<HallGeometryEntry | null> {
  const c = perDb(db);
  let p = c.byHall.get(hallId);
  if (!p) {
    p = buildEntry(db, hallId).then((entry) => {
      if (entry) c.byHash.set(entry.hash, entry);
      return entry;
    });
    // A failed build (database gone, say) is not kept: the next request tries again.
    p.catch(() => c.byHall.delete(hallId));
    c.byHall.set(hallId, p);
  }
  return p;
}

/**
 * The geometry with this content hash, or null when no hall has it (unknown, or a hall whose
 * content changed since: stale). A hash not seen yet makes every hall be built once, so a
 * second server answers a URL the first one handed out.
 */
export async function geometryByHash(db: Db, hash: string): Promise<HallGeometryEntry | null> {
  const c = perDb(db);
  const known = c.byHash.get(hash);
  if (known) return known;
  if (!/^[0-9a-f]{32}$/.test(hash)) return null;
  c.allBuilt ??= (async () => {
    const halls = await db.all<{ hall_id: number }>(`SELECT hall_id FROM halls ORDER BY hall_id`);
    for (const h of halls) await hallGeometry(db, h.hall_id);
  })().catch((error: unknown) => {
    c.allBuilt = undefined;
    throw error;
  });
  await c.allBuilt;
  return c.byHash.get(hash) ?? null;
}
