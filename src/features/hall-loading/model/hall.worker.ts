// Loads a hall geometry document off the main thread: from IndexedDB when this browser has
// parsed it before (keyed by its content hash), else fetched (the HTTP cache may have it:
// the URL is immutable), parsed and stored. The typed arrays are transferred, not copied.
// After the reply, a second message says the stored copy is written (the page ends the
// worker then, not before, or the write would be lost).
import type { GeometryReply, GeometryRequest } from '../../../../engine/hall-transfer';
import { hallBuffers } from '../../../../engine/hall-transfer';
import { parseHallDocument } from '../../../../engine/hall-transfer';
import { HallParseError } from '../../../../engine';
import { readStoredHall, storeHall } from './hall-store';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<GeometryRequest>) => void) | null;
  postMessage(message: GeometryReply | { stored: true }, transfer?: Transferable[]): void;
};

async function load({ hash, url }: GeometryRequest): Promise<void> {
  const started = performance.now();
  const stored = await readStoredHall(hash);
  if (stored) {
    scope.postMessage({ ok: true, hall: stored, ms: performance.now() - started, cached: true, receivedAt: null }, hallBuffers(stored));
    scope.postMessage({ stored: true });
    return;
  }
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    scope.postMessage({ ok: false, code: 'network', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!res.ok) {
    scope.postMessage({ ok: false, code: 'http', status: res.status, message: res.statusText });
    return;
  }
  const text = await res.text();
  const receivedAt = performance.timeOrigin + performance.now();
  const hall = parseHallDocument(text, hash);
  const { written } = await storeHall(hash, hall);
  scope.postMessage({ ok: true, hall, ms: performance.now() - started, cached: false, receivedAt }, hallBuffers(hall));
  await written;
  scope.postMessage({ stored: true });
}

scope.onmessage = (event: MessageEvent<GeometryRequest>) => {
  load(event.data).catch((error: unknown) => {
    const reply: GeometryReply =
      error instanceof HallParseError
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
    scope.postMessage(reply);
  });
};
