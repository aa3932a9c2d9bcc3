import { isLang, languages, type Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';

/** The operator's comma list (`db.languages`), in their order; all four until setup arrives. */
export function siteLanguages(setup: Setup | undefined): readonly Lang[] {
  if (!setup) return languages;
  const listed = setup.db.languages
    .split(',')
    .map((code) => code.trim())
    .filter(isLang);
  return listed.length ? [...new Set(listed)] : languages;
}
