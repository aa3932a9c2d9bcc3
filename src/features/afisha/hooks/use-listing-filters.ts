import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilters, loadFilters, saveFilters } from '../model/filter-storage';
import { emptyFilters, type ListingFilters } from '../model/filters';

export const RESET_PARAM = 'reset';

/**
 * The listing filters: restored from local storage (unless expired), saved on every change,
 * cleared by `?reset=1` (which then leaves the address, so a reload keeps new choices).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const resetRequested = params.get(RESET_PARAM) === '1';
  const [filters, setFilters] = useState<ListingFilters>(() => (resetRequested ? emptyFilters : loadFilters()));

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
    if (filters === emptyFilters) clearFilters();
    else saveFilters(filters);
  }, [filters, resetRequested]);

  const update = useCallback((patch: Partial<ListingFilters>) => setFilters((f) => ({ ...f, ...patch })), []);
  const reset = useCallback(() => setFilters(emptyFilters), []);
  return { filters, update, reset };
}
