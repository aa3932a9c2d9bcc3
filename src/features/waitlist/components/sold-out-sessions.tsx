import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceRow, SchemeCalendarItem } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { formatDate, joinParts } from '../../../i18n/format';
import { sessionZones } from '../model/session-zones';
import { WaitlistJoin } from './waitlist-join';

export interface SoldOutSessionsProps {
  hash: string;
  lang: Lang;
  calendar: readonly SchemeCalendarItem[];
  priceList: readonly PriceRow[];
  /** Places one order may take. */
  max: number;
}

/**
 * The sessions with no place left (their dates and times cannot be chosen): the buyer may join
 * one's waiting list from here.
 */
function SoldOutSessionsView({ hash, lang, calendar, priceList, max }: SoldOutSessionsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const soldOut = calendar.filter((s) => s.quant <= 0);
  if (!soldOut.length) return null;
  const session = soldOut.find((s) => s.calendar_id === chosen);
  return (
    <section className="waitlist-sessions" data-testid="waitlist-sessions" aria-labelledby="waitlist-sessions-title">
      <h2 id="waitlist-sessions-title" className="waitlist__title">
        {t('waitlist.soldOutTitle')}
      </h2>
      <ul className="waitlist-sessions__list">
        {soldOut.map((s) => (
          <li key={s.calendar_id}>
            <button type="button" className="button button--secondary waitlist-sessions__button" aria-pressed={s.calendar_id === chosen} onClick={() => setChosen(s.calendar_id)}>
              {t('waitlist.soldOutSession', { when: joinParts([formatDate(s.event_day, lang, { day: 'numeric', month: 'long' }), s.event_time], lang) })}
            </button>
          </li>
        ))}
      </ul>
      {session && <WaitlistJoin key={session.calendar_id} hash={hash} calendarId={session.calendar_id} lang={lang} max={max} zones={sessionZones(priceList, session.pricetype_id, lang)} />}
    </section>
  );
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const SoldOutSessions = memo(SoldOutSessionsView);
