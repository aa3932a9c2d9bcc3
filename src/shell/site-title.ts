import { defaultLang, fallbackLang, type Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';

/** The operator's title for the language (setup.db.meta), else English, else Russian; '' if none. */
export function siteTitle(setup: Setup | undefined, lang: Lang): string {
  const meta = setup?.db.meta ?? [];
  for (const l of [lang, fallbackLang, defaultLang]) {
    const title = meta.find((m) => m.lang === l)?.title;
    if (title) return title;
  }
  return '';
}
