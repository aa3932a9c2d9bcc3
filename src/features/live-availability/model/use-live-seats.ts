import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import type { CartSeat, orderCreationMachine, seatCartMachine } from '../../../../engine/machines';
import type { SeatMap } from '../../../../engine';
import { getSchemeMap, refreshStatuses, type SessionHall, type StatusRefresh } from '../../hall-loading';
import { openSeatChanges, type LiveBaseline } from '../api/seat-changes';
import { liveUpdates, stepOf } from './seat-changes';

export interface LiveSeatsOptions {
  hash: string;
  lang: Lang;
  calendarId: number | null;
  hall: (SessionHall & { changeId?: number }) | null;
  map: SeatMap | null;
  seatCart: ActorRefFrom<typeof seatCartMachine>;
  order: ActorRefFrom<typeof orderCreationMachine>;
  /** Cart places someone else took: they have left the cart; the page says 'Место недоступно'. */
  onTaken: (gone: CartSeat[]) => void;
  /** Fresh standing-place data after a reload of the statuses. */
  onStands: (stands: StatusRefresh['stands']) => void;
}

/**
 * Standing places' counts are not on the stream, so their changes reload the statuses; every
 * open map gets the same message at once, so the reloads are spread (1–5 s) and at most one
 * per page every 10 s: an on-sale of standing places must not bring every page back at once.
 * The counts stay a few seconds behind meanwhile (the order is checked by the server anyway).
 */
const standsDelay = () => 1000 + Math.random() * 4000;
const STANDS_MIN_INTERVAL_MS = 10_000;
/** A gap or a reset is rarer and matters more (a seat may be shown free): soon, spread a little. */
const gapDelay = () => Math.random() * 500;

/**
 * Keeps the open map's seats live (issue 16): seat changes arrive over Server-Sent Events
 * and only the changed seats are repainted (the engine's setStatuses patches them). On a
 * gap in the ids, a reset, or a change of standing places, the statuses are reloaded from
 * the server and the stream reopened from that load, so a sold seat is never left free.
 */
export function useLiveSeats({ hash, lang, calendarId, hall, map, seatCart, order, onTaken, onStands }: LiveSeatsOptions): void {
  const callbacks = useRef({ onTaken, onStands });
  callbacks.current = { onTaken, onStands };

  useEffect(() => {
    if (!map || !hall || calendarId === null) return;
    let close: (() => void) | null = null;
    let last: number | null = null;
    let stopped = false;
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    let reloading = false;
    let lastReload = -Infinity;

    const cartSeats = () => seatCart.getSnapshot().context.items;
    const ownHold = () => {
      const s = order.getSnapshot();
      return s.matches('creating') || s.status === 'done';
    };
    const takeOut = (ids: readonly number[]) => {
      if (!ids.length) return;
      const gone = cartSeats().filter((i) => ids.includes(i.seat_id));
      for (const item of gone) seatCart.send({ type: 'REMOVE', seatId: item.seat_id });
      if (gone.length) callbacks.current.onTaken(gone);
    };

    const connect = (baseline: LiveBaseline) => {
      last = null;
      close = openSeatChanges(calendarId, baseline, {
        onSeats(message) {
          const step = stepOf(last, message);
          if (step.kind === 'duplicate') return;
          if (step.kind === 'gap') {
            scheduleReload(gapDelay());
            return;
          }
          last = message.id;
          const cart = new Set(cartSeats().map((i) => i.seat_id));
          const { updates, taken, standsChanged } = liveUpdates(map.model, message, cart, ownHold());
          if (updates.length) map.setStatuses(updates);
          takeOut(taken);
          if (standsChanged) scheduleReload(Math.max(standsDelay(), lastReload + STANDS_MIN_INTERVAL_MS - performance.now()));
        },
        onReset: () => scheduleReload(gapDelay()),
      });
    };

    // One reload pending at a time, at the earliest time asked for (a gap overtakes a stands reload).
    let reloadAt = Infinity;
    const scheduleReload = (delay: number) => {
      const at = performance.now() + delay;
      if (reloading || at >= reloadAt) return;
      clearTimeout(reloadTimer);
      reloadAt = at;
      reloadTimer = setTimeout(() => {
        reloadTimer = undefined;
        reloadAt = Infinity;
        void reload();
      }, delay);
    };

    // The statuses again from the server, then the stream from that load on.
    const reload = async () => {
      reloading = true;
      lastReload = performance.now();
      close?.();
      close = null;
      const started = performance.now();
      try {
        const fresh = await getSchemeMap(hash, calendarId, lang);
        if (stopped) return;
        const items = cartSeats();
        const result = refreshStatuses(map.model, fresh, new Map(items.map((i) => [i.seat_id, i.quantity])));
        if (result.updates.length) map.setStatuses(result.updates);
        callbacks.current.onStands(result.stands);
        if (!ownHold()) takeOut(result.gone);
      } catch (error) {
        // The stream resumes anyway; the next gap or reset tries again.
        console.error('[live] seat statuses could not be reloaded', error);
      } finally {
        reloading = false;
      }
      if (!stopped) connect({ ageMs: performance.now() - started });
    };

    const t = hall.timings;
    connect(hall.changeId !== undefined ? { since: hall.changeId } : { ageMs: performance.now() - (t.dataAt - t.loadMs) });
    return () => {
      stopped = true;
      clearTimeout(reloadTimer);
      close?.();
    };
  }, [hash, lang, calendarId, hall, map, seatCart, order]);
}
