import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemeMap } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import type { HallModel } from '../../../../engine';
import type { RequestOptions } from '../../../api/client';
import { buildHallModel } from '../model/load-hall';
import { createHallParser } from '../model/parse-hall';
import { getSchemeMap } from './get-scheme-map';
import { getHallGeometry, type HallGeometryLoad } from './get-hall-geometry';
import { getSeatAvailability } from './get-seat-availability';
import { joinColumns, prepareSeatMapHost } from '../../../../engine';
import { SeatAvailabilityStatus, decodeStatuses, type SeatAvailability } from '../../../../contract/seat-availability';
import { ApiError } from '../../../api/client';
import { responseEnd } from '../../../api/response-end';

export interface SessionHall {
  model: HallModel;
  map: SchemeMap;
  /** Request, parse and join times (ms), and when the data was in hand (`performance.now()`). */
  timings: { loadMs: number; parseMs: number; joinMs: number; dataAt: number; cached?: boolean };
  /** The live journal's last change the statuses include (the availability document's); absent from the platform's map answer. */
  changeId?: number;
}

/** A session without a drawable hall: the page shows 'the scheme has not been loaded'. */
export class SchemeMissingError extends Error {
  override readonly name = 'SchemeMissingError';
}

/** The platform's path: POST /api/scheme/map, then the SVG parsed off the main thread and joined with the seat data. */
async function hallFromSchemeMap(hash: string, calendarId: number, lang: Lang, options: RequestOptions, started: number): Promise<SessionHall> {
  // Started before the request so that the worker is warm when the text arrives.
  const parser = createHallParser();
  try {
    const asked = performance.now();
    const map = await getSchemeMap(hash, calendarId, lang, options);
    // From the answer's last byte: its decoding (JSON and the contract's check of every seat,
    // the larger part of a big hall's first paint on this path) is part of the wait.
    const dataAt = Math.min(responseEnd('/api/scheme/map', asked) ?? Infinity, performance.now());
    if (map.svg.trim() === '') throw new SchemeMissingError('the map answer has no SVG');
    const { model, parseMs, joinMs } = await buildHallModel(map, options.signal, parser);
    if (model.seatCount === 0 && model.stands.length === 0) throw new SchemeMissingError('the SVG has no places');
    return { model, map, timings: { loadMs: dataAt - started, parseMs, joinMs, dataAt } };
  } finally {
    parser.dispose();
  }
}

/** The last geometry hash seen for an event: a repeat visit fetches it alongside the availability. */
const memoKey = (hash: string) => `storefront:hall:${hash}`;
function rememberedHall(hash: string): string | null {
  try {
    const v = localStorage.getItem(memoKey(hash));
    return v && /^[0-9a-f]{32}$/.test(v) ? v : null;
  } catch {
    return null;
  }
}
function rememberHall(hash: string, hall: string): void {
  try {
    localStorage.setItem(memoKey(hash), hall);
  } catch {
    // storage off or full: the next visit asks the availability first
  }
}

/** The map's other parts (sectors, zones, settings) as the platform's answer has them; the seats are in the model. */
function mapOf(load: HallGeometryLoad, availability: SeatAvailability, statuses: Uint8Array): SchemeMap {
  // Free places by the sector's position in the list (a slot per seat from the worker: no lookup per seat).
  const { columns } = load;
  const free = new Int32Array(load.meta.sectors.length);
  for (let k = 0; k < statuses.length; k++) {
    const slot = columns.sectorSlot[k]!;
    if (slot >= 0 && !columns.stand[k] && statuses[k] === SeatAvailabilityStatus.free) free[slot]!++;
  }
  for (const [k, quant] of availability.stands) {
    const slot = columns.sectorSlot[k] ?? -1;
    if (quant > 0 && slot >= 0) free[slot]!++;
  }
  const m = load.meta;
  return {
    svg: '',
    sectors: m.sectors.map((s, slot) => ({ ...(s as SchemeMap['sectors'][number]), free: free[slot]! })),
    seat_numbers: [],
    seat_stand: [],
    zones: availability.zones,
    zoomporog: m.zoomporog,
    zoommax: m.zoommax,
    usestrokesector: m.usestrokesector ? 1 : 0,
    showseatnumber: m.showseatnumber ? 1 : 0,
  };
}

/**
 * The session's hall: the geometry (immutable, parsed in a worker or read back from this
 * browser's store) and the availability, fetched in parallel when the geometry's hash is
 * known (the scheme load's hall_hash, checked by its contract, or an earlier visit), joined by
 * seat index. A server without those documents (the
 * platform's own) answers the availability with a refusal: then POST /api/scheme/map.
 */
export async function getSessionHall(hash: string, calendarId: number, lang: Lang, options: RequestOptions = {}, hallHint: string | null = null): Promise<SessionHall> {
  const started = performance.now();
  // The scheme load's hall_hash (the server's current one) or, failing that, the last visit's.
  const seen = rememberedHall(hash);
  const remembered = hallHint ?? seen;
  // The hall of this browser's last visit is in its store: read back without a worker.
  const early = remembered ? getHallGeometry(remembered, options.signal, { stored: remembered === seen }).catch(() => null) : null;
  const asked = getSeatAvailability(hash, calendarId, options);
  // The map's canvas host (its Konva stage and layers) is built while the answers are on their
  // way, not in the first paint after them (bench/README.md, "Konva as the map's host").
  prepareSeatMapHost();
  let availability: SeatAvailability;
  try {
    availability = await asked;
  } catch (error) {
    if (error instanceof ApiError) return hallFromSchemeMap(hash, calendarId, lang, options, started);
    throw error;
  }
  const availabilityAt = performance.now();
  performance.mark('seatmap:availability');
  const earlyLoad = early ? await early : null;
  const load = earlyLoad && earlyLoad.meta.hash === availability.hall ? earlyLoad : await getHallGeometry(availability.hall, options.signal);
  rememberHall(hash, availability.hall);
  // "After the responses": the later of the two documents' arrival (the geometry's parse, or its read from the store, comes after).
  const dataAt = Math.max(availabilityAt, load.receivedAt ?? 0);
  const joinStarted = performance.now();
  performance.mark('seatmap:parsed');
  const statuses = decodeStatuses(availability.encoding, availability.statuses, availability.seatCount);
  const model = joinColumns(load.geometry, { columns: load.columns, meta: load.meta, statuses, stands: availability.stands, limit: availability.limit, lang });
  if (model.seatCount === 0 && model.stands.length === 0) throw new SchemeMissingError('the hall has no places');
  return { model, map: mapOf(load, availability, statuses), timings: { loadMs: dataAt - started, parseMs: load.ms, joinMs: performance.now() - joinStarted, dataAt, cached: load.cached },
    changeId: availability.changeId,
  };
}

/** `hallHint`: the geometry's hash from the scheme load, if the server sent one (a first visit then fetches both documents at once). */
export function getSessionHallQueryOptions(hash: string, calendarId: number | null, lang: Lang, hallHint: string | null = null) {
  return queryOptions({
    // Not keyed by the hint: it only lets the fetch start sooner.
    queryKey: ['scheme-hall', hash, calendarId, lang],
    queryFn: ({ signal }) => getSessionHall(hash, calendarId!, lang, { signal }, hallHint),
    enabled: calendarId !== null,
    // The engine owns the model's seat statuses once it is mounted: a cached model would
    // come back with another visit's selection, so none is kept and none is refetched.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useSessionHall(hash: string, calendarId: number | null, lang: Lang, hallHint: string | null = null) {
  return useQuery(getSessionHallQueryOptions(hash, calendarId, lang, hallHint));
}
