import { memo } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import type { dateTimeMachine } from '../../../../engine/machines';
import { formatDate } from '../../../i18n/format';
import { DateCarousel } from './date-carousel';
import { TimeChips } from './time-chips';

/** When setup has no price_limit: time chips show counts below this (our default: docs/product/booking.md). */
export const DEFAULT_PRICE_LIMIT = 10;

type Props = {
  actor: ActorRefFrom<typeof dateTimeMachine>;
  lang: Lang;
  /** setup.db.price_limit */
  priceLimit?: number | null;
};

/** The calendar of the date/time machine: one date as text, several as a carousel, then the times. */
function DateTimePickerView({ actor, lang, priceLimit }: Props) {
  const { t } = useTranslation();
  const calendar = useSelector(actor, (s) => s.context.calendar);
  const date = useSelector(actor, (s) => s.context.date);
  const time = useSelector(actor, (s) => s.context.time);
  const times = calendar.find((d) => d.day === date)?._time ?? [];
  if (calendar.length === 0) return null;

  return (
    <section className="booking-calendar" aria-label={t('booking.calendar.title')}>
      {calendar.length === 1 ? (
        <p className="booking-calendar__single">{formatDate(calendar[0]!.day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</p>
      ) : (
        <DateCarousel days={calendar} selected={date} onSelect={(day) => actor.send({ type: 'SELECT_DATE', date: day })} lang={lang} />
      )}
      <TimeChips times={times} selected={time} onSelect={(value) => actor.send({ type: 'SELECT_TIME', time: value })} countBelow={priceLimit ?? DEFAULT_PRICE_LIMIT} />
    </section>
  );
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const DateTimePicker = memo(DateTimePickerView);
