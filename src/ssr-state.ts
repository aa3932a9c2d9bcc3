import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { SSR_STATE_ELEMENT_ID, ssrStateSchema } from '../contract/server-render';

/**
 * What a server-rendered page carries for its hydration (contract/server-render.ts), with the
 * libraries' own types for the answers and the router's state.
 */
export type SsrState = { queries: DehydratedState; router: HydrationState; phone: boolean };

/** The page's state, or null when the server did not render it (or it is unreadable). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = ssrStateSchema.safeParse(JSON.parse(text));
    return state.success ? (state.data as unknown as SsrState) : null;
  } catch {
    return null;
  }
}
