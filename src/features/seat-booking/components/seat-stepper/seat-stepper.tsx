import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { hallRows } from '../../../../../engine';
import type { HallModel } from '../../../../../engine';
import type { CartSeat } from '../../../../../engine/machines';
import { formatPrice } from '../../../../i18n/format';
import { useLang } from '../../../../i18n/use-lang';
import { clampParty, PartySize } from './party-size';
import { StepList, type StepItem } from './step-list';
import { seatKindText } from './seat-words';
import { availability, rowItems, rowsOffer, type GroupOffer } from './stepper-offers';
import './seat-stepper.css';

export interface SeatStepperProps {
  model: HallModel;
  /** A zone's price for the buyer's card, or null when the card cannot pay for it. */
  zonePrice: (zone: number) => number | null;
  items: readonly CartSeat[];
  /** Tickets the cart can still take. */
  available: number;
  sectorName: (sectorId: number | string) => string;
  /** Seats (model indices) to put in the cart, as taps on the map would. */
  onAdd: (indices: number[]) => void;
  onRemove: (seatId: number) => void;
  /** Only these seats are offered (the "accessible places" filter); every seat when absent. */
  only?: (index: number) => boolean;
}

type Step = { level: 'sectors' } | { level: 'rows'; sector: number } | { level: 'seats'; sector: number; row: number };

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The map's equal for keyboard and screen-reader users: sector → row → seat, with a party
 * size that offers only seats together. Choosing here is the same as tapping the map: the
 * seats go to the cart, and the map mirrors the cart.
 */
