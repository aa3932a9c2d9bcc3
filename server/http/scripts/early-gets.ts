/**
 * Runs inline in a page's <head> (server/http/client-app.ts inlines its bundle): starts the
 * GETs the page makes first while its code downloads, and leaves the answers on
 * `window.__earlyGets` keyed by path for the client's API layer (src/api/client.ts), which
 * takes an answer instead of asking again. The paths come in the JSON element just before it.
 */
import { EARLY_GETS_ID, type EarlyWindow } from './globals';

const paths: unknown = JSON.parse(document.getElementById(EARLY_GETS_ID)?.textContent ?? '[]');
const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const lang = document.documentElement.lang;
if (lang) headers['Accept-Language'] = lang;
const early: Record<string, Promise<Response>> = {};
(window as EarlyWindow).__earlyGets = early;
if (Array.isArray(paths)) {
  for (const path of paths) {
    if (typeof path !== 'string') continue;
    // `priority` is a hint older browsers ignore; it is not in every DOM typing yet.
    const answer = fetch(path, { headers, credentials: 'same-origin', priority: 'high' } as RequestInit);
    // The app reads it (and its failure) when it asks; unread, a failure is not an error.
    answer.catch(() => {});
    early[path] = answer;
  }
}
