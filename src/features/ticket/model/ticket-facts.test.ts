import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { orderTicket } from '../testing/ticket-fixture';
import { codeImage, codeKind, placeLine, sessionTime, ticketFacts, whenLine, whereLine } from './ticket-facts';

const t = i18n.getFixedT('ru');

describe('ticket facts', () => {
  it('reads the event, the session and the venue in the page language', () => {
    const facts = ticketFacts(orderTicket(), 'en');
    expect(facts).toMatchObject({ event: 'Bach by Candlelight', venue: 'Old Cathedral Organ Hall', address: '7/10 Starosadsky Lane, Moscow', time: '19:00', code: '2599539963204', zone: 'Stalls', category: 'Adult' });
    expect(whenLine(facts)).toBe('Friday, 27 November 2026, 19:00');
    // Chinese joins the parts with its full-width comma, not the ASCII one.
    const zh = whenLine(ticketFacts(orderTicket(), 'ch'));
    expect(zh).toMatch(/^星期五，2026年11月27日，19:00$/);
    expect(whereLine(facts)).toBe('Old Cathedral Organ Hall, 7/10 Starosadsky Lane, Moscow');
    expect(whenLine(ticketFacts(orderTicket(), 'ru'))).toBe('пятница, 27 ноября 2026 г., 19:00');
  });

  it('names sector, row and seat as far as the ticket has them, after the zone', () => {
    expect(placeLine(ticketFacts(orderTicket({ sector: 'A', rowname: '3', seat: '12' }), 'ru'), t)).toBe('Партер, сектор A, ряд 3, место 12');
    expect(placeLine(ticketFacts(orderTicket({ rowname: '3' }), 'ru'), t)).toBe('Партер, ряд 3');
    expect(placeLine(ticketFacts(orderTicket(), 'ru'), t)).toBe('Партер');
    // A sector named as its zone is said once.
    expect(placeLine(ticketFacts(orderTicket({ sector: 'Партер', rowname: '3', seat: '12' }), 'ru'), t)).toBe('Партер, ряд 3, место 12');
    expect(placeLine(ticketFacts(orderTicket({ sector: ' партер ', rowname: '3' }), 'ru'), t)).toBe('Партер, ряд 3');
    expect(ticketFacts(orderTicket(), 'ru').place).toBeNull();
  });

  it('keeps the server day when it does not parse, and drops the no-time markers', () => {
    const facts = ticketFacts(orderTicket({ day: null, day_str: 'скоро', dayofweek: '', time: 'NO_TIME' }), 'ru');
    expect(whenLine(facts)).toBe('скоро');
    expect(sessionTime('999')).toBe('');
    expect(sessionTime('9:05:00')).toBe('09:05');
    expect(sessionTime(null)).toBe('');
  });

  it('takes the holder from a nominal ticket only', () => {
    expect(ticketFacts(orderTicket({ personname: ' Иванов Пётр ' }), 'ru').holder).toBe('Иванов Пётр');
    expect(ticketFacts(orderTicket(), 'ru').holder).toBe('');
  });

  it('shows a QR code for type 1, a barcode for type 0 and no code for type 2', () => {
    expect(codeKind({ tickettype: 1 })).toBe('qr');
    expect(codeKind({ tickettype: 0 })).toBe('barcode');
    expect(codeKind({ tickettype: 2 })).toBeNull();
    expect(codeImage(orderTicket({ tickettype: 0, _qrcode: null, _barcode: 'data:image/png;base64,AA' }))).toBe('data:image/png;base64,AA');
    expect(codeImage(orderTicket({ tickettype: 1, _qrcode: '' }))).toBeNull();
    expect(codeImage(orderTicket({ tickettype: 2 }))).toBeNull();
  });
});
