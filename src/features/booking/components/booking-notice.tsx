import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BookingMessage = 'notAvailableSession' | 'notAvailableDay' | 'soldOut' | 'notFound' | 'placeUnavailable' | 'chooseDate' | 'chooseTime' | 'overLimit';

/** One of the page's messages (spec 2, events page: not available, sold out, not found, place unavailable). */
export function BookingNotice({ message, children }: { message: BookingMessage; children?: ReactNode }) {
  const { t } = useTranslation();
  const prompt = message === 'chooseDate' || message === 'chooseTime';
  return (
    <div className={`booking-notice${prompt ? ' booking-notice--prompt' : ''}`} role={prompt ? undefined : 'status'}>
      <p className="booking-notice__text">{t(`booking.messages.${message}`)}</p>
      {children}
    </div>
  );
}
