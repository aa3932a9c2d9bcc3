import { LiveSeatStatus } from '../../../../contract/seat-status';
import type { SeatsMessage } from '../../../../contract/live-seats';
import type { HallModel, SeatStatusCode } from '../../../../engine';
import { SeatStatus } from '../../../../engine';

export type StreamStep =
  /** Already applied (a replay after a reconnect): nothing to do. */
  | { kind: 'duplicate' }
  /** Changes between the last applied and this one never came: reload the availability. */
  | { kind: 'gap' }
  | { kind: 'apply' };

/**
 * Ids only grow; each message names the session's change before its first (`p`). A message
 * at or below the last applied id is a replay; one whose `p` is above it follows a change
 * this page never got, so a seat could be shown free that is sold: the page reloads instead.
 * `last` is null until the first message after a (re)load, which is taken as it comes (the
 * server replays from the load's point).
 */
export function stepOf(last: number | null, m: Pick<SeatsMessage, 'p' | 'id'>): StreamStep {
  if (last === null) return { kind: 'apply' };
  if (m.id <= last) return { kind: 'duplicate' };
  if (m.p > last) return { kind: 'gap' };
  return { kind: 'apply' };
}

export interface LiveUpdate {
  /** For `SeatMap.setStatuses`: only the seats whose drawn status changes. */
  updates: Array<[number, SeatStatusCode]>;
  /** Cart seats someone else took: they leave the cart ('Место недоступно'). */
  taken: number[];
  /** Standing places or counted zones changed: their counts need a reload. */
  standsChanged: boolean;
}

/**
 * The engine's statuses for a message: a held or sold seat is unavailable; a freed one is
 * free again, or stays selected when it is in this buyer's cart. `ownHold`: the buyer's
 * own order is being placed, so its cart seats turning held are its own and stay.
 */
export function liveUpdates(model: HallModel, m: SeatsMessage, cart: ReadonlySet<number>, ownHold: boolean): LiveUpdate {
  const updates: LiveUpdate['updates'] = [];
  const taken: number[] = [];
  let standsChanged = m.n === 1;
  for (const [seatId, state] of m.c) {
    if (model.standData.has(seatId)) {
      standsChanged = true;
      continue;
    }
    const index = model.indexOf.get(seatId);
    if (index === undefined) continue;
    const inCart = cart.has(seatId);
    let next: SeatStatusCode;
    if (state === LiveSeatStatus.free) next = inCart ? SeatStatus.selected : SeatStatus.free;
    else if (inCart && ownHold) continue;
    else {
      next = SeatStatus.unavailable;
      if (inCart) taken.push(seatId);
    }
    if (model.status[index] !== next) updates.push([seatId, next]);
  }
  return { updates, taken, standsChanged };
}
