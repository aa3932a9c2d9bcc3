import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSeat } from '../../../../engine/machines';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/use-lang';
import { categoryBesides } from '../model/category-label';
import { placeText } from './seat-stepper/seat-words';

export interface SeatCartProps {
  items: readonly CartSeat[];
  totals: { count: number; sum: number; fees: number; total: number };
  /** Tickets that can still be added (the limit minus the cart). */
  available: number;
  sectorName: (sectorId: number | string) => string;
  onRemove: (seatId: number) => void;
  /** The Pushkin card is chosen: the submit says so. */
  pushkin: boolean;
  /** The order is being created: the overlay and loading state. */
  loading: boolean;
  /** Set when the cart holds more than the card allows (`limit`). */
  overLimit: boolean;
  limit: number;
  /**
   * The buyer's data and consents would let the order go. When not, the submit looks
   * disabled (as the events page's does) but a tap still sends SUBMIT, which shows every
   * error: it is truly disabled only for an empty cart or while loading (docs/product/scheme.md). Default true.
   */
  ready?: boolean;
  onSubmit: () => void;
  /** The buyer form and the consents, between the fee and the total. */
  children?: ReactNode;
}

function cartPlaceText(t: TFunction, item: CartSeat): string {
  return item.standing ? t('scheme.cart.standing', { count: item.quantity }) : placeText(t, item.row, item.seat);
}

/**
 * The cart of the scheme page (docs/product/scheme.md): count, sum, tickets available, the places with a
 * remove button, the service fee, then the buyer's data, the total and the submit.
 */
export function SeatCart({ items, totals, available, sectorName, onRemove, pushkin, loading, overLimit, limit, ready = true, onSubmit, children }: SeatCartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const empty = totals.count === 0;
  return (
    <section className="panel scheme-cart" aria-labelledby="scheme-cart-title" data-testid="scheme-cart" aria-busy={loading || undefined}>
      <h2 id="scheme-cart-title" className="scheme-cart__title">
        {t('scheme.cart.title')}
      </h2>
      <dl className="scheme-cart__summary">
        <div>
          <dt>{t('scheme.cart.count')}</dt>
          <dd data-testid="cart-count">{totals.count}</dd>
        </div>
        <div>
          <dt>{t('scheme.cart.sum')}</dt>
          <dd data-testid="cart-sum">{formatPrice(totals.sum, lang)}</dd>
        </div>
        <div>
          <dt>{t('scheme.cart.available')}</dt>
          <dd data-testid="cart-available">{available}</dd>
        </div>
      </dl>
      {empty ? (
        <p className="scheme-cart__empty">{t('scheme.cart.empty')}</p>
      ) : (
        <ul className="scheme-cart__items" data-testid="cart-items">
          {items.map((item) => {
            const sector = sectorName(item.sector);
            const place = cartPlaceText(t, item);
            const category = categoryBesides(item.category, sector);
            const label = [sector, place].filter(Boolean).join(', ');
            return (
              <li key={item.seat_id} className="scheme-cart__item" data-seat-id={item.seat_id}>
                <div className="scheme-cart__place">
                  <span>{sector}</span>
                  {place && <span>{place}</span>}
                  {category && <span className="scheme-cart__category">{category}</span>}
                </div>
                <span className="scheme-cart__price">{formatPrice(item.price * item.quantity, lang)}</span>
                <button type="button" className="scheme-cart__remove" onClick={() => onRemove(item.seat_id)} aria-label={t('scheme.cart.remove', { place: label })}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {totals.fees > 0 && (
        <p className="scheme-cart__fee" data-testid="cart-fee">
          {t('scheme.cart.fee')} <strong>{formatPrice(totals.fees, lang)}</strong>
        </p>
      )}
      {overLimit && (
        <p className="scheme-cart__warning" role="alert">
          {t('scheme.cart.overLimit', { count: limit })}
        </p>
      )}
      {children}
      <p className="scheme-cart__total">
        {t('scheme.cart.total')} <strong data-testid="cart-total">{formatPrice(totals.total, lang)}</strong>
      </p>
      <button
        type="button"
        className="scheme-button scheme-button--primary scheme-cart__submit"
        onClick={onSubmit}
        disabled={empty || loading}
        aria-disabled={(!empty && !loading && !ready) || undefined}
        aria-busy={loading || undefined}
        data-testid="cart-submit"
      >
        {t(pushkin ? 'scheme.cart.submitPushkin' : 'scheme.cart.submit')}
      </button>
    </section>
  );
}
