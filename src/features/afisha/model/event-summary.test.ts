import { describe, expect, it } from 'vitest';
import { bookingDate, dateSpan, timeSummary } from './event-summary';

const s = (day: string, time: string, ticketcount = 5) => ({ day, time, ticketcount });

describe('event summary', () => {
  it('first and last date', () => {
    expect(dateSpan([s('2026-11-22', ''), s('2027-01-20', '')])).toEqual({ first: '2026-11-22', last: '2027-01-20' });
    expect(dateSpan([])).toBeNull();
  });

  it('one time, a range, or none for all-day tickets', () => {
    expect(timeSummary([s('2026-11-22', '19:00'), s('2026-11-23', '19:00')])).toEqual({ kind: 'single', time: '19:00' });
    expect(timeSummary([s('2026-11-22', '18:00'), s('2026-11-22', '10:00'), s('2026-11-23', '14:00')])).toEqual({ kind: 'range', from: '10:00', to: '18:00' });
    expect(timeSummary([s('2026-11-22', '')])).toEqual({ kind: 'none' });
  });

  it('Book takes the first day with tickets, else the first day', () => {
    expect(bookingDate([s('2026-11-22', '10:00', 0), s('2026-11-23', '10:00')])).toBe('2026-11-23');
    expect(bookingDate([s('2026-11-22', '10:00', 0)])).toBe('2026-11-22');
    expect(bookingDate([])).toBeUndefined();
  });
});
