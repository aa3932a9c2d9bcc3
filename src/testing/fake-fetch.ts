import { vi } from 'vitest';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FakeHandler = (init: RequestInit | undefined) => Response | Promise<Response>;
/** A handler, or a body to send in the envelope. */
export type FakeRoute = FakeHandler | object | string | number | boolean | null;

export const TEST_TOKEN = 'test-csrf-token-0123456789';

/**
 * A `fetch` that answers by path (query ignored): a function builds the Response, any
 * other value is sent wrapped in the platform's envelope. `/api/token` answers a token
 * unless overridden; an unlisted path is a 404.
 */
export function fakeFetch(table: Record<string, FakeRoute>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = path in table ? table[path] : path === '/api/token' ? { response: TEST_TOKEN } : undefined;
    if (route === undefined) return json({ response: { errorCode: -404, errorText: 'not found' } }, 404);
    if (typeof route === 'function') return (route as FakeHandler)(init);
    return json(path === '/api/token' ? route : { response: route });
  });
}

/** The smallest setup the contract accepts: every flag at its default. */
export const minimalSetup = { app: {}, db: {}, date: '2025-07-26' };

/** The smallest afisha the contract accepts. */
export function afishaWith(action: unknown[]) {
  return {
    setup: minimalSetup,
    kind_menu: [],
    main_menu: [],
    calendar: [],
    venues: [],
    action,
    list_tags: [],
    event_tags: [],
  };
}
