import { useLayoutEffect } from 'react';
import { setLanguage } from './i18n';
import { useLang } from './use-lang';

/** Follows `?lang=` on every navigation; a layout effect, so no frame paints the old language. */
export function useSyncLanguage(): void {
  const lang = useLang();
  useLayoutEffect(() => {
    void setLanguage(lang);
  }, [lang]);
}
