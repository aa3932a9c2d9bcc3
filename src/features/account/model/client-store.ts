import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { clientSubscriptionSchema, type ClientInfo } from '../../../../contract/order';

/**
 * The logged-in personal-account client, kept in local storage (docs/product/booking.md: the client
 * is identified by locally stored client info). Booking pages read it to prefill the buyer
 * and to offer tickets by subscription.
 */
export type StoredClient = {
  sessionId: string;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string;
  /** The full name as the account writes it (it may be all there is). */
  clientname: string;
  phone: string;
  id: number | null;
  hashId: string;
  cardCode: string;
  subscriptions: { subscrit_id: number; quant: number; hash_id: string }[];
};

export const CLIENT_STORAGE_KEY = 'crmClient';

const storedSchema = z.object({
  sessionId: z.string().min(1).max(128),
  email: z.string().catch(''),
  firstname: z.string().catch(''),
  lastname: z.string().catch(''),
  middlename: z.string().catch(''),
  clientname: z.string().catch(''),
  phone: z.string().catch(''),
  id: z.number().int().nullable().catch(null),
  hashId: z.string().catch(''),
  cardCode: z.string().catch(''),
  subscriptions: z.array(clientSubscriptionSchema).catch([]),
});

export function toStoredClient(info: ClientInfo): StoredClient {
  return {
    sessionId: info.sessionId,
    email: info.email || info.clientemail || '',
    firstname: info.firstname ?? '',
    lastname: info.lastname ?? '',
    middlename: info.middlename ?? '',
    clientname: info.clientname ?? '',
    phone: info.clientphone ?? '',
    id: info.id ?? null,
    hashId: info.hashId ?? '',
    cardCode: info.cardCode ?? '',
    subscriptions: info.subscriptions,
  };
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; client: StoredClient | null } = { raw: null, client: null };
// Where the client lives when local storage is blocked (privacy mode): this page only.
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): StoredClient | null {
  let raw: string | null = memory;
  try {
    const store = storage();
    if (store) raw = store.getItem(CLIENT_STORAGE_KEY);
  } catch {
    raw = memory;
  }
  // Same string, same object: useSyncExternalStore needs a stable snapshot.
  if (raw === cache.raw) return cache.client;
  let client: StoredClient | null = null;
  if (raw) {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      client = parsed.success ? parsed.data : null;
    } catch {
      client = null;
    }
  }
  cache = { raw, client };
  return client;
}

function notify(): void {
  for (const l of listeners) l();
}

export function getClient(): StoredClient | null {
  return read();
}

export function saveClient(client: StoredClient): void {
  memory = JSON.stringify(client);
  try {
    storage()?.setItem(CLIENT_STORAGE_KEY, memory);
  } catch {
    // blocked storage: the client stays logged in for this page only (memory above)
  }
  notify();
}

// Sessions logged out in this page: a `?sessionId` still in the address must not log back in.
const ended = new Set<string>();

export function isEndedSession(sessionId: string): boolean {
  return ended.has(sessionId);
}

/** Logs the client out here; `sessionId` (when given) is not loaded again in this page. */
export function clearClient(sessionId?: string): void {
  if (sessionId) ended.add(sessionId);
  memory = null;
  try {
    storage()?.removeItem(CLIENT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
  cache = { raw: null, client: null };
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === CLIENT_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in client, or null; re-renders on login and logout, in this tab and others. */
export function useClient(): StoredClient | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** hash_id of the events the client may book by subscription (quantity left), or null when logged out. */
export function subscriptionHashes(client: StoredClient | null): ReadonlySet<string> | null {
  if (!client) return null;
  return new Set(client.subscriptions.filter((s) => s.quant > 0).map((s) => s.hash_id));
}
