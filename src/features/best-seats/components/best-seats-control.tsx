import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../contract/envelope';
import type { BestSeatsResponse } from '../../../../contract/seat-availability';
import { ApiError } from '../../../api/client';
import { useOwnOffer } from '../api/get-own-offer';
import { useOfferBestSeats } from '../api/offer-best-seats';

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
}

type Failure = 'offline' | 'limit' | 'tooMany' | 'other';
type Outcome =
  | { kind: 'found'; seats: BestSeatsResponse['seats'] }
  | { kind: 'restored'; seats: BestSeatsResponse['seats']; minutes: number }
  | { kind: 'none'; count: number; largest: number }
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
export function BestSeatsControl({ hash, calendarId, zones, max, sectorName, onSeats }: BestSeatsControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const sizes = Array.from({ length: Math.max(0, Math.min(max, MAX_PARTY)) }, (_, k) => k + 1);
  const [count, setCount] = useState(Math.min(2, sizes.length || 1));
  const [zone, setZone] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const offer = useOfferBestSeats();
  const party = Math.min(count, sizes.length || 1);

  // A page reloaded while the server still keeps a block for this buyer: the block goes back
  // in the cart (its seats are free for this buyer alone). Once per mount, and never over a
  // newer ask of the buyer's own.
  const own = useOwnOffer(hash, calendarId);
  const restored = useRef(false);
  const onSeatsRef = useRef(onSeats);
  onSeatsRef.current = onSeats;
  useEffect(() => {
    const seats = own.data?.seats;
    if (restored.current || !seats?.length || !own.data?.expires_at) return;
    restored.current = true;
    const minutes = Math.max(1, Math.ceil((Date.parse(own.data.expires_at) - Date.now()) / 60_000));
    onSeatsRef.current(seats);
    setOutcome({ kind: 'restored', seats, minutes });
  }, [own.data]);

  const find = () => {
    restored.current = true;
    setOutcome(null);
    offer.mutate(
      { hash, calendar_id: calendarId, count: party, zone },
      {
        onSuccess: (answer) => {
          if (answer.seats.length === 0) {
            setOutcome({ kind: 'none', count: party, largest: answer.largest });
            return;
          }
          onSeats(answer.seats);
          setOutcome({ kind: 'found', seats: answer.seats });
        },
        onError: (error) => setOutcome({ kind: 'failed', why: failureOf(error) }),
      },
    );
  };

  const where = (seats: BestSeatsResponse['seats']) => {
    const first = seats[0]!;
    const last = seats[seats.length - 1]!;
    const place = { sector: sectorName(first.sector), row: first.row, from: first.seat, to: last.seat };
    return seats.length === 1 ? t('bestSeats.whereOne', place) : t('bestSeats.where', place);
  };

  return (
    <fieldset className="best-seats" data-testid="best-seats" disabled={sizes.length === 0}>
      <legend>{t('bestSeats.title')}</legend>
      <label htmlFor={`${id}-count`}>{t('bestSeats.count')}</label>
      <select id={`${id}-count`} data-testid="best-seats-count" value={party} onChange={(e) => setCount(Number(e.target.value))}>
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-zone`}>{t('bestSeats.zone')}</label>
      <select id={`${id}-zone`} data-testid="best-seats-zone" value={zone ?? ''} onChange={(e) => setZone(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{t('bestSeats.anyZone')}</option>
        {zones.map((z) => (
          <option key={z.id} value={z.id}>
            {z.label}
          </option>
        ))}
      </select>
      <button type="button" data-testid="best-seats-find" onClick={find} disabled={offer.isPending || sizes.length === 0}>
        {offer.isPending ? t('bestSeats.finding') : t('bestSeats.find')}
      </button>
      <p role="status" data-testid="best-seats-result" className="best-seats__result">
        {outcome?.kind === 'found' && t('bestSeats.found', { count: outcome.seats.length, where: where(outcome.seats) })}
        {outcome?.kind === 'restored' && t('bestSeats.restored', { count: outcome.minutes, where: where(outcome.seats) })}
        {outcome?.kind === 'none' && (outcome.largest > 0 ? t('bestSeats.noBlock', { count: outcome.count, largest: outcome.largest }) : t('bestSeats.noneFree'))}
        {outcome?.kind === 'failed' && t(FAILURE_TEXT[outcome.why])}
      </p>
    </fieldset>
  );
}
