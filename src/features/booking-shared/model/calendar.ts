import { NO_TIME, type SchemeCalendarItem } from '../../../../contract/booking';
import type { CalendarDay } from '../../../../engine/machines';

/**
 * Whether any time of the day has tickets: the calendar draws the others disabled. The
 * date/time machine applies the same rule to what may be chosen; this is only its picture.
 */
export function dayHasTickets(day: CalendarDay): boolean {
  return day._time.some((t) => t.quantity > 0);
}

/** The scheme page's flat session list as the events page's days with times. */
export function calendarFromScheme(items: readonly SchemeCalendarItem[]): CalendarDay[] {
  const days = new Map<string, CalendarDay>();
  for (const item of items) {
    const day = days.get(item.event_day) ?? { day: item.event_day, _time: [] };
    // An all-day session comes without a time; the events page's marker for it is NO_TIME.
    day._time.push({ time: item.event_time || NO_TIME, quantity: item.quant, pricetype_id: item.pricetype_id, calendar_id: item.calendar_id });
    days.set(item.event_day, day);
  }
  return [...days.values()];
}

/**
 * The date the date/time machine starts from: the route's, or the only date there is (a
 * single date is shown as text, so there is nothing to tap to choose it).
 */
export function initialDate(calendar: readonly CalendarDay[], routeDate: string | null): string | null {
  if (routeDate) return routeDate;
  return calendar.length === 1 ? calendar[0]!.day : null;
}
