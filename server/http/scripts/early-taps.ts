/**
 * Runs inline in a server-rendered page's <head> (server/http/client-app.ts inlines its
 * bundle). Such a page shows buttons before its code has taken them over (a second or two on
 * a slow phone): a tap on one then would do nothing. This keeps such taps (buttons and
 * button-like roles in #root; links navigate by themselves) on `window.__earlyTaps` for the
 * app to replay once it has hydrated the page (src/app/early-taps.ts), which then calls
 * `window.__stopEarlyTaps`.
 */
import type { EarlyWindow } from './globals';

const TAPPABLE = 'button,[role="button"],[role="tab"],[role="option"],[role="switch"],input[type="checkbox"],input[type="radio"],label,summary';

const w = window as EarlyWindow;
const kept: Element[] = [];
w.__earlyTaps = kept;

function keep(event: MouseEvent): void {
  if (!w.__earlyTaps) return;
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  const root = document.getElementById('root');
  if (!target || !root || !root.contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  kept.push(target);
}

document.addEventListener('click', keep, true);
w.__stopEarlyTaps = () => document.removeEventListener('click', keep, true);
