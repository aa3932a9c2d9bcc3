import { localized, type Lang } from '../../../../contract/lang';
import { hasTickets, type ListedEvent, type ListedSession } from './listing-index';

export type ListingFilters = {
  search: string;
  /** YYYY-MM-DD; `to` alone is ignored, `from` alone means that one day. */
  from: string | null;
  to: string | null;
  /** Tag ids; an event matches when it has any of them. */
  tags: number[];
  available: boolean;
  subscriptions: boolean;
};

export const emptyFilters: ListingFilters = { search: '', from: null, to: null, tags: [], available: false, subscriptions: false };

export type FilterContext = {
  lang: Lang;
  /** hash_id of the events the logged-in client holds subscriptions for; null when no such client. */
  subscriptionHashes: ReadonlySet<string> | null;
};

/** Whether any filter narrows the list (the subscriptions one only counts for a client who has them). */
export function isFilterActive(f: ListingFilters, ctx: Pick<FilterContext, 'subscriptionHashes'>): boolean {
  return (
    normalize(f.search) !== '' ||
    f.from !== null ||
    f.tags.length > 0 ||
    f.available ||
    (f.subscriptions && ctx.subscriptionHashes !== null && ctx.subscriptionHashes.size > 0)
  );
}

/** The filter controls the current menu shows: the date calendar, and which tag chips. */
export type ShownControls = { dates: boolean; tagIds: ReadonlySet<number> };

/**
 * The filters as far as the buyer can see them: a date range or a tag chosen under another
 * menu stays remembered (it is back when that menu is), but narrows nothing where its control
 * is not shown, so no list is cut by a cause the buyer cannot see or undo
 * (docs/product/listing-shell.md). The same object when everything chosen is in view.
 */
export function shownFilters(f: ListingFilters, shown: ShownControls): ListingFilters {
  const tags = f.tags.filter((id) => shown.tagIds.has(id));
  const datesHidden = !shown.dates && (f.from !== null || f.to !== null);
  if (!datesHidden && tags.length === f.tags.length) return f;
  return { ...f, tags, ...(datesHidden ? { from: null, to: null } : {}) };
}

/** Case-, ё- and spacing-insensitive, so 'ёлка' finds 'Елка'. */
export function normalize(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

export function inRange(day: string, from: string | null, to: string | null): boolean {
  if (from === null) return true;
  const end = to !== null && to >= from ? to : from;
  return day >= from && day <= end;
}

/** The sessions the date filter leaves (all of them without one). */
export function sessionsInRange(sessions: readonly ListedSession[], f: Pick<ListingFilters, 'from' | 'to'>): ListedSession[] {
  return f.from === null ? [...sessions] : sessions.filter((s) => inRange(s.day, f.from, f.to));
}

function matchesSearch(item: ListedEvent, query: string, lang: Lang): boolean {
  if (!query) return true;
  const { event, venue } = item;
  const haystack = [localized(event, 'event', lang), venue ? localized(venue, 'seatroot', lang) : '', venue ? localized(venue, 'address', lang) : ''];
  return haystack.some((text) => normalize(text).includes(query));
}

/** All filters at once: each one narrows the result (docs/product/listing.md). */
export function applyFilters(items: readonly ListedEvent[], f: ListingFilters, ctx: FilterContext): ListedEvent[] {
  const query = normalize(f.search);
  const tags = new Set(f.tags);
  const subs = f.subscriptions && ctx.subscriptionHashes && ctx.subscriptionHashes.size > 0 ? ctx.subscriptionHashes : null;
  return items.filter((item) => {
    if (!matchesSearch(item, query, ctx.lang)) return false;
    if (tags.size > 0 && ![...item.tagIds].some((id) => tags.has(id))) return false;
    if (subs && !subs.has(item.event.hash_id)) return false;
    const sessions = sessionsInRange(item.sessions, f);
    if (f.from !== null && sessions.length === 0) return false;
    if (f.available) {
      if (!hasTickets(item.event)) return false;
      if (f.from !== null && !sessions.some((s) => s.ticketcount > 0)) return false;
    }
    return true;
  });
}
