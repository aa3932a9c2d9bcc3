import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../contract/envelope';
import type { BestSeatsResponse } from '../../../../contract/seat-availability';
import type { ActorRefFrom } from 'xstate';
import type { seatCartMachine } from '../../../../engine/machines';
import { ApiError } from '../../../api/client';
import { useOwnOffer } from '../api/get-own-offer';
import { useOfferBestSeats } from '../api/offer-best-seats';
import { useReleaseOffer } from '../api/release-offer';

export interface BestSeatsZone {
  id: number;
  label: string;
}

export interface BestSeatsControlProps {
  hash: string;
  calendarId: number;
  zones: readonly BestSeatsZone[];
  /** Places the cart may still take: the party sizes offered. */
  max: number;
  sectorName: (id: number) => string;
  /** Puts the block in the cart (and shows it on the map). */
  onSeats: (seats: BestSeatsResponse['seats']) => void;
  /** The seat cart: offered seats that leave it unordered, or never enter it, are given back to the sale. */
  cart: Pick<ActorRefFrom<typeof seatCartMachine>, 'on' | 'getSnapshot'>;
  /**
   * Whether to ask now for the block the server still keeps for this buyer (true when left
   * out). The scheme page asks once its map's first picture is on screen: the request's work
   * is no part of the first paint, and the block it restores is focused on a map that exists.
   */
  askKeptOffer?: boolean;
}

type Failure = 'offline' | 'limit' | 'tooMany' | 'other';
type Outcome =
  | { kind: 'found'; seats: BestSeatsResponse['seats'] }
  | { kind: 'restored'; seats: BestSeatsResponse['seats']; minutes: number }
  | { kind: 'none'; count: number; largest: number; wheelchair: boolean }
  | { kind: 'released'; count: number }
  | { kind: 'failed'; why: Failure };

/** Why an ask failed, as the buyer needs to hear it: the per-client cap (-9998), too many asks (429), the network, or anything else. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.code === ErrorCode.limit) return 'limit';
  if (error.code === ErrorCode.tooManyRequests || error.status === 429) return 'tooMany';
  return 'other';
}

const FAILURE_TEXT = { offline: 'bestSeats.offline', limit: 'bestSeats.limit', tooMany: 'bestSeats.tooMany', other: 'bestSeats.failed' } as const;

/** Party sizes on offer: the cart's room, at most ten. */
const MAX_PARTY = 10;

/**
 * "Best seats: N, category": the server proposes the best block of N adjacent free seats and
 * keeps it for the buyer; one tap puts it in the cart (issue 16).
 */
