import { useSearchParams } from 'react-router-dom';
import { defaultLang, parseLang, type Lang } from '../../contract/lang';

/** The address is the source of truth for the language (`?lang=`, default ru). */
export function useLang(): Lang {
  const [params] = useSearchParams();
  return parseLang(params.get('lang'));
}

/**
 * Sets `lang` on a URL's query: present only for a non-default language (docs/product/routes.md).
 * Other query parameters and the fragment are kept.
 */
export function withLang(to: string, lang: Lang): string {
  const hashAt = to.indexOf('#');
  const fragment = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (lang === defaultLang) params.delete('lang');
  else params.set('lang', lang);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${fragment}`;
}
