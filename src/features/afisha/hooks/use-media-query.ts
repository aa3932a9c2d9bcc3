import { useSyncExternalStore } from 'react';

/** Phones: below this width the listing is one column and shows fewer tags. */
export const PHONE_QUERY = '(max-width: 599.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