export function BestSeatsControl({ hash, calendarId, zones, max, sectorName, onSeats, cart, askKeptOffer = true }: BestSeatsControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const sizes = Array.from({ length: Math.max(0, Math.min(max, MAX_PARTY)) }, (_, k) => k + 1);
  const [count, setCount] = useState(Math.min(2, sizes.length || 1));
  const [zone, setZone] = useState<number | null>(null);
  const [wheelchair, setWheelchair] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const offer = useOfferBestSeats();
  const { mutateAsync: giveBack } = useReleaseOffer();
  /** Seat ids of the server's live offer for this buyer, as far as this page knows. */
  const offered = useRef(new Set<number>());
  /** Releases still on their way (they never fail: a failure is logged and settles). */
  const releasing = useRef<Promise<unknown>>(Promise.resolve());
  const party = Math.min(count, sizes.length || 1);

  const own = useOwnOffer(hash, calendarId, askKeptOffer);
  const restored = useRef(false);
  const onSeatsRef = useRef(onSeats);
  onSeatsRef.current = onSeats;
  // Offered seats out of the cart would stay kept from everyone else until the offer lapses:
  // they are given back now. A failure is only logged (release-offer.ts): the offer lapses by
  // itself, the buyer has nothing to do.
  const giveBackSeats = useCallback(
    (ids: number[], tell: boolean) => {
      for (const id of ids) offered.current.delete(id);
      const done = giveBack({ hash, calendar_id: calendarId, seat_ids: ids }).then(
        (answer) => {
          if (tell && answer.released.length) setOutcome({ kind: 'released', count: answer.released.length });
        },
        // Logged by the mutation (release-offer.ts); the buyer is not told.
        () => undefined,
      );
      releasing.current = Promise.all([releasing.current, done]);
    },
    [giveBack, hash, calendarId],
  );

  /**
   * The block goes in the cart and becomes the offer this page knows; the seats the cart did not
   * take (no price for the buyer's card, no room left) are given back at once. The seats in the cart.
   */
  const takeBlock = (seats: BestSeatsResponse['seats']) => {
    offered.current = new Set(seats.map((x) => x.seat_id));
    onSeatsRef.current(seats);
    const carted = new Set(cart.getSnapshot().context.items.map((i) => i.seat_id));
    const out = seats.filter((x) => !carted.has(x.seat_id)).map((x) => x.seat_id);
    if (out.length) giveBackSeats(out, false);
    return seats.filter((x) => carted.has(x.seat_id));
  };
  const takeBlockRef = useRef(takeBlock);
  takeBlockRef.current = takeBlock;

  // A page reloaded while the server still keeps a block for this buyer: the block goes back
  // in the cart (its seats are free for this buyer alone). Once per mount, and never over a
  // newer ask of the buyer's own.
  useEffect(() => {
    const seats = own.data?.seats;
    if (restored.current || !seats?.length || !own.data?.expires_at) return;
    restored.current = true;
    const minutes = Math.max(1, Math.ceil((Date.parse(own.data.expires_at) - Date.now()) / 60_000));
    const carted = takeBlockRef.current(seats);
    setOutcome(carted.length ? { kind: 'restored', seats: carted, minutes } : null);
  }, [own.data]);

  // The buyer takes offered seats out of the cart, or a new date empties it.
  useEffect(() => {
    const sub = cart.on('seats.left', (e) => {
      const ids = e.seats.filter((x) => !x.standing && (x.calendar_id ?? e.calendarId) === calendarId && offered.current.has(x.seat_id)).map((x) => x.seat_id);
      if (!ids.length) return;
      // "Added to the cart" is no longer true of those seats.
      setOutcome(null);
      giveBackSeats(ids, true);
    });
    return () => sub.unsubscribe();
  }, [cart, calendarId, giveBackSeats]);

  const ask = () =>
    offer.mutate(
      { hash, calendar_id: calendarId, count: party, zone, ...(wheelchair ? { wheelchair } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.seats.length === 0) {
            offered.current = new Set();
            setOutcome({ kind: 'none', count: party, largest: answer.largest, wheelchair });
            return;
          }
          // Asking again gave the previous offer back on the server: this block is the offer now.
          const carted = takeBlock(answer.seats);
          setOutcome(carted.length ? { kind: 'found', seats: carted } : null);
        },
        onError: (error) => setOutcome({ kind: 'failed', why: failureOf(error) }),
      },
    );

  const find = () => {
    restored.current = true;
    setOutcome(null);
    // After seats the buyer just took out are given back: the new offer is not cut by a release
    // arriving after it (the server may well propose the same seats again).
    void releasing.current.then(ask);
  };

  const where = (seats: BestSeatsResponse['seats']) => {
    const first = seats[0]!;
    const last = seats[seats.length - 1]!;
    const place = { sector: sectorName(first.sector), row: first.row, from: first.seat, to: last.seat };
    if (!place.row) return seats.length === 1 ? t('bestSeats.whereOneNoRow', place) : t('bestSeats.whereNoRow', place);
    return seats.length === 1 ? t('bestSeats.whereOne', place) : t('bestSeats.where', place);
  };

  return (
    <fieldset className="best-seats" data-testid="best-seats" disabled={sizes.length === 0}>
      <legend>{t('bestSeats.title')}</legend>
      <div className="best-seats__field">
        <label htmlFor={`${id}-count`}>{t('bestSeats.count')}</label>
        <select id={`${id}-count`} className="input best-seats__select" data-testid="best-seats-count" value={party} onChange={(e) => setCount(Number(e.target.value))}>
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="best-seats__field best-seats__field--zone">
        <label htmlFor={`${id}-zone`}>{t('bestSeats.zone')}</label>
        <select id={`${id}-zone`} className="input best-seats__select" data-testid="best-seats-zone" value={zone ?? ''} onChange={(e) => setZone(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">{t('bestSeats.anyZone')}</option>
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.label}
            </option>
          ))}
        </select>
      </div>
      <label className="best-seats__wheelchair">
        <input type="checkbox" data-testid="best-seats-wheelchair" checked={wheelchair} onChange={(e) => setWheelchair(e.target.checked)} />
        {t('bestSeats.wheelchair')}
      </label>
      <button type="button" className="button best-seats__find" data-testid="best-seats-find" onClick={find} disabled={offer.isPending || sizes.length === 0}>
        {offer.isPending ? t('bestSeats.finding') : t('bestSeats.find')}
      </button>
      <p role="status" data-testid="best-seats-result" className="best-seats__result">
        {outcome?.kind === 'found' && t('bestSeats.found', { count: outcome.seats.length, where: where(outcome.seats) })}
        {outcome?.kind === 'restored' && t('bestSeats.restored', { count: outcome.minutes, where: where(outcome.seats) })}
        {outcome?.kind === 'none' && outcome.wheelchair && t('bestSeats.noWheelchair')}
        {outcome?.kind === 'none' && !outcome.wheelchair && (outcome.largest > 0 ? t('bestSeats.noBlock', { count: outcome.count, largest: outcome.largest }) : t('bestSeats.noneFree'))}
        {outcome?.kind === 'released' && t('bestSeats.released', { count: outcome.count })}
        {outcome?.kind === 'failed' && t(FAILURE_TEXT[outcome.why])}
      </p>
    </fieldset>
  );
}
