// The reader is driven by the tokenizer's events; the whole document and a <use>'s target
// (read by a tokenizer of its own) are walked the same way.

import { CLOSE, OPEN, TEXT, type XmlTokenizer } from './xml-tokenizer';

export interface ElementHandler {
  /** An element opened: the tokenizer holds its name and attributes. */
  open(): void;
  close(): void;
  /** Character data: the tokenizer's `text`. */
  text(): void;
}

/** Feeds every event of `tok` to `handler`, to the end of its text. */
export function walkElements(tok: XmlTokenizer, handler: ElementHandler): void {
  for (;;) {
    const ev = tok.next();
    if (ev === OPEN) handler.open();
    else if (ev === CLOSE) handler.close();
    else if (ev === TEXT) handler.text();
    else break;
  }
}
