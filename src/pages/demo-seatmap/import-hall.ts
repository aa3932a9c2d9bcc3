// The importer itself loads with the worker (or on demand): only its error and report types here.
import { HallImportError } from '../../../engine/hall/import';
import type { ImportReport } from '../../../engine/hall/import';
import type { ImportReply } from './import-messages';

export interface ImportedHall {
  /** The hall in the convention, to be parsed like any other. */
  svg: string;
  report: ImportReport;
}

/**
 * Turns a drawing whose seats are not marked into a hall (engine/hall/import), in a Web
 * Worker when there is one, else here. Refusals come back as HallImportError.
 */
export function importHall(text: string, name: string, signal: AbortSignal): Promise<ImportedHall> {
  let worker: Worker | null = null;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  const here = async (): Promise<ImportedHall> => {
    const { importHallSvg } = await import('../../../engine/hall/import');
    const { svg, report } = importHallSvg(text, { name });
    return { svg, report };
  };
  const w = worker;
  if (!w) return here();
  return new Promise<ImportedHall>((resolve, reject) => {
    const done = () => {
      w.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      done();
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', abort, { once: true });
    w.onmessage = (event: MessageEvent<ImportReply>) => {
      done();
      const reply = event.data;
      if (reply.ok) resolve({ svg: reply.svg, report: reply.report });
      else if (reply.code === 'internal') reject(new Error(reply.message));
      else reject(new HallImportError(reply.code, reply.message));
    };
    w.onerror = (event) => {
      done();
      // A worker that failed to load must not cost the visitor the import.
      event.preventDefault();
      here().then(resolve, reject);
    };
    w.postMessage({ text, name });
  });
}
