import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingAction } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import { AgeBadge } from './age-badge';
import { CompositionList } from './composition-list';
import { SafeHtml } from '../../../components/safe-html';
import type { CompositionItem } from '../model/types';

type Props = {
  action: BookingAction;
  composition: readonly CompositionItem[];
  lang: Lang;
  /** The scheme page also shows the description. */
  withDescription?: boolean;
};

/** Only a web page opens from the info link: a `javascript:` or `data:` address is no link. */
function webUrl(value: string): string {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * Title with the age circle, the info link (descript_url: both loads carry it),
 * note, duration, address and the collapsible composition.
 */
function EventHeaderView({ action, composition, lang, withDescription = false }: Props) {
  const { t } = useTranslation();
  const title = localized(action, 'action', lang);
  const note = localized(action, 'note', lang);
  const venue = localized(action, 'seatroot', lang);
  const address = localized(action, 'address', lang);
  const description = withDescription ? localized(action, 'descript', lang) : '';
  const descriptionUrl = webUrl(localized(action, 'descript_url', lang));
  const duration = action.duration ?? 0;
  const hours = Math.floor(duration / 60);
  const minutes = duration % 60;
  const durationText = [hours > 0 ? t('booking.header.hours', { value: hours }) : '', minutes > 0 ? t('booking.header.minutes', { value: minutes }) : '']
    .filter(Boolean)
    .join(' ');

  return (
    <header className="booking-header">
      <h1 className="booking-header__title">
        <span>{title}</span>
        {action.age_from > 0 && <AgeBadge age={action.age_from} />}
      </h1>
      {descriptionUrl && (
        <a className="booking-header__info" href={descriptionUrl} target="_blank" rel="noopener noreferrer">
          {t('booking.header.info')}
        </a>
      )}
      {note && <p className="booking-header__note">{note}</p>}
      {description && <SafeHtml className="booking-header__description" html={description} />}
      <dl className="booking-header__facts">
        {durationText && (
          <div>
            <dt>{t('booking.header.duration')}</dt>
            <dd>{durationText}</dd>
          </div>
        )}
        {(venue || address) && (
          <div>
            <dt>{t('booking.header.address')}</dt>
            <dd>{[venue, address].filter(Boolean).join(', ')}</dd>
          </div>
        )}
      </dl>
      {composition.length > 0 && <CompositionList items={composition} lang={lang} />}
    </header>
  );
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const EventHeader = memo(EventHeaderView);
