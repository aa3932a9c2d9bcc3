import type { HallGeometry } from '../../../../engine';
import { HallParseError, parseHallSvg } from '../../../../engine';
import { decodeDataUrl, imagePlacement } from '../../../../engine';
import type { ParseReply, TransferredGeometry } from '../../../../engine/hall-transfer';
import { SeatIdIndex, unpackStrings } from '../../../../engine/hall-transfer';

export interface ParsedHall {
  geometry: HallGeometry;
  /** Time spent parsing (in the worker when there is one), milliseconds. */
  ms: number;
}

export interface HallParser {
  parse(text: string, signal?: AbortSignal): Promise<ParsedHall>;
  dispose(): void;
}

function parseHere(text: string): ParsedHall {
  const started = performance.now();
  const geometry = parseHallSvg(text);
  return { geometry, ms: performance.now() - started };
}

/** Undoes the worker's packing (see TransferredGeometry). */
function unpack(geometry: TransferredGeometry): HallGeometry {
  return { ...geometry, rowLabel: unpackStrings(geometry.rowLabel), numberText: unpackStrings(geometry.numberText), indexOf: new SeatIdIndex(geometry.ids) };
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * A parser backed by a Web Worker, started now so that it is warm when the hall's text
 * arrives (start it before fetching). Where workers are missing (tests, old browsers) or
 * fail to load, it parses on the main thread. Refusals come back as HallParseError.
 * One parse per parser; `dispose` stops the worker.
 */
export function createHallParser(): HallParser {
  let worker = startWorker();
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  return {
    parse(text, signal) {
      const w = worker;
      if (!w) return Promise.resolve().then(() => withImages(parseHere(text)));
      return new Promise<ParsedHall>((resolve, reject) => {
        const parsedHere = () => withImages(parseHere(text));
        const done = () => {
          stop();
          signal?.removeEventListener('abort', abort);
        };
        const abort = () => {
          done();
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        };
        signal?.addEventListener('abort', abort, { once: true });
        w.onmessage = (event: MessageEvent<ParseReply>) => {
          done();
          const reply = event.data;
          if (reply.ok) resolve(withImages({ geometry: unpack(reply.geometry), ms: reply.ms }));
          else if (reply.code === 'internal') reject(new Error(reply.message));
          else reject(new HallParseError(reply.code, reply.message));
        };
        w.onerror = (event) => {
          done();
          // A worker that failed to load (CSP, bundling) must not cost the visitor the map.
          event.preventDefault();
          try {
            resolve(parsedHere());
          } catch (error) {
            reject(error);
          }
        };
        w.postMessage({ text });
      });
    },
    dispose: stop,
  };
}

/**
 * Decodes the pictures embedded in the hall (the parser keeps them as `data:` URLs) so that
 * the renderer can draw them; one that does not decode is left out and counted as dropped.
 * Nothing is fetched: the bytes come out of the URL itself.
 */
export async function decodeHallImages(geometry: HallGeometry): Promise<void> {
  const images = geometry.decoration?.images ?? [];
  if (images.length === 0 || typeof createImageBitmap === 'undefined') return;
  let dropped = 0;
  await Promise.all(
    images.map(async (image) => {
      const data = decodeDataUrl(image.href);
      try {
        if (!data) throw new Error('damaged data: URL');
        const picture = await createImageBitmap(new Blob([data.bytes as Uint8Array<ArrayBuffer>], { type: data.type }));
        image.decoded = { picture, ...imagePlacement(image, picture.width, picture.height) };
      } catch {
        dropped++;
      }
    }),
  );
  if (dropped > 0) {
    const warnings = (geometry.warnings ??= []);
    const w = warnings.find((x) => x.code === 'image-dropped');
    if (w) w.count += dropped;
    else warnings.push({ code: 'image-dropped', ids: [], count: dropped });
  }
}

async function withImages(parsed: ParsedHall): Promise<ParsedHall> {
  await decodeHallImages(parsed.geometry);
  return parsed;
}

/** Parses once with a fresh parser. */
export function parseHall(text: string, signal?: AbortSignal): Promise<ParsedHall> {
  return createHallParser().parse(text, signal);
}
