import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { PriceRow } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import { groupRowSizes, rowKey, visibleRows, type categoryCartMachine } from '../../../../engine/machines';
import { formatPrice } from '../../../i18n/format';
import { SafeHtml } from '../../../components/safe-html';

type Props = {
  cart: ActorRefFrom<typeof categoryCartMachine>;
  /** ticketInfo in the page's language: what the group excursion includes. */
  info: string;
  lang: Lang;
  currency?: string;
};

function GroupRow({ row, cart, lang, currency }: { row: PriceRow } & Omit<Props, 'info'>) {
  const { t } = useTranslation();
  const id = useId();
  const key = rowKey(row);
  const value = useSelector(cart, (s) => s.context.groupCounts[key] ?? 0);
  const locked = useSelector(cart, (s) => s.matches({ open: 'limitError' }));
  // A mandatory row (the guide's fee) follows the group: not chosen alone, not left out of one.
  const allowed = useSelector(cart, (s) => groupRowSizes(s.context, row), (a, b) => a?.min === b?.min && a?.max === b?.max);
  const name = localized(row, 'category', lang);
  // 0 or a size within the row's limits; anything over the order's limit is the machine's
  // to refuse with the limit modal.
  const sizes = [0, ...Array.from({ length: Math.max(0, row.maxlimit - Math.max(1, row.minlimit) + 1) }, (_, i) => Math.max(1, row.minlimit) + i)];
  return (
    <li className="booking-price">
      <div className="booking-price__about">
        <label className="booking-price__name" htmlFor={id}>
          {name}
        </label>
        <span className="booking-price__description">
          {row.needprice > 0 ? t('booking.groups.required') : t('booking.groups.size', { min: Math.max(1, row.minlimit), max: row.maxlimit })}
        </span>
      </div>
      <span className="booking-price__amount">{formatPrice(row.price, lang, currency)}</span>
      <select
        id={id}
        className="booking-group__select"
        value={value}
        disabled={locked || !allowed}
        onChange={(e) => cart.send({ type: 'SET_GROUP_QUANTITY', key, quantity: Number(e.target.value) })}
      >
        {sizes.map((n) => (
          <option key={n} value={n} disabled={!!allowed && n < allowed.min}>
            {n}
          </option>
        ))}
      </select>
    </li>
  );
}

/** Group excursions (ticketPrice): the info text and a size per row; over the limit opens the limit modal. */
export function GroupPrices({ cart, info, lang, currency }: Props) {
  const { t } = useTranslation();
  const rows = useSelector(cart, (s) => visibleRows(s.context, true)) as PriceRow[];
  if (rows.length === 0) return null;
  return (
    <section className="booking-group" aria-label={t('booking.groups.title')}>
      <h2 className="booking-section__title">{t('booking.groups.title')}</h2>
      {info && <SafeHtml className="booking-group__info" html={info} />}
      <ul className="booking-prices__list">
        {rows.map((row) => (
          <GroupRow key={rowKey(row)} row={row} cart={cart} lang={lang} {...(currency ? { currency } : {})} />
        ))}
      </ul>
    </section>
  );
}
