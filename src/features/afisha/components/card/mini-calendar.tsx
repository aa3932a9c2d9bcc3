import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../../contract/lang';
import { formatDate } from '../../../../i18n/format';

function Page({ day, lang }: { day: string; lang: Lang }) {
  return (
    <span className="mini-calendar__page" aria-hidden="true">
      <span className="mini-calendar__month">{formatDate(day, lang, { month: 'short' })}</span>
      <span className="mini-calendar__day">{formatDate(day, lang, { day: 'numeric' })}</span>
    </span>
  );
}

/** The event's first and last date as two tear-off calendar pages (one when they are the same day). */
export function MiniCalendar({ first, last, lang }: { first: string; last: string; lang: Lang }) {
  const { t } = useTranslation();
  const same = first === last;
  const label = same
    ? t('afisha.card.dateSingle', { date: formatDate(first, lang) })
    : t('afisha.card.dateSpan', { first: formatDate(first, lang), last: formatDate(last, lang) });
  return (
    <p className="mini-calendar">
      <span className="visually-hidden">{label}</span>
      <Page day={first} lang={lang} />
      {!same && (
        <>
          <span className="mini-calendar__dash" aria-hidden="true">
            –
          </span>
          <Page day={last} lang={lang} />
        </>
      )}
    </p>
  );
}
