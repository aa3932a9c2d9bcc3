import type { TFunction } from 'i18next';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import { parseDate } from '../../../i18n/format';
import { sessionTime, ticketFacts, whereLine } from '../../ticket';

/** The order page does not know how long a session lasts: a calendar entry takes two hours. */
export const DEFAULT_DURATION = { hours: 2 } as const;

/**
 * One calendar event per session of the order (event, date and time: the order view's
 * action_group), for its paid tickets. The platform's days and times are UTC (server
 * README, 'Calendar'), so the start is written in UTC and each calendar shows it in its own
 * zone. A session without a time is an all-day entry.
 */
export function calendarEvents(order: OrderView, lang: Lang, t: TFunction, orderUrl: string): EventAttributes[] {
  if (!order.printingAllowed) return [];
  const groups = new Map<string, { ticket: OrderView['main'][number]; count: number }>();
  for (const ticket of order.main) {
    const key = `${ticket.action_group}|${ticket.day ?? ticket.day_str ?? ''}|${ticket.time ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { ticket, count: 1 });
  }
  const host = hostOf(orderUrl);
  const events: EventAttributes[] = [];
  for (const { ticket, count } of groups.values()) {
    const day = parseDate(ticket.day ?? '') ?? parseDate(ticket.day_str ?? '');
    if (!day) continue;
    const facts = ticketFacts(ticket, lang);
    const time = sessionTime(ticket.time);
    const date: DateArray = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const [hour, minute] = time ? time.split(':').map(Number) : [];
    const note = t('ticket.files.calendarNote', { num: order.ord_num, count });
    events.push({
      uid: `order-${order.ord_num}-${ticket.action_group}@${host}`,
      title: facts.event,
      start: time ? [date[0], date[1], date[2], hour!, minute!] : date,
      startInputType: 'utc',
      startOutputType: 'utc',
      ...(time ? { duration: DEFAULT_DURATION } : { duration: { days: 1 } }),
      location: whereLine(facts) || undefined,
      description: `${note}\n${orderUrl}`,
      url: orderUrl,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    });
  }
  return events;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || 'storefront';
  } catch {
    return 'storefront';
  }
}

/** The iCalendar text of the events; throws what the generator refused. */
export function icsText(events: EventAttributes[]): string {
  const { error, value } = createEvents(events, { productId: 'afisha-storefront/tickets' });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}
