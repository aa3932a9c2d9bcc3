import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Afisha } from '../../../../../contract/afisha';
import { localized, type Lang } from '../../../../../contract/lang';
import { eventRoute } from '../../../../config/routes';
import type { CardSettings } from '../../model/card-settings';
import { bookingDate, dateSpan, timeSummary } from '../../model/event-summary';
import { sessionsInRange, type ListingFilters } from '../../model/filters';
import { hasTickets, isSoonOnSale, type ListedEvent } from '../../model/listing-index';
import { BookButton } from './book-button';
import { CardBadges } from './card-badges';
import { CardComposition } from './card-composition';
import { CardDescription } from './card-description';
import { CardTitle } from './card-title';
import { MiniCalendar } from './mini-calendar';

type Props = {
  item: ListedEvent;
  lang: Lang;
  settings: CardSettings;
  images: Afisha['images'];
  /** The date filter: the card's dates, times and Book date follow it. */
  range: Pick<ListingFilters, 'from' | 'to'>;
  /** Focus target after 'load more' (the first new card). */
  autoFocus?: boolean;
  /** The first card, in view on arrival: its picture is the page's largest paint, so it is not deferred. */
  priority?: boolean;
};

function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(url);
}

function imageOf(item: ListedEvent, lang: Lang, images: Afisha['images']): string {
  const direct = localized(item.event, 'image_url', lang);
  if (direct) return direct;
  const id = item.event[`image_id_${lang}`] ?? item.event.image_id_ru;
  return images.find((i) => i.image_id === id)?.url ?? '';
}

export function EventCard({ item, lang, settings, images, range, autoFocus, priority = false }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { event, venue } = item;
  const title = localized(event, 'event', lang);
  const sessions = sessionsInRange(item.sessions, range);
  const span = dateSpan(sessions);
  const time = timeSummary(sessions);
  const soon = isSoonOnSale(event);
  // Without a calendar the booking page finds the dates itself; with one, a day in view must have tickets.
  const bookable = hasTickets(event) && (item.sessions.length === 0 ? range.from === null : sessions.some((s) => s.ticketcount > 0));
  const href = bookable ? eventRoute(event, bookingDate(sessions)) : null;
  const image = settings.image ? imageOf(item, lang, images) : '';
  const descriptionUrl = localized(event, 'descript_url', lang);
  const address = venue ? localized(venue, 'address', lang) : '';
  const venueName = venue ? localized(venue, 'seatroot', lang) : '';
  const mapUrl = venue?.urlyandexmap && isSafeUrl(venue.urlyandexmap) ? venue.urlyandexmap : null;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  return (
    <article
      className={`event-card${image ? '' : ' event-card--no-image'}`}
      aria-labelledby={titleId}
      ref={ref}
      tabIndex={autoFocus ? -1 : undefined}
    >
      {image && (
        <div className="event-card__media">
          <img
            className="event-card__image"
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={215}
            height={161}
          />
        </div>
      )}
      <div className="event-card__body">
        <div className="event-card__top">
          <span className="age-badge" aria-label={t('afisha.card.ageLabel', { count: event.age_from })}>
            {t('afisha.card.age', { age: event.age_from })}
          </span>
          <CardBadges event={event} pushkin={settings.pushkin} />
        </div>
        <CardTitle id={titleId} text={title} href={href} />
        {span && (
          <div className="event-card__when">
            <MiniCalendar first={span.first} last={span.last} lang={lang} />
            {settings.times && time.kind !== 'none' && (
              <p className="event-card__time">
                <span className="visually-hidden">{t('afisha.card.time')} </span>
                {time.kind === 'single' ? time.time : t('afisha.card.timeRange', { from: time.from, to: time.to })}
              </p>
            )}
          </div>
        )}
        {settings.address && (venueName || address) && (
          <p className="event-card__address">
            {venueName && <span className="event-card__venue">{venueName}</span>}
            {address &&
              (mapUrl ? (
                <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {address}
                  <span className="visually-hidden"> {t('afisha.card.mapNewTab')}</span>
                </a>
              ) : (
                <span>{address}</span>
              ))}
          </p>
        )}
        {settings.description && (
          <CardDescription html={localized(event, 'descript', lang)} tags={settings.descriptionTags} limit={settings.descriptionLength} />
        )}
        {descriptionUrl && isSafeUrl(descriptionUrl) && (
          <p className="event-card__about">
            <a href={descriptionUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
              {t('afisha.card.aboutEvent')}
              <span className="visually-hidden"> {t('afisha.card.newTab')}</span>
            </a>
          </p>
        )}
        {settings.composition && <CardComposition items={item.composition} lang={lang} />}
        <div className="event-card__footer">
          {/* showticketcount 0 hides the availability line; showquant 0 keeps it but without the
              number (an operator who does not disclose how many seats are left). */}
          {event.showticketcount === 1 && !soon && (
            <p className="event-card__count">
              {!bookable
                ? t('afisha.card.soldOut')
                : event.showquant === 1
                  ? t('afisha.card.onSale', { tickets: t('afisha.ticketsLeft', { count: event.totalticketcount }) })
                  : t('afisha.card.onSaleNoCount')}
            </p>
          )}
          <BookButton href={href} soonOnSale={soon} titleId={titleId} />
        </div>
      </div>
    </article>
  );
}
