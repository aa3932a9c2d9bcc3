import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What a server-rendered page carries for its hydration (<script id="ssr-state">, written
 * by src/entry-server.tsx): the API answers its markup was made from, the router's state,
 * and what it assumed about the screen.
 */
export type SsrState = { queries: DehydratedState; router: HydrationState; phone: boolean };

/** The page's state, or null when the server did not render it (or it is unreadable). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState>;
    return state && typeof state === 'object' && state.queries && state.router ? (state as SsrState) : null;
  } catch {
    return null;
  }
}
