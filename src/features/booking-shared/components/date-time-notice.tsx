import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dateTimeMachine } from '../../../../engine/machines';
import { BookingNotice, type BookingMessage } from './booking-notice';

/** What the date/time machine's state says to the buyer, if anything. */
export function dateTimeMessage(snapshot: ReturnType<ActorRefFrom<typeof dateTimeMachine>['getSnapshot']>): BookingMessage | null {
  // No sessions at all (not on sale yet, or none left in the schedule) is not 'sold out'.
  if (snapshot.matches('soldOut')) return snapshot.context.calendar.length === 0 ? 'notFound' : 'soldOut';
  if (snapshot.matches('dayUnavailable')) return 'notAvailableDay';
  if (snapshot.matches('noDay')) return 'chooseDate';
  if (snapshot.matches({ day: 'timeUnavailable' })) return 'notAvailableSession';
  if (snapshot.matches({ day: 'noTime' })) return 'chooseTime';
  return null;
}

export function DateTimeNotice({ actor }: { actor: ActorRefFrom<typeof dateTimeMachine> }) {
  const message = useSelector(actor, dateTimeMessage);
  return message ? <BookingNotice message={message} /> : null;
}
