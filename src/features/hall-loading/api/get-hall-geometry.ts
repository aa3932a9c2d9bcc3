import type { GeometryReply, ParsedHallDocument } from '../../../../engine/hall-transfer';
import { parseHallDocument } from '../../../../engine/hall-transfer';
import type { HallGeometry } from '../../../../engine';
import { HallParseError } from '../../../../engine';
import { SeatIdIndex, stringsView } from '../../../../engine/hall-transfer';
import { ErrorCode } from '../../../../contract/envelope';
import { ApiError } from '../../../api/client';
import { readStoredHall } from '../model/hall-store';
import { decodeHallImages } from '../model/parse-hall';

export interface HallGeometryLoad {
  geometry: HallGeometry;
  columns: ParsedHallDocument['columns'];
  meta: ParsedHallDocument['meta'];
  /** Read, parse (or cache read) time in the worker, ms. */
  ms: number;
  /** Whether it came from this browser's store of parsed halls. */
  cached: boolean;
  /** When the document had arrived (performance.now() of this page), null when it came from the store. */
  receivedAt: number | null;
}

export const hallGeometryPath = (hash: string) => `/api/scheme/hall/${hash}`;

function unpack(hall: ParsedHallDocument, ms: number, cached: boolean, receivedAt: number | null): HallGeometryLoad {
  const g = hall.geometry;
  // The label columns are read through their tables: the join takes the seat list's labels.
  const geometry: HallGeometry = { ...g, rowLabel: stringsView(g.rowLabel), numberText: stringsView(g.numberText), indexOf: new SeatIdIndex(g.ids) };
  return { geometry, columns: hall.columns, meta: hall.meta, ms, cached, receivedAt };
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('../model/hall.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

async function loadHere(hash: string, signal?: AbortSignal): Promise<HallGeometryLoad> {
  const started = performance.now();
  const path = hallGeometryPath(hash);
  const res = await fetch(path, { credentials: 'same-origin', signal, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new ApiError(ErrorCode.internal, res.statusText, res.status, path);
  const text = await res.text();
  const receivedAt = performance.now();
  return unpack(parseHallDocument(text, hash), performance.now() - started, false, receivedAt);
}

/**
 * GET /api/scheme/hall/<hash>: the hall's geometry, read and parsed in a Web Worker (or read
 * back from IndexedDB there, for a hall this browser has seen), pictures decoded. Where
 * workers are missing it is fetched and parsed here, without the store.
 *
 * `stored`: this browser has shown this very hall before, so it is read back from IndexedDB
 * here first, with no worker started: on a phone at 4× the worker's read took ~30 ms of the
 * 51–141 ms the map waited for it, its start (its script, the parser in it) the rest
 * (bench/README.md, "Konva as the map's host").
 */
export async function getHallGeometry(hash: string, signal?: AbortSignal, { stored = false }: { stored?: boolean } = {}): Promise<HallGeometryLoad> {
  if (stored) {
    const started = performance.now();
    const hall = await readStoredHall(hash);
    signal?.throwIfAborted();
    if (hall) {
      performance.mark('seatmap:geometry-message');
      return finish(unpack(hall, performance.now() - started, true, null));
    }
  }
  const worker = startWorker();
  let load: HallGeometryLoad;
  if (!worker) load = await loadHere(hash, signal);
  else {
    load = await new Promise<HallGeometryLoad>((resolve, reject) => {
      let answered = false;
      const stop = () => {
        worker.terminate();
        signal?.removeEventListener('abort', abort);
      };
      const abort = () => {
        stop();
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', abort, { once: true });
      worker.onmessage = (event: MessageEvent<GeometryReply | { stored: true }>) => {
        const reply = event.data;
        if ('stored' in reply) {
          stop();
          return;
        }
        answered = true;
        if (!reply.ok) stop();
        if (reply.ok) performance.mark('seatmap:geometry-message');
        if (reply.ok) resolve(unpack(reply.hall, reply.ms, reply.cached, reply.receivedAt === null ? null : reply.receivedAt - performance.timeOrigin));
        else if (reply.code === 'http') reject(new ApiError(ErrorCode.internal, reply.message, reply.status ?? 0, hallGeometryPath(hash)));
        else if (reply.code === 'network') reject(new TypeError(reply.message));
        else if (reply.code === 'internal') reject(new Error(reply.message));
        else reject(new HallParseError(reply.code, reply.message));
      };
      worker.onerror = (event) => {
        // A worker that failed to load (CSP, bundling) must not cost the visitor the map.
        event.preventDefault();
        stop();
        if (!answered) loadHere(hash, signal).then(resolve, reject);
      };
      worker.postMessage({ hash, url: hallGeometryPath(hash) });
    });
  }
  return finish(load);
}

async function finish(load: HallGeometryLoad): Promise<HallGeometryLoad> {
  performance.mark('seatmap:geometry-unpacked');
  await decodeHallImages(load.geometry);
  return load;
}
