import type { TFunction } from 'i18next';
import { localized, type Lang } from '../../../../contract/lang';
import type { OrderTicket } from '../../../../contract/order';
import { formatDate, formatWeekday, joinParts } from '../../../i18n/format';

/** A ticket of the order view or of the single-ticket call (which adds the seat and status). */
export type AnyTicket = OrderTicket & { seat?: string | number | null; status?: number | null };

/** What a ticket says, in the page's language: the same facts on screen, in the slider and on paper. */
export interface TicketFacts {
  event: string;
  /** `27 ноября 2026 г.`; the server's dd.mm.yyyy when the day does not parse; '' when none. */
  date: string;
  weekday: string;
  /** `19:00`; '' for a session without a time. */
  time: string;
  venue: string;
  address: string;
  /** Sector, row and seat as far as the ticket has them; null for a ticket without a place. */
  place: { sector: string; row: string; seat: string } | null;
  /** The zone (`Партер`) and the buyer category (`Взрослый`). */
  zone: string;
  category: string;
  /** The visitor named on the ticket (nominal tickets); '' when none. */
  holder: string;
  /** The code the QR code or barcode carries, '' when the ticket has none. */
  code: string;
  ageFrom: number;
  /** The language the facts are in: their lines are joined its way. */
  lang: Lang;
}

const clean = (value: string | number | null | undefined) => (value == null ? '' : String(value).trim());

/** A clock time `H:MM`/`HH:MM`; the platform's no-time markers (NO_TIME, 999) and blanks are none. */
export function sessionTime(time: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(clean(time));
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : '';
}

export function ticketFacts(ticket: AnyTicket, lang: Lang): TicketFacts {
  const day = clean(ticket.day) || clean(ticket.day_str);
  const sector = clean(ticket.sector);
  const row = clean(ticket.rowname);
  const seat = clean(ticket.seat);
  return {
    event: localized(ticket, 'action', lang),
    date: formatDate(day, lang) || clean(ticket.day_str),
    weekday: formatWeekday(day, lang) || clean(ticket.dayofweek),
    time: sessionTime(ticket.time),
    venue: localized(ticket, 'seatroot', lang),
    address: localized(ticket, 'address', lang),
    place: sector || row || seat ? { sector, row, seat } : null,
    zone: localized(ticket, 'zonelevel', lang),
    category: localized(ticket, 'clientcategory', lang),
    holder: clean(ticket.personname),
    code: clean(ticket.ticketcode),
    ageFrom: ticket.age_from,
    lang,
  };
}

/** `пятница, 27 ноября 2026 г., 19:00`: as much of the session's moment as is known. */
export function whenLine(facts: Pick<TicketFacts, 'date' | 'weekday' | 'time' | 'lang'>): string {
  return joinParts([facts.weekday, facts.date, facts.time], facts.lang);
}

/** `Органный зал «Старый собор», Москва, Старосадский пер., 7/10`. */
export function whereLine(facts: Pick<TicketFacts, 'venue' | 'address' | 'lang'>): string {
  return joinParts([facts.venue, facts.address], facts.lang);
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * `Партер, сектор A, ряд 3, место 12`; the zone alone for a ticket without a place. A sector
 * named as its zone (a hall whose stalls are one sector) is said once: `Партер, ряд 3`.
 */
export function placeLine(facts: Pick<TicketFacts, 'place' | 'zone' | 'lang'>, t: TFunction): string {
  const { place } = facts;
  const parts = [facts.zone];
  if (place) {
    if (place.sector && !sameName(place.sector, facts.zone)) parts.push(t('ticket.place.sector', { value: place.sector }));
    if (place.row) parts.push(t('ticket.place.row', { value: place.row }));
    if (place.seat) parts.push(t('ticket.place.seat', { value: place.seat }));
  }
  return joinParts(parts, facts.lang);
}

/** The code a ticket shows at the gate (docs/product/order.md: tickettype 1 QR, 0 barcode, 2 none). */
export type TicketCodeKind = 'qr' | 'barcode';

export function codeKind(ticket: Pick<OrderTicket, 'tickettype'>): TicketCodeKind | null {
  if (ticket.tickettype === 1) return 'qr';
  if (ticket.tickettype === 0) return 'barcode';
  return null;
}

/** The server's image of the ticket's code (a data URL), or null when it sent none. */
export function codeImage(ticket: Pick<OrderTicket, 'tickettype' | '_qrcode' | '_barcode'>): string | null {
  const kind = codeKind(ticket);
  const image = kind === 'qr' ? ticket._qrcode : kind === 'barcode' ? ticket._barcode : null;
  return image ? image : null;
}
