import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { PriceRow } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import { rowKey, visibleRows, type categoryCartMachine } from '../../../../engine/machines';
import { formatPrice } from '../../../i18n/format';
import { QuantityCounter } from './quantity-counter';

/** Categories shown before 'more categories' when the action's rowcount is below 1 (docs/product/booking.md). */
export const DEFAULT_ROWCOUNT = 5;

type Props = {
  cart: ActorRefFrom<typeof categoryCartMachine>;
  /** The action's rowcount: how many categories show before 'more'. */
  rowcount: number;
  lang: Lang;
  currency?: string;
  /**
   * Places left per zone in the chosen session (the calendar's `zones`). The cart machine
   * knows only the session's total, so a row whose zone is full is marked and its + held
   * here until the machine learns zones.
   */
  zonesLeft?: ReadonlyMap<number, number>;
};

/** The price rows of the chosen session and card, each with its quantity counter. */
export function PriceTable({ cart, rowcount, lang, currency, zonesLeft }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const snapshot = useSelector(cart, (s) => s);
  // The cart holds the contract's rows, so every localized field is there.
  const rows = visibleRows(snapshot.context) as PriceRow[];
  const subscription = snapshot.context.session?.subscriptionMode ?? false;
  const locked = snapshot.matches({ open: 'limitError' });
  if (rows.length === 0) return null;

  const shownCount = rowcount >= 1 ? rowcount : DEFAULT_ROWCOUNT;
  // Two rows of one category in different zones need the zone in their counters' names.
  const names = rows.map((r) => localized(r, 'category', lang));
  const repeated = new Set(names.filter((n, i) => names.indexOf(n) !== i));
  const shown = expanded ? rows : rows.slice(0, shownCount);

  return (
    <div className="booking-prices">
      <ul className="booking-prices__list" aria-label={t('booking.prices.title')}>
        {shown.map((row) => {
          const key = rowKey(row);
          const name = localized(row, 'category', lang);
          const description = localized(row, 'category_descript', lang);
          const zone = localized(row, 'zonelevel', lang);
          const count = snapshot.context.counts[key] ?? 0;
          const zoneFull = zonesLeft?.get(row.zonelevel_id) === 0;
          return (
            <li key={key} className="booking-price">
              <div className="booking-price__about">
                <span className="booking-price__name">{name}</span>
                {zone && <span className="booking-price__zone">{zone}</span>}
                {description && <span className="booking-price__description">{description}</span>}
                {zoneFull && <span className="booking-price__unavailable">{t('booking.messages.placeUnavailable')}</span>}
              </div>
              <span className="booking-price__amount">{subscription ? t('booking.prices.bySubscription') : formatPrice(row.price, lang, currency)}</span>
              <QuantityCounter
                value={count}
                label={repeated.has(name) && zone ? `${name}, ${zone}` : name}
                canIncrement={!locked && !zoneFull && snapshot.can({ type: 'INCREMENT', key })}
                canDecrement={!locked && snapshot.can({ type: 'DECREMENT', key })}
                onIncrement={() => cart.send({ type: 'INCREMENT', key })}
                onDecrement={() => cart.send({ type: 'DECREMENT', key })}
              />
            </li>
          );
        })}
      </ul>
      {rows.length > shownCount && (
        <button type="button" className="booking-prices__more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('booking.prices.fewer') : t('booking.prices.more', { count: rows.length - shownCount })}
        </button>
      )}
    </div>
  );
}
