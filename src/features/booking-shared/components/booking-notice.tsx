import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BookingMessage = 'notAvailableSession' | 'notAvailableDay' | 'soldOut' | 'notFound' | 'placeUnavailable' | 'chooseDate' | 'chooseTime' | 'overLimit' | 'chooseGroup';

/** One of the page's messages (docs/product/booking.md: not available, sold out, not found, place unavailable). */
export function BookingNotice({ message, children }: { message: BookingMessage; children?: ReactNode }) {
  const { t } = useTranslation();
  const prompt = message === 'chooseDate' || message === 'chooseTime' || message === 'chooseGroup';
  const text = message === 'chooseGroup' ? t('booking.groups.choose') : t(`booking.messages.${message}`);
  return (
    <div className={`booking-notice${prompt ? ' booking-notice--prompt' : ''}`} role={prompt ? undefined : 'status'}>
      <p className="booking-notice__text">{text}</p>
      {children}
    </div>
  );
}
