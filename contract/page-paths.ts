import { isLang } from './lang';

/**
 * The storefront's page addresses as React Router patterns. The client routes by them
 * (src/config/routes.ts holds the same list, a test keeps the two equal) and the server
 * answers a path that none of them matches with 404, with the app's not-found page.
 */
export const pagePatterns = [
  '/',
  '/contacts',
  '/event/:hash/:date?/:time?',
  '/scheme/:hash/:date?/:time?',
  '/order/:hash',
  '/order/return/:hash',
  '/order/declined/:hash',
  '/nominal-tickets/:hash',
  '/ticket/:tickethash_id',
  '/rules/purchase-terms',
  '/rules/privacy-policy',
  '/:lang/rules',
  '/:lang/rules-agreement',
  '/demo/seatmap',
  '/waitlist/leave/:token',
] as const;

/** Parameters the client checks before showing the page (an unknown language is its 404). */
const paramChecks: Record<string, (value: string) => boolean> = { lang: isLang };

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Whether `pattern` matches `pathname` as React Router matches it (static parts case-insensitive). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  let got: string[];
  try {
    got = segmentsOf(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return false; // malformed %-escapes: no page has such an address
  }
  let i = 0;
  for (const part of want) {
    const optional = part.endsWith('?');
    const name = optional ? part.slice(0, -1) : part;
    const value = got[i];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    if (name.startsWith(':')) {
      const check = paramChecks[name.slice(1)];
      if (check && !check(value)) return false;
    } else if (name.toLowerCase() !== value.toLowerCase()) {
      return false;
    }
    i++;
  }
  return i === got.length;
}

export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((p) => matchesPattern(p, pathname));
}
