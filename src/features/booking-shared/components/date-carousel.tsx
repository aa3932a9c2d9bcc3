import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { CalendarDay } from '../../../../engine/machines';
import { formatDate } from '../../../i18n/format';
import { dayHasTickets } from '../model/calendar';
import { useSlidesPerView } from '../model/slides-per-view';

type Props = {
  days: readonly CalendarDay[];
  selected: string | null;
  onSelect: (day: string) => void;
  lang: Lang;
};

/** Several dates: a swipeable carousel, a group of slides per view, days without tickets disabled. */
export function DateCarousel({ days, selected, onSelect, lang }: Props) {
  const { t } = useTranslation();
  const perView = useSlidesPerView();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: perView, skipSnaps: false });
  const [edges, setEdges] = useState({ prev: false, next: false });

  const readEdges = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    readEdges();
    embla.on('select', readEdges).on('reInit', readEdges);
    return () => {
      embla.off('select', readEdges).off('reInit', readEdges);
    };
  }, [embla, readEdges]);

  // The chosen date's group comes into view: on arrival from a dated link, and when the
  // number of slides per view changes under it.
  const selectedIndex = days.findIndex((d) => d.day === selected);
  useEffect(() => {
    if (!embla || selectedIndex < 0) return;
    const snaps = embla.scrollSnapList().length;
    embla.scrollTo(Math.min(Math.floor(selectedIndex / perView), Math.max(0, snaps - 1)), true);
  }, [embla, selectedIndex, perView]);

  return (
    <div className="booking-dates" role="group" aria-roledescription={t('booking.calendar.carousel')} aria-label={t('booking.calendar.dates')}>
      <button type="button" className="booking-dates__arrow" onClick={() => embla?.scrollPrev()} disabled={!edges.prev} aria-label={t('booking.calendar.previous')}>
        ‹
      </button>
      <div className="booking-dates__viewport" ref={viewportRef}>
        <ul className="booking-dates__track" style={{ '--per-view': perView } as CSSProperties}>
          {days.map((day) => {
            const onSale = dayHasTickets(day);
            const isSelected = day.day === selected;
            return (
              <li key={day.day} className="booking-dates__slide">
                <button
                  type="button"
                  className="booking-date"
                  aria-pressed={isSelected}
                  disabled={!onSale}
                  aria-label={formatDate(day.day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                  onClick={() => onSelect(day.day)}
                >
                  <span className="booking-date__weekday">{formatDate(day.day, lang, { weekday: 'short' })}</span>
                  <span className="booking-date__day">{formatDate(day.day, lang, { day: 'numeric' })}</span>
                  <span className="booking-date__month">{formatDate(day.day, lang, { month: 'short' })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className="booking-dates__arrow" onClick={() => embla?.scrollNext()} disabled={!edges.next} aria-label={t('booking.calendar.next')}>
        ›
      </button>
    </div>
  );
}
