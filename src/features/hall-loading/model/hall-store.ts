// The parsed halls a browser keeps (IndexedDB, keyed by the geometry's content hash): a warm
// visit reads the typed arrays back instead of fetching and parsing the document again. A
// hash never changes meaning, so nothing is ever stale; the oldest halls go past KEEP.
import type { ParsedHallDocument } from '../../../../engine/hall-transfer';

const DB = 'storefront-halls';
const STORE = 'halls';
/** What this code stores changes with the parser: a new format is a new key space. */
const FORMAT = 3;
/** Halls kept: a stadium is some megabytes. */
const KEEP = 4;

interface Stored {
  key: string;
  at: number;
  hall: ParsedHallDocument;
}

const keyOf = (hash: string) => `${FORMAT}:${hash}`;

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => {
      const store = r.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('at', 'at');
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB did not open'));
    r.onblocked = () => reject(new Error('IndexedDB is blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** The hall stored under this hash, or null (none, or no IndexedDB: private windows, tests). */
export async function readStoredHall(hash: string): Promise<ParsedHallDocument | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const db = await open();
    const stored = await request<Stored | undefined>(db.transaction(STORE, 'readonly').objectStore(STORE).get(keyOf(hash)));
    return stored?.hall ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the hall. IndexedDB copies the value during `put` itself, so the caller may transfer
 * its buffers as soon as this resolves (`written` then says when the write is done: a worker
 * ended before that loses it). A failure (quota) only costs the next visit a download.
 */
export async function storeHall(hash: string, hall: ParsedHallDocument): Promise<{ written: Promise<void> }> {
  const none = { written: Promise.resolve() };
  if (typeof indexedDB === 'undefined') return none;
  let db: IDBDatabase;
  try {
    db = await open();
  } catch {
    return none;
  }
  try {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    store.put({ key: keyOf(hash), at: Date.now(), hall } satisfies Stored);
    // Past KEEP halls, the oldest go.
    const keys = store.index('at').getAllKeys();
    keys.onsuccess = () => {
      const all = keys.result;
      for (const key of all.slice(0, Math.max(0, all.length - KEEP))) store.delete(key);
    };
    const written = new Promise<void>((resolve) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => resolve();
      tx.onabort = () => resolve();
    });
    return { written };
  } catch {
    return none;
  }
}
