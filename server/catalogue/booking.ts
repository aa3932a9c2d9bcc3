import { NO_TIME } from '../../contract/booking';
import type { Db } from '../db/driver';
import type { CachedAnswer, ReadCache } from '../live/read-cache';
import { loadAvailability, type SessionAvailability } from './availability';
import { ruDay } from './clock';
import { actionOf, findEvent, type EventDetailRow } from './events';
import { hallGeometry } from './geometry';
import { expand } from './l10n';
import type { PriceTableRow } from './price-row';
import { sanitize } from './sanitize';
import type { KeptAvailability } from './kept-availability';

/** A price with its category's and zone's names, as the booking loads read it. */
interface PriceDbRow extends PriceTableRow {
  category_name: string;
  category_descript: string;
  zone_name: string;
  zone_color: string;
}

// Numbers go out as strings where the real platform sends strings (platform-notes),
// so that every client of this contract is proven to coerce them.
function priceRowOut(p: PriceDbRow, e: EventDetailRow) {
  return {
    price_id: p.price_id,
    action_id: p.event_id,
    clientcategory_id: p.clientcategory_id,
    zonelevel_id: p.zonelevel_id,
    action_day: null,
    price: String(p.price),
    priceservise: String(p.priceservise),
    minlimit: String(p.minlimit),
    maxlimit: String(p.maxlimit),
    quantity: null,
    passagequant: String(p.passagequant),
    needprice: p.needprice,
    pricetype_id: p.pricetype_id,
    useproculture: String(p.useproculture),
    usecard: p.usecard,
    usepromo: p.usepromo,
    currency_id: p.currency_id,
    zonecolor: p.zone_color,
    ...expand('category', p.category_name),
    ...expand('category_descript', p.category_descript),
    ...expand('zonelevel', p.zone_name),
    ...expand('action', e.name),
  };
}

async function priceRows(db: Db, e: EventDetailRow): Promise<PriceDbRow[]> {
  return db.all<PriceDbRow>(
    `SELECT p.*, c.name AS category_name, c.descript AS category_descript, z.name AS zone_name, z.color AS zone_color
       FROM prices p JOIN categories c ON c.clientcategory_id = p.clientcategory_id
       JOIN zones z ON z.zonelevel_id = p.zonelevel_id
      WHERE p.event_id = ? ORDER BY p.is_group, p.pricetype_id, p.zonelevel_id, p.price DESC, p.price_id`,
    [e.event_id],
  );
}

async function checkboxList(db: Db, eventId: number) {
  const rows = await db.all<{ id: number; name: string; filling: number }>(
    `SELECT c.id, c.name, c.filling FROM event_checkboxes ec JOIN checkboxes c ON c.id = ec.checkbox_id WHERE ec.event_id = ? ORDER BY c.id`,
    [eventId],
  );
  return rows.map((c) => ({ id: c.id, filling: c.filling, ...expand('name', c.name, sanitize) }));
}

async function composition(db: Db, eventId: number) {
  const rows = await db.all<{ eventstr: string; day: string; time: string; name: string | null; address: string | null }>(
    `SELECT c.eventstr, c.day, c.time, v.name, v.address FROM compositions c
       LEFT JOIN venues v ON v.seatroot_id = c.seatroot_id WHERE c.event_id = ? ORDER BY c.sortnum`,
    [eventId],
  );
  return rows.map((r) => ({
    ...expand('str_action', r.eventstr),
    ...expand('str_seatroot', r.name),
    ...expand('str_address', r.address),
    str_day: ruDay(r.day),
    str_time: r.time,
  }));
}

function timeEntry(a: SessionAvailability) {
  return {
    time: a.session.time || NO_TIME,
    quantity: a.total,
    pricetype_id: a.session.pricetype_id,
    calendar_id: a.session.calendar_id,
    zones: [...a.byZone].map(([zonelevel_id, quantity]) => ({ zonelevel_id, quantity })),
  };
}

