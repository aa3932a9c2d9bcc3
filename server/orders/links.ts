import { defaultLang, type Lang } from '../../contract/lang';

/**
 * The storefront's order pages, as links the bank sends the buyer back to: in the buyer's
 * language (omitted when it is the default, as the storefront's own links do).
 */
export function orderPageLink(hash: string, lang: Lang | null | undefined, query: Record<string, string> = {}, page: 'view' | 'declined' = 'view'): string {
  const params = new URLSearchParams(query);
  if (lang && lang !== defaultLang) params.set('lang', lang);
  const q = params.toString();
  return `${page === 'declined' ? '/order/declined/' : '/order/'}${hash}${q ? `?${q}` : ''}`;
}
