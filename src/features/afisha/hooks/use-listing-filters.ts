import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilters, loadFilters, saveFilters } from '../model/filter-storage';
import { emptyFilters, type ListingFilters } from '../model/filters';

export const RESET_PARAM = 'reset';

/**
 * The listing filters: restored from local storage (unless expired), saved on every change,
 * cleared by `?reset=1` (which then leaves the address, so a reload keeps new choices).
 */
const subscribeNothing = () => () => {};

/** True while React hydrates a page the server rendered (and on the server), false after. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const resetRequested = params.get(RESET_PARAM) === '1';
  const hydrating = useHydrating();
  // The server cannot read the visitor's storage: a listing it rendered is hydrated without
  // filters, as drawn, and the stored ones are applied right after.
  const [filters, setFilters] = useState<ListingFilters>(() => (resetRequested || hydrating ? emptyFilters : loadFilters()));
  const restoring = useRef(hydrating && !resetRequested);

  useEffect(() => {
    if (!restoring.current) return;
    const stored = loadFilters();
    if (stored === emptyFilters) restoring.current = false;
    else setFilters(stored);
  }, []);

  useEffect(() => {
    if (!resetRequested) return;
    clearFilters();
    setFilters(emptyFilters);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(RESET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [resetRequested, setParams]);

  useEffect(() => {
    if (resetRequested) return;
    // Not saved over before they are restored (they are what is stored).
    if (restoring.current) {
      if (filters !== emptyFilters) restoring.current = false;
      return;
    }
    if (filters === emptyFilters) clearFilters();
    else saveFilters(filters);
  }, [filters, resetRequested]);

  const update = useCallback((patch: Partial<ListingFilters>) => setFilters((f) => ({ ...f, ...patch })), []);
  const reset = useCallback(() => setFilters(emptyFilters), []);
  return { filters, update, reset };
}
