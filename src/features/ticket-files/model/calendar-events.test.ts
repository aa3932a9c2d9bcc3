import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderTicket, paidOrder } from '../../ticket/testing/ticket-fixture';
import { calendarEvents, icsText } from './calendar-events';

const t = i18n.getFixedT('ru');
const URL_ = 'https://kassa.example/order/fcfa6d61';

// Two tickets of one session, one of another session, one of another event.
const order = paidOrder([
  orderTicket({ id: 1 }),
  orderTicket({ id: 2 }),
  orderTicket({ id: 3, action_group: 2235, day: '2026-11-28', day_str: '28.11.2026', time: '14:30' }),
  orderTicket({ id: 4, action_group: 3001, day: '2026-12-05', time: '', action_ru: 'Ёлка', seatroot_ru: null, address_ru: 'Тверская, 1', seatroot_en: null, address_en: null }),
]);

/** Unfolds the iCalendar lines (RFC 5545 folds at 75 octets). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('calendar events', () => {
  it('makes one event per session, in UTC, two hours long, with venue and address', () => {
    const events = calendarEvents(order, 'ru', t, URL_);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      title: 'Бах при свечах',
      start: [2026, 11, 27, 19, 0],
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: 2 },
      location: 'Органный зал «Старый собор», Москва, Старосадский пер., 7/10',
      description: `Заказ № 100105: 2 билета\n${URL_}`,
      url: URL_,
      uid: 'order-100105-2234@kassa.example',
    });
    expect(events[1]).toMatchObject({ start: [2026, 11, 28, 14, 30], description: `Заказ № 100105: 1 билет\n${URL_}` });
    // Without a time: an all-day entry.
    expect(events[2]).toMatchObject({ title: 'Ёлка', start: [2026, 12, 5], duration: { days: 1 }, location: 'Тверская, 1' });
  });

  it('writes a calendar file with a VEVENT per session', () => {
    const text = unfold(icsText(calendarEvents(order, 'ru', t, URL_)));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('SUMMARY:Бах при свечах');
    expect(text).toContain('DTSTART:20261127T190000Z');
    expect(text).toContain('DURATION:PT2H');
    expect(text).toContain('DTSTART;VALUE=DATE:20261205');
    expect(text).toContain('LOCATION:Органный зал «Старый собор»\\, Москва\\, Старосадский пер.\\, 7/10');
    expect(text).toContain('UID:order-100105-2234@kassa.example');
  });

  it('has nothing for an unpaid order', () => {
    expect(calendarEvents({ ...order, printingAllowed: false }, 'ru', t, URL_)).toEqual([]);
  });
});
