import { useSyncExternalStore } from 'react';

/** Phones: below this width the listing is one column and shows fewer tags. */
export const PHONE_QUERY = '(max-width: 599.98px)';

const assumed = new Map<string, boolean>();

/**
 * What a server-rendered page assumed about the screen (a phone, from the request), so that
 * its hydration renders the same markup; the real answer follows right after hydration.
 */
export function assumeMediaQuery(query: string, matches: boolean): void {
  assumed.set(query, matches);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => assumed.get(query) ?? false,
  );
}
