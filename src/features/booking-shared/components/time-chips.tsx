import { useTranslation } from 'react-i18next';
import type { CalendarTime } from '../../../../engine/machines';
import { isShownTime } from '../../../../engine/machines';

type Props = {
  times: readonly CalendarTime[];
  selected: string | null;
  onSelect: (time: string) => void;
  /** Counts at or above this are not shown (setup price_limit). */
  countBelow: number;
};

/** The session times of the chosen day; the remaining count shows only when it runs low. */
export function TimeChips({ times, selected, onSelect, countBelow }: Props) {
  const { t } = useTranslation();
  const shown = times.filter((time) => isShownTime(time.time));
  if (shown.length === 0) return null;
  return (
    <ul className="booking-times" aria-label={t('booking.calendar.times')}>
      {shown.map((time) => (
        <li key={time.time}>
          <button type="button" className="booking-time" aria-pressed={time.time === selected} disabled={time.quantity <= 0} onClick={() => onSelect(time.time)}>
            <span className="booking-time__value">{time.time}</span>
            {time.quantity <= 0 ? (
              <span className="booking-time__left">{t('booking.calendar.noneLeft')}</span>
            ) : (
              time.quantity < countBelow && <span className="booking-time__left">{t('booking.calendar.left', { count: time.quantity })}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
