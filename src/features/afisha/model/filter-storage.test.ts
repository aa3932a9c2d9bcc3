// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFilters, FILTERS_STORAGE_KEY, FILTERS_TTL_MS, loadFilters, saveFilters } from './filter-storage';
import { emptyFilters } from './filters';

const chosen = { search: 'музей', from: '2026-11-24', to: '2026-11-30', tags: [1, 2], available: true, subscriptions: false };

beforeEach(() => localStorage.clear());

describe('filter storage', () => {
  it('round-trips the filters', () => {
    saveFilters(chosen, 1000);
    expect(loadFilters(2000)).toEqual(chosen);
  });

  it('expires after the interval and clears the entry', () => {
    saveFilters(chosen, 1000);
    expect(loadFilters(1000 + FILTERS_TTL_MS)).toEqual(chosen);
    expect(loadFilters(1001 + FILTERS_TTL_MS)).toEqual(emptyFilters);
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('rejects garbage and keeps what is readable', () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, 'nope');
    expect(loadFilters()).toEqual(emptyFilters);
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), filters: { search: 5, from: '24.11.2026', tags: ['x'], available: true } }));
    expect(loadFilters()).toEqual({ ...emptyFilters, available: true });
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ savedAt: Date.now() + 10 * FILTERS_TTL_MS, filters: chosen }));
    expect(loadFilters()).toEqual(emptyFilters);
  });

  it('clears', () => {
    saveFilters(chosen);
    clearFilters();
    expect(loadFilters()).toEqual(emptyFilters);
  });
});
