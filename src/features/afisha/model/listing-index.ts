import { SOON_ON_SALE, type Afisha, type AfishaEvent, type Composition, type Venue } from '../../../../contract/afisha';

export type ListedSession = {
  /** YYYY-MM-DD, so that dates compare as strings. */
  day: string;
  /** HH:MM, or '' for a ticket valid all day. */
  time: string;
  ticketcount: number;
};

export type ListedEvent = {
  event: AfishaEvent;
  /** Sorted by day, then time. */
  sessions: ListedSession[];
  tagIds: ReadonlySet<number>;
  venue: Venue | undefined;
  composition: Composition[];
};

/** `dd.mm.yyyy` → `YYYY-MM-DD`; null for anything else. */
export function isoFromRuDay(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

function tagIdsOf(list: string): number[] {
  return list
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Joins the afisha's separate lists (calendar, tags, venues, composition) onto each event once. */
export function indexListing(afisha: Afisha): ListedEvent[] {
  const sessions = new Map<number, ListedSession[]>();
  for (const entry of afisha.calendar) {
    const day = isoFromRuDay(entry.eventday);
    if (!day) continue; // a malformed day cannot be shown or filtered; drop it, keep the event
    const list = sessions.get(entry.event_id) ?? [];
    list.push({ day, time: entry.eventtime, ticketcount: entry.ticketcount });
    sessions.set(entry.event_id, list);
  }
  const tags = new Map<number, Set<number>>();
  for (const row of afisha.event_tags) {
    const set = tags.get(row.event_id) ?? new Set<number>();
    for (const id of tagIdsOf(row.attr_id)) set.add(id);
    tags.set(row.event_id, set);
  }
  const venues = new Map(afisha.venues.map((v) => [v.seatroot_id, v]));
  const composition = new Map<number, Composition[]>();
  for (const item of afisha.composition) composition.set(item.event_id, [...(composition.get(item.event_id) ?? []), item]);

  return [...afisha.action]
    .sort((a, b) => a.eventsotrnum - b.eventsotrnum || a.event_id - b.event_id)
    .map((event) => ({
      event,
      sessions: (sessions.get(event.event_id) ?? []).sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time)),
      tagIds: tags.get(event.event_id) ?? new Set<number>(),
      venue: event.seatroot_id == null ? undefined : venues.get(event.seatroot_id),
      composition: (composition.get(event.event_id) ?? []).sort((a, b) => a.eventstrsortnum - b.eventstrsortnum),
    }));
}

export function isSoonOnSale(event: AfishaEvent): boolean {
  return event.totalticketcount === SOON_ON_SALE;
}

export function hasTickets(event: AfishaEvent): boolean {
  return !isSoonOnSale(event) && event.totalticketcount > 0;
}
