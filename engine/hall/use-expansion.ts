// <use>: SVG draws it as a group holding a copy of its target (an element of the same file,
// found by the first pass, document-index.ts), the <symbol> it draws fitted into its width and
// height. The target is read again from the document by a tokenizer of its own; this keeps
// what the reader needs to know while it is inside one: which <use>s are being drawn, where
// the fragment being read starts, and how much they have drawn in all.

import type { HallWarning } from './model';
import type { DocumentIndex, ElementRange } from './document-index';
import { HallParseError } from './parse-error';
import { XmlTokenizer } from './xml-tokenizer';

/**
 * Elements <use>s may draw in all, nested ones included (a 200,000-seat hall of two-shape
 * symbols draws 600,000): beyond, the file is refused, as uses of uses of uses multiply.
 */
export const MAX_USE_ELEMENTS = 1_000_000;
/** A <use> drawing a <use> drawing …: deeper chains are not followed. */
const MAX_USE_DEPTH = 32;

/** The <use> being drawn: its target and the size it gives a <symbol>. */
export interface UseTarget { range: ElementRange; width: number; height: number }

export class UseExpansion {
  /** The <use>s being drawn, innermost last. */
  readonly drawing: UseTarget[] = [];
  /** Stack depth of the innermost <use>'s frame: an element opened right under it is the target. */
  base = -1;
  /** Offset in the document of the fragment being read (0 outside a <use>). */
  fragmentStart = 0;
  /** Outermost <use>s drawn so far: the number of the one being drawn, for the importer. */
  count = 0;
  private elements = 0;
  /** The outer <use>s' base and fragmentStart, to restore on leaving (numbers, not an object a <use>). */
  private readonly savedBase: number[] = [];
  private readonly savedStart: number[] = [];

  constructor(
    private readonly index: DocumentIndex | null,
    private readonly maxElements: number,
    private readonly warn: (code: HallWarning['code']) => void,
  ) {}

  /** The target of the <use> `t` has just opened; null (with a warning when it is wrong) when it cannot be drawn. */
  target(t: XmlTokenizer): UseTarget | null {
    let href = '';
    for (let i = 0; i < t.count; i++) {
      const name = t.names[i]!;
      // SVG 2's href wins over xlink:href.
      if (name === 'href') href = t.value(i).trim();
      else if (href === '' && name.endsWith(':href')) href = t.value(i).trim();
    }
    // An empty or absent href draws nothing, as in a browser.
    if (href === '') return null;
    const range = href.startsWith('#') ? this.index?.elements.get(href.slice(1)) : undefined;
    const at = this.fragmentStart + t.tokenStart;
    // A target that holds the <use> itself, or a <use> being drawn, would draw without end.
    const circular = range !== undefined && ((range.start <= at && at < range.end) || this.drawing.some((u) => u.range === range));
    if (range === undefined || circular || this.drawing.length >= MAX_USE_DEPTH) {
      this.warn('use-skipped');
      return null;
    }
    return { range, width: t.num('width', NaN), height: t.num('height', NaN) };
  }

  /** Starts drawing `use`, whose frame is at `depth` on the reader's stack: the tokenizer of its target. */
  enter(use: UseTarget, outer: XmlTokenizer, depth: number): XmlTokenizer {
    const index = this.index!;
    this.savedBase.push(this.base);
    this.savedStart.push(this.fragmentStart);
    if (this.drawing.length === 0) this.count++;
    this.drawing.push(use);
    this.base = depth;
    this.fragmentStart = use.range.start;
    return new XmlTokenizer(index.src.slice(use.range.start, use.range.end), outer.nameTable, index.entities);
  }

  leave(): void {
    this.drawing.pop();
    this.base = this.savedBase.pop()!;
    this.fragmentStart = this.savedStart.pop()!;
  }

  /** An element opened inside a <use>: refused past the limit. */
  countElement(): void {
    if (++this.elements > this.maxElements) throw new HallParseError('too-large', `<use> elements draw more than ${this.maxElements} elements`);
  }
}
