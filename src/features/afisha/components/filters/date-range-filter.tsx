import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../../components/disclosure';
import { formatDate } from '../../../../i18n/format';
import type { RangeCalendarProps } from './range-calendar';

const RangeCalendar = lazy(() => import('./range-calendar'));

type Props = Omit<RangeCalendarProps, 'months'> & { isPhone: boolean };

export function DateRangeFilter({ lang, from, to, days, today, isPhone, onChange }: Props) {
  const { t } = useTranslation();
  const short = (iso: string) => formatDate(iso, lang, { day: 'numeric', month: 'short' });
  const label = !from
    ? t('afisha.filters.dates')
    : to && to !== from
      ? t('afisha.filters.datesRange', { from: short(from), to: short(to) })
      : short(from);
  return (
    <Disclosure
      className="date-filter"
      buttonClassName={`chip chip--dates${from ? ' chip--on' : ''}`}
      buttonLabel={from ? `${t('afisha.filters.dates')}: ${label}` : undefined}
      button={
        <>
          <svg className="chip__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {label}
        </>
      }
      panelClassName="date-filter__panel"
      placement="bottom-start"
    >
      {(close) => (
        <>
          <Suspense fallback={<p className="status">{t('common.loading')}</p>}>
            <RangeCalendar lang={lang} from={from} to={to} days={days} today={today} months={isPhone ? 1 : 2} onChange={onChange} />
          </Suspense>
          <div className="date-filter__actions">
            <button type="button" className="link-button" disabled={!from} onClick={() => onChange(null, null)}>
              {t('afisha.filters.clearDates')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('afisha.filters.done')}
            </button>
          </div>
        </>
      )}
    </Disclosure>
  );
}
