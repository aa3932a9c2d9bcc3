import { describe, expect, it } from 'vitest';
import { afishaSchema } from '../../../../contract/afisha';
import { fixtureAfisha } from '../testing/afisha-fixture';
import { applyFilters, emptyFilters, inRange, isFilterActive, normalize, type ListingFilters } from './filters';
import { indexListing } from './listing-index';

const items = indexListing(afishaSchema.parse(fixtureAfisha()));
const ids = (f: Partial<ListingFilters>, subs: ReadonlySet<string> | null = null) =>
  applyFilters(items, { ...emptyFilters, ...f }, { lang: 'ru', subscriptionHashes: subs }).map((i) => i.event.event_id);

describe('listing filters', () => {
  it('without filters keep every event, in sort order', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('search matches the name in the language, the venue and the address, ignoring case, ё and spaces', () => {
    expect(normalize('  Ёлка   В  парке ')).toBe('елка в парке');
    expect(ids({ search: 'динозавров' })).toEqual([2]);
    expect(ids({ search: 'ЗУБОВСКИЙ' })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      applyFilters(items, { ...emptyFilters, search: 'dinosaurs' }, { lang: 'en', subscriptionHashes: null }).map((i) => i.event.event_id),
    ).toEqual([2]);
  });

  it('tags match any chosen tag', () => {
    expect(ids({ tags: [1] })).toEqual([2]);
    expect(ids({ tags: [1, 3] })).toEqual([2, 5]);
    expect(ids({ tags: [9] })).toEqual([]);
  });

  it('a date range keeps events with a session in it; one day when only "from" is set', () => {
    expect(ids({ from: '2026-11-24', to: '2026-11-24' })).toEqual([2, 5]);
    expect(ids({ from: '2026-11-24', to: null })).toEqual([2, 5]);
    expect(ids({ from: '2026-11-26', to: '2026-11-28' })).toEqual([3, 6, 7, 8]);
    expect(inRange('2026-11-25', '2026-11-24', '2026-11-20')).toBe(false);
  });

  it('"show available" drops sold out, soon on sale, and events with no tickets in the range', () => {
    expect(ids({ available: true })).toEqual([1, 2, 5, 6, 7, 8]);
    expect(ids({ available: true, from: '2026-11-26', to: '2026-11-26' })).toEqual([]);
  });

  it('subscriptions keep the client’s events, and only count for a client who has some', () => {
    const subs = new Set([items[1]!.event.hash_id]);
    expect(ids({ subscriptions: true }, subs)).toEqual([2]);
    expect(ids({ subscriptions: true }, null)).toHaveLength(8);
    expect(isFilterActive({ ...emptyFilters, subscriptions: true }, { subscriptionHashes: null })).toBe(false);
    expect(isFilterActive({ ...emptyFilters, subscriptions: true }, { subscriptionHashes: subs })).toBe(true);
  });

  it('combine: every filter narrows', () => {
    expect(ids({ tags: [2], available: true })).toEqual([1, 2]);
    expect(ids({ tags: [2], available: true, search: 'мир' })).toEqual([2]);
    expect(ids({ tags: [2], from: '2026-11-22', to: '2026-11-22' })).toEqual([1]);
  });

  it('a blank search is not an active filter', () => {
    expect(isFilterActive({ ...emptyFilters, search: '   ' }, { subscriptionHashes: null })).toBe(false);
    expect(isFilterActive({ ...emptyFilters, tags: [1] }, { subscriptionHashes: null })).toBe(true);
  });
});
