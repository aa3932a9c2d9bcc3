import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ErrorCode } from '../../../../contract/envelope';
import type { Lang } from '../../../../contract/lang';
import type { CartSeat, orderCreationMachine, seatCartMachine } from '../../../../engine/machines';
import type { SeatMap } from '../../../../engine';
import { getSchemeMap } from '../../hall-loading';
import { refreshStatuses, type StatusRefresh } from '../../hall-loading';

export type RaceCheck = { status: 'checking' } | { status: 'checked'; gone: CartSeat[] };

interface Options {
  order: ActorRefFrom<typeof orderCreationMachine>;
  seatCart: ActorRefFrom<typeof seatCartMachine>;
  hash: string;
  lang: Lang;
  map: SeatMap | null;
  /** Fresh standing-place data for the stand-sale list. */
  onStands: (stands: StatusRefresh['stands']) => void;
}

/**
 * A limit refusal of the order is often a seat someone else has just taken (the server
 * answers 409, -9998). The map's statuses are then reloaded; cart places that are gone
 * leave the cart, and the page tells the buyer 'place unavailable' instead of the raw
 * refusal. Until the order's error modal is dismissed, the outcome stays here.
 */
export function usePlaceUnavailable({ order, seatCart, hash, lang, map, onStands }: Options): RaceCheck | null {
  const [check, setCheck] = useState<RaceCheck | null>(null);
  const latest = useRef({ map, onStands });
  latest.current = { map, onStands };

  useEffect(() => {
    let failed = order.getSnapshot().matches('failed');
    let run = 0;
    const refresh = async (attempt: number) => {
      const { map: seatMap } = latest.current;
      const cart = seatCart.getSnapshot().context;
      if (!seatMap || cart.calendarId === null) {
        setCheck({ status: 'checked', gone: [] });
        return;
      }
      setCheck({ status: 'checking' });
      try {
        const fresh = await getSchemeMap(hash, cart.calendarId, lang);
        if (attempt !== run) return;
        const items = seatCart.getSnapshot().context.items;
        const result = refreshStatuses(seatMap.model, fresh, new Map(items.map((i) => [i.seat_id, i.quantity])));
        seatMap.setStatuses(result.updates);
        latest.current.onStands(result.stands);
        const gone = items.filter((i) => result.gone.includes(i.seat_id));
        for (const item of gone) seatCart.send({ type: 'REMOVE', seatId: item.seat_id });
        setCheck({ status: 'checked', gone });
      } catch (error) {
        // Failures of data loads are only logged (docs/product/scheme.md); the server's refusal shows.
        console.error('[scheme] seat statuses could not be refreshed', error);
        if (attempt === run) setCheck({ status: 'checked', gone: [] });
      }
    };
    const sub = order.subscribe((s) => {
      const now = s.matches('failed');
      if (now && !failed && s.context.error?.code === ErrorCode.limit) void refresh(++run);
      if (!now && failed) {
        run++;
        setCheck(null);
      }
      failed = now;
    });
    return () => sub.unsubscribe();
  }, [order, seatCart, hash, lang]);

  return check;
}
