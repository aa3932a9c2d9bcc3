// Joins the session's seat data (POST /api/scheme/map) to the hall geometry by seat_id.
// The geometry is shared (it may be cached per hall) and never changed here.

import type { SchemeMap, SchemeSeat } from '../../contract/booking';
import type { HallGeometry, HallModel, HallWarning, SeatMapSettings, SeatStatusCode, SectorShape } from './model';
import { SeatStatus, defaultSeatMapSettings } from './model';
import { readingOrder } from './reading-order';

/** The part of the map response the join reads. */
export type SeatData = Pick<SchemeMap, 'seat_numbers' | 'seat_stand' | 'zoomporog' | 'zoommax' | 'usestrokesector' | 'showseatnumber'>;

/**
 * Seats listed in the data are free (unless their quant is 0), seats drawn but not listed
 * are unavailable (sold, held or not on sale: the data never lists them), and nothing is
 * inferred from the SVG alone. Items are routed by id, not by list: an id drawn as a seat
 * is a seat, an id drawn as a standing area feeds `standData`, whichever list sent it.
 * Ids drawn nowhere are ignored and counted in a 'data-not-drawn' warning.
 */
export function joinSeatData(geometry: HallGeometry, map: SeatData): HallModel {
  const n = geometry.seatCount;
  const status = new Uint8Array(n);
  const cat = new Int32Array(n).fill(-1);
  const row = geometry.rowLabel.slice();
  const seat = geometry.numberText.slice();
  const seatName = new Array<string>(n).fill('');
  const standIds = new Set(geometry.stands.map((s) => s.id));
  const standData: HallModel['standData'] = new Map();
  const notDrawn: HallWarning = { code: 'data-not-drawn', ids: [], count: 0 };

  const take = (item: SchemeSeat): void => {
    const i = geometry.indexOf.get(item.seat_id);
    if (i !== undefined) {
      status[i] = item.quant > 0 ? SeatStatus.free : SeatStatus.unavailable;
      cat[i] = item.cat;
      if (item.row !== '') row[i] = item.row;
      if (item.seat !== '') seat[i] = item.seat;
      seatName[i] = item.seat_name;
    } else if (standIds.has(item.seat_id)) {
      standData.set(item.seat_id, { quant: item.quant, limit: item.limit, cat: item.cat, name: item.seat_name });
    } else {
      notDrawn.count++;
      if (notDrawn.ids.length < 100) notDrawn.ids.push(item.seat_id);
    }
  };
  for (const item of map.seat_numbers) take(item);
  for (const item of map.seat_stand) take(item);

  // Labels from the data may order seats differently from the SVG's; usually they agree
  // and readingOrder hands back the same array, so the sector objects are shared.
  const sectors = geometry.sectors.map((s): SectorShape => {
    const seats = readingOrder(s.seats, row, seat);
    return seats === s.seats ? s : { ...s, seats };
  });
  const warnings = [...(geometry.warnings ?? [])];
  if (notDrawn.count > 0) warnings.push(notDrawn);

  const model: HallModel = { ...geometry, sectors, status, cat, row, seat, seatName, standData, meta: seatMapSettings(map) };
  if (warnings.length > 0) model.warnings = warnings;
  else delete model.warnings;
  return model;
}

export function seatMapSettings(map: Partial<Pick<SchemeMap, 'zoomporog' | 'zoommax' | 'usestrokesector' | 'showseatnumber'>>): SeatMapSettings {
  const positive = (v: number | undefined, fallback: number): number => (v !== undefined && Number.isFinite(v) && v > 0 ? v : fallback);
  return {
    zoomporog: positive(map.zoomporog, defaultSeatMapSettings.zoomporog),
    zoommax: positive(map.zoommax, defaultSeatMapSettings.zoommax),
    usestrokesector: Boolean(map.usestrokesector),
    showseatnumber: Boolean(map.showseatnumber),
  };
}

/** Sets one seat's status; returns whether it changed (false for an index out of range). */
export function setSeatStatus(model: HallModel, index: number, status: SeatStatusCode): boolean {
  if (!(index >= 0 && index < model.seatCount) || model.status[index] === status) return false;
  model.status[index] = status;
  return true;
}

/**
 * What a click or Enter does: free → selected, selected → free; an unavailable seat stays
 * as it is. Returns the seat's status afterwards. Cart limits are the flow machine's job.
 */
export function toggleSeatSelection(model: HallModel, index: number): SeatStatusCode {
  const now = model.status[index];
  if (now === SeatStatus.free) setSeatStatus(model, index, SeatStatus.selected);
  else if (now === SeatStatus.selected) setSeatStatus(model, index, SeatStatus.free);
  return (model.status[index] ?? SeatStatus.unavailable) as SeatStatusCode;
}
