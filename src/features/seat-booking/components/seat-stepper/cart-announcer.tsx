import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CartSeat } from '../../../../../engine/machines';
import { cartChanges } from './cart-changes';
import { placeText } from './seat-words';

export interface CartAnnouncerProps {
  items: readonly CartSeat[];
  sectorName: (sectorId: number | string) => string;
}

function placeOf(t: TFunction, item: CartSeat, sectorName: CartAnnouncerProps['sectorName']): string {
  const where = item.standing ? t('scheme.cart.standing', { count: item.quantity }) : placeText(t, item.row, item.seat);
  return [sectorName(item.sector), where].filter(Boolean).join(', ');
}

/** The cart's changes, said as they happen. */
export function cartMessage(t: TFunction, before: readonly CartSeat[], after: readonly CartSeat[], sectorName: CartAnnouncerProps['sectorName']): string {
  const { added, removed } = cartChanges(before, after);
  if (added.length === 0 && removed.length === 0) return '';
  const list = (places: CartSeat[]) => places.map((item) => placeOf(t, item, sectorName)).join('; ');
  const count = after.reduce((n, i) => n + i.quantity, 0);
  return [
    added.length > 0 && t('scheme.announce.added', { places: list(added) }),
    removed.length > 0 && t('scheme.announce.removed', { places: list(removed) }),
    count > 0 ? t('scheme.announce.count', { count }) : t('scheme.announce.empty'),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A polite live region that says what the cart's changes were, whichever way they came
 * (a tap on the map, the list of seats, the cart's remove button, a seat taken meanwhile).
 * It is on the page from the start: a region that appears with its text is not announced.
 */
export function CartAnnouncer({ items, sectorName }: CartAnnouncerProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const previous = useRef(items);
  const names = useRef(sectorName);
  names.current = sectorName;

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    if (before === items) return;
    const text = cartMessage(t, before, items, names.current);
    if (text) setMessage(text);
  }, [items, t]);

  return (
    // No role="status": the page's own status messages keep that role to themselves.
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-announcer">
      {message}
    </div>
  );
}
