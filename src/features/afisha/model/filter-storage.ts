import { z } from 'zod';
import { emptyFilters, type ListingFilters } from './filters';

export const FILTERS_STORAGE_KEY = 'afisha.filters';
/** The platform names no interval: a day keeps a visitor's choice through a visit, not into next week. */
export const FILTERS_TTL_MS = 24 * 60 * 60 * 1000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const storedSchema = z.object({
  savedAt: z.number(),
  filters: z.object({
    search: z.string().max(200).catch(''),
    from: isoDay.nullable().catch(null),
    to: isoDay.nullable().catch(null),
    tags: z.array(z.number().int()).max(100).catch([]),
    available: z.boolean().catch(false),
    subscriptions: z.boolean().catch(false),
  }),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): filters live for the page only
  }
}

/** The saved filters, or the empty ones when none, expired or unreadable. */
export function loadFilters(now = Date.now()): ListingFilters {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(FILTERS_STORAGE_KEY) ?? null;
  } catch {
    return emptyFilters;
  }
  if (!raw) return emptyFilters;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    clearFilters();
    return emptyFilters;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success || now - parsed.data.savedAt > FILTERS_TTL_MS || parsed.data.savedAt > now + 60_000) {
    clearFilters();
    return emptyFilters;
  }
  return parsed.data.filters;
}

export function saveFilters(filters: ListingFilters, now = Date.now()): void {
  try {
    storage()?.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ savedAt: now, filters }));
  } catch {
    // a full or blocked storage only costs the visitor their filters on the next visit
  }
}

export function clearFilters(): void {
  try {
    storage()?.removeItem(FILTERS_STORAGE_KEY);
  } catch {
    // nothing stored that could be cleared
  }
}
