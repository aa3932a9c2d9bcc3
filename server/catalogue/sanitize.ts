import { JSDOM } from 'jsdom';
import { htmlSanitizer, type HtmlSanitizer } from '../../contract/html-policy';

// Event descriptions and rules are operator HTML, cleaned with the page's own allow-list
// (contract/html-policy.ts); the page cleans it again with the same one.
let clean: HtmlSanitizer | null = null;

/**
 * Sanitised texts by their HTML. The kept afisha is rebuilt once a second while a stadium sells
 * and sanitising every event's description in four languages was three quarters of that build
 * (~9 ms of the event loop); the descriptions change only with the catalogue.
 */
const done = new Map<string, string>();
const KEPT = 5_000;

export function sanitize(html: string): string {
  let out = done.get(html);
  if (out === undefined) {
    clean ??= htmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
    out = clean(html);
    if (done.size >= KEPT) done.clear();
    done.set(html, out);
  }
  return out;
}
