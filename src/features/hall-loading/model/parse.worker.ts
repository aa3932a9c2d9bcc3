// Parses a hall SVG off the main thread: a 200k-seat hall is 12 MB of text, and the page
// must keep answering taps meanwhile. The typed arrays are transferred, not copied.
// The parser's entry point, not the engine's: that one brings the renderer and Konva, which a worker never uses.
import { HallParseError, parseHallSvg } from '../../../../engine/hall';
import type { ParseReply, ParseRequest, TransferredGeometry } from '../../../../engine/hall-transfer';
import { packStrings } from '../../../../engine/hall-transfer';

// The worker's global, typed by hand: the webworker lib clashes with DOM in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage(message: ParseReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const started = performance.now();
  try {
    const { indexOf: _rebuiltOnTheOtherSide, rowLabel, numberText, ...rest } = parseHallSvg(event.data.text);
    const geometry: TransferredGeometry = { ...rest, rowLabel: packStrings(rowLabel), numberText: packStrings(numberText) };
    const reply: ParseReply = { ok: true, geometry, ms: performance.now() - started };
    const columns = [geometry.ids, geometry.x, geometry.y, geometry.r, geometry.sector, geometry.kind, geometry.rowLabel.codes, geometry.numberText.codes];
    const transfer = [...columns, ...geometry.sectors.map((s) => s.seats)].map((a) => a.buffer as ArrayBuffer);
    scope.postMessage(reply, [...new Set(transfer)]);
  } catch (error) {
    const reply: ParseReply =
      error instanceof HallParseError
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
    scope.postMessage(reply);
  }
};
