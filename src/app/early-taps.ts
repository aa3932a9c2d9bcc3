import { useEffect } from 'react';

/** What the inline script of a server-rendered page keeps (server/http/scripts/early-taps.ts). */
type EarlyTapsWindow = Window & { __earlyTaps?: HTMLElement[]; __stopEarlyTaps?: () => void };

/**
 * Replays the taps a buyer made on the server-rendered page before the app took it over, in
 * their order, on the same elements (hydration keeps the server's nodes), and stops keeping
 * new ones. A tap whose element is gone or disabled by then is dropped.
 */
export function replayEarlyTaps(win: Window = window): number {
  const w = win as EarlyTapsWindow;
  const taps = w.__earlyTaps ?? [];
  w.__earlyTaps = undefined;
  w.__stopEarlyTaps?.();
  let replayed = 0;
  for (const element of taps) {
    if (!element.isConnected || (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') continue;
    element.click();
    replayed += 1;
  }
  return replayed;
}

/** Rendered beside the hydrated app: its effect runs once the whole first render has committed. */
export function EarlyTapsReplay(): null {
  useEffect(() => {
    replayEarlyTaps();
  }, []);
  return null;
}