/** POST /api/no-scheme: the category page's whole load. */
export async function buildNoScheme(db: Db, hash: string, now: Date, kept?: KeptAvailability) {
  const e = await findEvent(db, hash);
  const [prices, availability, checkboxes, actionStr] = await Promise.all([
    priceRows(db, e),
    loadAvailability(db, now, { eventIds: [e.event_id], kept }),
    checkboxList(db, e.event_id),
    composition(db, e.event_id),
  ]);
  const days = new Map<string, ReturnType<typeof timeEntry>[]>();
  for (const a of availability.values()) {
    const day = ruDay(a.session.day);
    days.set(day, [...(days.get(day) ?? []), timeEntry(a)]);
  }
  return {
    action: actionOf(e),
    actionStr,
    calendar: [...days].map(([day, _time]) => ({ day, _time })),
    price: prices.filter((p) => !p.is_group).map((p) => priceRowOut(p, e)),
    ticketPrice: prices.filter((p) => p.is_group).map((p) => priceRowOut(p, e)),
    ticketInfo: e.group_info ? expand('ticketinfo', e.group_info, sanitize) : null,
    checkboxList: checkboxes,
  };
}

function schemeCalendar(availability: Map<number, SessionAvailability>, day?: string) {
  return [...availability.values()]
    .filter((a) => !day || ruDay(a.session.day) === day)
    .map((a) => ({
      calendar_id: a.session.calendar_id,
      event_day: ruDay(a.session.day),
      event_time: a.session.time,
      quant: a.total,
      pricetype_id: a.session.pricetype_id,
    }));
}

/** POST /api/scheme: the seat page's load, without the map (that comes per session). */
export async function buildScheme(db: Db, hash: string, now: Date, kept?: KeptAvailability) {
  const e = await findEvent(db, hash);
  const [prices, availability, checkboxes, actionStr, geometry] = await Promise.all([
    priceRows(db, e),
    loadAvailability(db, now, { eventIds: [e.event_id], kept }),
    checkboxList(db, e.event_id),
    composition(db, e.event_id),
    e.useseatsvg && e.hall_id != null ? hallGeometry(db, e.hall_id) : Promise.resolve(null),
  ]);
  return {
    action: actionOf(e),
    calendar: schemeCalendar(availability),
    action_str: actionStr,
    price_list: prices.filter((p) => !p.is_group).map((p) => priceRowOut(p, e)),
    checkboxList: checkboxes,
    // The hall's content hash, known before a session is chosen: a first visit fetches the
    // geometry alongside the session's availability instead of after it.
    ...(geometry ? { hall_hash: geometry.hash } : {}),
  };
}

/** POST /api/scheme/sessions: fresh place counts, optionally for one day (dd.mm.yyyy). */
export async function buildSchemeSessions(db: Db, hash: string, now: Date, day?: string, kept?: KeptAvailability) {
  const e = await findEvent(db, hash);
  const availability = await loadAvailability(db, now, { eventIds: [e.event_id], kept });
  return { calendar: schemeCalendar(availability, day) };
}

// The booking loads, kept per event (and day) until a session they count or the catalogue
// changes (server/live/read-cache.ts). Every text is in all four languages, so one answer
// serves every language.

export function cachedNoScheme(cache: ReadCache, db: Db, hash: string, now: Date, kept: KeptAvailability): Promise<CachedAnswer> {
  return cache.get(`no-scheme:${hash}`, async () => {
    const response = await buildNoScheme(db, hash, now, kept);
    return { response, sessions: response.calendar.flatMap((d) => d._time.map((t) => t.calendar_id)) };
  });
}

export function cachedScheme(cache: ReadCache, db: Db, hash: string, now: Date, kept: KeptAvailability): Promise<CachedAnswer> {
  return cache.get(`scheme:${hash}`, async () => {
    const response = await buildScheme(db, hash, now, kept);
    return { response, sessions: response.calendar.map((c) => c.calendar_id) };
  });
}

export function cachedSchemeSessions(cache: ReadCache, db: Db, hash: string, now: Date, kept: KeptAvailability, day?: string): Promise<CachedAnswer> {
  return cache.get(`scheme-sessions:${hash}:${day ?? ''}`, async () => {
    const response = await buildSchemeSessions(db, hash, now, day, kept);
    return { response, sessions: response.calendar.map((c) => c.calendar_id) };
  });
}
