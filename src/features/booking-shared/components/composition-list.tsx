import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../../../contract/lang';
import { formatDate } from '../../../i18n/format';
import type { CompositionItem } from '../model/types';

/** What the ticket (or subscription) includes: action, place, day and time; folded by default. */
export function CompositionList({ items, lang }: { items: readonly CompositionItem[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <details className="booking-composition">
      <summary className="booking-composition__summary">{t('booking.header.composition', { n: items.length })}</summary>
      <ul className="booking-composition__list">
        {items.map((item, i) => {
          const place = [localized(item, 'str_seatroot', lang), localized(item, 'str_address', lang)].filter(Boolean).join(', ');
          const when = [formatDate(item.str_day, lang, { day: 'numeric', month: 'long' }) || item.str_day, item.str_time].filter(Boolean).join(', ');
          return (
            <li key={i} className="booking-composition__item">
              <span className="booking-composition__action">{localized(item, 'str_action', lang)}</span>
              {place && <span className="booking-composition__place">{place}</span>}
              {when && <span className="booking-composition__when">{when}</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
