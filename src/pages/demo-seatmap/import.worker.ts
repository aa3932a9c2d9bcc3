// Imports a venue drawing off the main thread: finding rows among tens of thousands of
// shapes takes long enough to freeze the page.
import { HallImportError, importHallSvg } from '../../../engine/hall/import';
import type { ImportReply, ImportRequest } from './import-messages';

// The worker's global, typed by hand: the webworker lib clashes with DOM in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportReply): void;
};

scope.onmessage = (event: MessageEvent<ImportRequest>) => {
  try {
    const { svg, report } = importHallSvg(event.data.text, { name: event.data.name });
    scope.postMessage({ ok: true, svg, report });
  } catch (error) {
    scope.postMessage(
      error instanceof HallImportError
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) },
    );
  }
};