export function SeatStepper({ model, zonePrice, items, available, sectorName, onAdd, onRemove, only }: SeatStepperProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const [party, setParty] = useState(1);
  const [step, setStep] = useState<Step>({ level: 'sectors' });
  const [active, setActive] = useState({ sectors: 0, rows: 0, seats: 0 });
  const [focusToken, setFocusToken] = useState(0);

  const rowsBySector = useMemo(() => hallRows(model), [model]);
  const sectors = useMemo(() => model.sectors.map((_, s) => s).filter((s) => rowsBySector[s]!.length > 0), [model, rowsBySector]);
  const size = clampParty(party, available);
  // Worked out again when the cart or the prices change (and on a status refresh, which
  // comes with a cart change); not on every render of the page around it.
  const a = useMemo(() => availability(model, new Set(items.filter((i) => !i.standing).map((i) => i.seat_id)), zonePrice, only), [model, items, zonePrice, only]);
  const full = available === 0;
  const atSectors = step.level === 'sectors';
  const sectorOffers = useMemo(() => (atSectors ? sectors.map((s) => rowsOffer(rowsBySector[s]!, size, a)) : []), [atSectors, sectors, rowsBySector, size, a]);
  const price = (p: number) => formatPrice(p, lang);

  const sectorTitle = (s: number) => sectorName(model.sectors[s]!.id);
  const rowWords = (label: string) => (label ? t('scheme.place.row', { row: label }) : t('scheme.stepper.noRow'));
  const rowTitle = (label: string) => capitalise(rowWords(label));
  const seatNumber = (i: number) => model.seat[i] || '—';
  /** What the seats are for, each heard with its number ("место 1 — место для коляски"). */
  const kindsMeta = (seats: readonly number[]) =>
    seats.filter((i) => model.kind?.[i]).map((i) => (seats.length === 1 ? seatKindText(t, model.kind[i]) : `${seatNumber(i)} — ${seatKindText(t, model.kind[i])}`));

  let heading: string;
  let list: StepItem[];
  let none = '';
  if (step.level === 'sectors') {
    heading = t('scheme.stepper.sectors');
    const offers = sectorOffers;
    list = sectors.map((s, k) => groupItem(t, `s${s}`, sectorTitle(s), sectorTitle(s), offers[k]!, size, price));
    if (offers.every((o) => o.runs === 0)) none = offers.some((o) => o.free > 0) ? t('scheme.stepper.noRunAnywhere', { size }) : t('scheme.stepper.noSeats');
  } else if (step.level === 'rows') {
    const rows = rowsBySector[step.sector]!;
    heading = t('scheme.stepper.rows', { sector: sectorTitle(step.sector) });
    const offers = rows.map((row) => rowsOffer([row], size, a));
    list = rows.map((row, k) => groupItem(t, `r${k}`, rowTitle(row.label), row.label, offers[k]!, size, price));
    if (offers.every((o) => o.runs === 0)) none = offers.some((o) => o.free > 0) ? t('scheme.stepper.noRunHere', { size }) : t('scheme.stepper.noSeats');
  } else {
    const row = rowsBySector[step.sector]![step.row]!;
    heading = t('scheme.stepper.seats', { sector: sectorTitle(step.sector), row: rowWords(row.label) });
    list = rowItems(row, size, a).map((item): StepItem =>
      item.kind === 'run'
        ? {
            key: `run-${item.seats.join('-')}`,
            title: size === 1 ? t('scheme.stepper.one', { seat: seatNumber(item.seats[0]!) }) : t('scheme.stepper.run', { seats: item.seats.map(seatNumber).join(', ') }),
            meta: [...kindsMeta(item.seats), price(item.price)],
            pressed: false,
            disabled: full,
            typeKey: seatNumber(item.seats[0]!),
          }
        : {
            key: `held-${item.seat}`,
            title: t('scheme.stepper.one', { seat: seatNumber(item.seat) }),
            meta: [...kindsMeta([item.seat]), item.price === null ? '' : price(item.price), t('scheme.stepper.inCart')].filter(Boolean),
            pressed: true,
            typeKey: seatNumber(item.seat),
          },
    );
    if (!list.some((item) => item.pressed === false)) none = rowsOffer([row], 1, a).free > 0 ? t('scheme.stepper.noRunHere', { size }) : t('scheme.stepper.noSeats');
  }

  const level = step.level;
  const at = active[level];
  const setAt = (index: number) => setActive((prev) => ({ ...prev, [level]: index }));
  const refocus = () => setFocusToken((n) => n + 1);
  const open = (index: number) => {
    const item = list[index];
    if (!item || item.disabled) return;
    if (step.level === 'sectors') {
      const sector = sectors[index]!;
      const rows = rowsBySector[sector]!;
      setStep({ level: 'rows', sector });
      // Into the first row with something to choose.
      const first = rows.findIndex((row) => rowsOffer([row], size, a).runs > 0);
      setActive((prev) => ({ ...prev, sectors: index, rows: Math.max(0, first) }));
      refocus();
    } else if (step.level === 'rows') {
      setStep({ level: 'seats', sector: step.sector, row: index });
      setActive((prev) => ({ ...prev, rows: index, seats: 0 }));
      refocus();
    }
  };

  const choose = (index: number) => {
    if (step.level !== 'seats') return open(index);
    const row = rowsBySector[step.sector]![step.row]!;
    const item = rowItems(row, size, a)[index];
    if (!item) return;
    if (item.kind === 'run') onAdd(item.seats);
    else onRemove(model.ids[item.seat]!);
    refocus();
  };

  const back = () => {
    if (step.level === 'seats') setStep({ level: 'rows', sector: step.sector });
    else if (step.level === 'rows') setStep({ level: 'sectors' });
    else return;
    refocus();
  };

  return (
    <section className="seat-stepper" aria-labelledby={`${headingId}-title`} data-testid="seat-stepper">
      <h2 id={`${headingId}-title`} className="seat-stepper__title">
        {t('scheme.stepper.title')}
      </h2>
      <PartySize value={size} max={available} onChange={setParty} />
      {full && (
        <p className="seat-stepper__note" role="status">
          {t('scheme.stepper.cartFull')}
        </p>
      )}
      <div className="seat-stepper__head">
        {step.level !== 'sectors' && (
          <button type="button" className="scheme-button" onClick={back}>
            {t(step.level === 'rows' ? 'scheme.stepper.toSectors' : 'scheme.stepper.toRows')}
          </button>
        )}
        <h3 id={headingId} className="seat-stepper__heading">
          {heading}
        </h3>
      </div>
      <p className="seat-stepper__keys">{t('scheme.stepper.keys')}</p>
      {none && (
        <p className="seat-stepper__note" role="status" data-testid="stepper-none">
          {none}
        </p>
      )}
      <StepList
        labelledBy={headingId}
        items={list}
        active={Math.min(at, Math.max(0, list.length - 1))}
        onActive={setAt}
        onChoose={choose}
        onOpen={step.level === 'seats' ? undefined : open}
        onBack={back}
        focusToken={focusToken}
        testId={`stepper-${step.level}`}
      />
    </section>
  );
}

/**
 * A sector or a row: free seats, the lowest price, what a party finds there, and the
 * buyer's own seats. Nothing to take and nothing to give back: heard, not opened.
 */
function groupItem(t: TFunction, key: string, title: string, typeKey: string, offer: GroupOffer, size: number, price: (p: number) => string): StepItem {
  const meta = offer.free === 0 ? [t('scheme.stepper.noFree')] : [t('scheme.stepper.free', { count: offer.free }), t('scheme.stepper.from', { price: price(offer.minPrice!) })];
  if (offer.free > 0 && size > 1) meta.push(offer.runs > 0 ? t('scheme.stepper.runs', { count: offer.runs, size }) : t('scheme.stepper.noRun', { size }));
  if (offer.held > 0) meta.push(t('scheme.stepper.held', { count: offer.held }));
  return { key, title, meta, typeKey, disabled: offer.runs === 0 && offer.held === 0 };
}
