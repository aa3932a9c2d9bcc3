// A pull tokenizer for the XML subset hall SVGs are written in, built for speed and for
// refusing hostile input early. A general SAX parser (saxes) took four times as long on the
// 6 MB, 100,000-seat hall (bench/README.md, "Hall XML"); this one avoids most per-token allocation:
// names are interned (name-table.ts), attribute values stay offsets into the source until
// asked for, and numbers are read from the source directly. It checks well-formedness (balanced tags,
// quoted attributes, one root) and the security rules of the hall convention on every
// element, including those the reader ignores, and never recurses.

import { EntityTable, readDoctype } from './xml-entities';
import { HallParseError } from './parse-error';
import { isSpace } from './number-reader';
import { integerAt, numberAt } from './fast-number';
import { ATTR_PLAIN, checkAttribute, checkCss, checkElement, localName } from './xml-security';
import { NameTable, hashStep } from './name-table';

export const END = 0;
export const OPEN = 1;
export const CLOSE = 2;
export const TEXT = 3;

/** Deeper documents are refused rather than allowed to grow the element stack without end. */
const MAX_DEPTH = 100_000;

export class XmlTokenizer {
  /** Qualified name of the element opened or closed (interned: compare with ===). */
  name = '';
  /** Attribute names of the element opened, for i < `count`. */
  readonly names: string[] = [];
  count = 0;
  selfClosing = false;
  /** Decoded text of a TEXT event (character data or CDATA); whitespace-only runs are skipped. */
  text = '';
  /** Offset of the `<` of the tag just opened or closed. */
  tokenStart = 0;

  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** Values that held references, decoded at once (so bad references fail where they are). */
  private readonly decoded: (string | null)[] = [];
  private pos = 0;
  private hash = 0;
  private readonly stack: string[] = [];
  private rootSeen = false;
  private doctypeSeen = false;
  readonly nameTable: NameTable;

  /**
   * `names`: names to intern up front, or the table of the document a fragment was cut
   * from; `entities`: that document's entities. (A `<use>`'s target is read on its own, by
   * a tokenizer made for it: sharing the tables keeps that cheap and its names identical.)
   */
  constructor(private readonly src: string, names: readonly string[] | NameTable = [], readonly entities = new EntityTable()) {
    if (src.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.nameTable = names instanceof NameTable ? names : new NameTable(names);
  }

  /** Offset just after the last token read. */
  get offset(): number {
    return this.pos;
  }

  get depth(): number {
    return this.stack.length;
  }

  /** Index of the attribute `name` of the element just opened, -1 when absent. */
  find(name: string): number {
    for (let i = 0; i < this.count; i++) if (this.names[i] === name) return i;
    return -1;
  }

  value(i: number): string {
    return this.decoded[i] ?? this.src.slice(this.starts[i], this.ends[i]);
  }

  attr(name: string): string | undefined {
    const i = this.find(name);
    return i < 0 ? undefined : this.value(i);
  }

  /** A length attribute read like parseFloat (trailing units ignored); `fallback` if absent or not a number. */
  num(name: string, fallback = 0): number {
    const i = this.find(name);
    return i < 0 ? fallback : this.numberAt(i, fallback);
  }

  /** The attribute at index i read like parseFloat, `fallback` when not a number. */
  numberAt(i: number, fallback = 0): number {
    const d = this.decoded[i];
    return d == null ? numberAt(this.src, this.starts[i]!, this.ends[i]!, fallback) : numberAt(d, 0, d.length, fallback);
  }

  /** The attribute at index i as a whole number, NaN when it is not one. */
  integer(i: number): number {
    const d = this.decoded[i];
    return d == null ? integerAt(this.src, this.starts[i]!, this.ends[i]!) : integerAt(d, 0, d.length);
  }

  next(): number {
    const src = this.src;
    for (;;) {
      const p = this.pos;
      if (p >= src.length) return this.end();
      if (src.charCodeAt(p) !== 60) {
        if (this.readText(p)) return TEXT;
        continue;
      }
      const c = src.charCodeAt(p + 1);
      if (c === 47) return this.readClose(p);
      if (c === 63) this.readInstruction(p);
      else if (c === 33) {
        if (this.readBang(p)) return TEXT;
      } else return this.readOpen(p);
    }
  }

  private end(): number {
    if (this.stack.length > 0) throw new HallParseError('malformed', `document ends inside <${this.stack[this.stack.length - 1]}>`, this.pos);
    if (!this.rootSeen) throw new HallParseError('not-xml', 'no root element');
    return END;
  }

  private readText(p: number): boolean {
    const src = this.src;
    const len = src.length;
    let q = p;
    while (q < len && isSpace(src.charCodeAt(q))) q++;
    let end = q;
    while (end < len && src.charCodeAt(end) !== 60) end++;
    this.pos = end;
    if (q === end) return false;
    if (this.stack.length === 0) {
      throw this.rootSeen ? new HallParseError('malformed', 'text after the root element', q) : new HallParseError('not-xml', 'the input does not start with markup', q);
    }
    this.text = this.entities.decode(src.slice(p, end), p);
    this.checkStyleText(p);
    return true;
  }

  private readBang(p: number): boolean {
    const src = this.src;
    if (src.startsWith('<!--', p)) {
      this.pos = this.after('-->', p + 4);
    } else if (src.startsWith('<![CDATA[', p)) {
      if (this.stack.length === 0) throw new HallParseError('malformed', 'CDATA outside the root element', p);
      const end = src.indexOf(']]>', p + 9);
      if (end < 0) throw new HallParseError('malformed', 'unterminated CDATA section', p);
      this.pos = end + 3;
      this.text = src.slice(p + 9, end);
      if (this.text.trim() === '') return false;
      this.checkStyleText(p);
      return true;
    } else if (src.startsWith('<!DOCTYPE', p)) {
      if (this.rootSeen || this.doctypeSeen) throw new HallParseError('malformed', 'misplaced DOCTYPE', p);
      this.doctypeSeen = true;
      this.pos = readDoctype(src, p, this.entities);
    } else if (src.startsWith('<!ENTITY', p)) {
      throw new HallParseError('entity', 'entity declaration outside the DOCTYPE', p);
    } else {
      throw new HallParseError('malformed', 'unknown markup declaration', p);
    }
    return false;
  }

  private readInstruction(p: number): void {
    const end = this.after('?>', p + 2);
    const body = this.src.slice(p + 2, end - 2);
    // A linked stylesheet is an external resource, whatever else the file holds.
    if (/^xml-stylesheet\b/i.test(body)) {
      const href = /\bhref\s*=\s*["']([^"']*)/.exec(body)?.[1] ?? '';
      if (!href.startsWith('#')) throw new HallParseError('external-reference', 'linked stylesheet', p);
    }
    this.pos = end;
  }

  private readClose(p: number): number {
    const src = this.src;
    this.tokenStart = p;
    const q = this.scanName(p + 2);
    const name = this.intern(p + 2, q);
    let r = q;
    while (isSpace(src.charCodeAt(r))) r++;
    if (src.charCodeAt(r) !== 62) throw new HallParseError('malformed', 'bad end tag', p);
    const open = this.stack.pop();
    if (open !== name) throw new HallParseError('malformed', open === undefined ? 'stray end tag' : `</${name}> closes <${open}>`, p);
    this.name = name;
    this.pos = r + 1;
    return CLOSE;
  }

  private readOpen(p: number): number {
    const src = this.src;
    const len = src.length;
    this.tokenStart = p;
    let q = this.scanName(p + 1);
    const name = this.intern(p + 1, q);
    if (this.stack.length === 0) {
      if (this.rootSeen) throw new HallParseError('malformed', 'a second root element', p);
      this.rootSeen = true;
    }
    const animates = this.nameTable.risk !== ATTR_PLAIN && checkElement(name, p);
    let count = 0;
    for (;;) {
      const spaced = isSpace(src.charCodeAt(q));
      while (isSpace(src.charCodeAt(q))) q++;
      const c = src.charCodeAt(q);
      if (c === 62) {
        this.selfClosing = false;
        q++;
        break;
      }
      if (c === 47) {
        if (src.charCodeAt(q + 1) !== 62) throw new HallParseError('malformed', 'bad empty-element tag', q);
        this.selfClosing = true;
        q += 2;
        break;
      }
      if (q >= len) throw new HallParseError('malformed', `document ends inside <${name}>`, p);
      if (!spaced) throw new HallParseError('malformed', 'attributes must be separated by whitespace', q);
      const nameStart = q;
      q = this.scanName(q);
      const attrName = this.intern(nameStart, q);
      const risk = this.nameTable.risk;
      while (isSpace(src.charCodeAt(q))) q++;
      if (src.charCodeAt(q) !== 61) throw new HallParseError('malformed', 'attribute without a value', q);
      q++;
      while (isSpace(src.charCodeAt(q))) q++;
      const quote = src.charCodeAt(q);
      if (quote !== 34 && quote !== 39) throw new HallParseError('malformed', 'unquoted attribute value', q);
      const start = q + 1;
      let end = start;
      let refs = false;
      let parens = false;
      for (;;) {
        if (end >= len) throw new HallParseError('malformed', 'unterminated attribute value', q);
        const ch = src.charCodeAt(end);
        if (ch === quote) break;
        if (ch === 60) throw new HallParseError('malformed', '< in an attribute value', end);
        if (ch === 38) refs = true;
        else if (ch === 40) parens = true;
        end++;
      }
      const decoded = refs ? this.entities.decode(src.slice(start, end), start) : null;
      if (risk !== ATTR_PLAIN || parens || animates || decoded !== null) {
        checkAttribute(attrName, decoded ?? src, decoded ? 0 : start, decoded ? decoded.length : end, animates, parens || (decoded?.includes('(') ?? false), q);
      }
      this.names[count] = attrName;
      this.starts[count] = start;
      this.ends[count] = end;
      this.decoded[count] = decoded;
      count++;
      q = end + 1;
    }
    this.name = name;
    this.count = count;
    this.pos = q;
    if (!this.selfClosing) {
      if (this.stack.length >= MAX_DEPTH) throw new HallParseError('malformed', 'elements nested too deeply', p);
      this.stack.push(name);
    }
    return OPEN;
  }

  /** Returns the end of the XML name starting at `p` (its hash in `this.hash`); refuses a bad name. */
  private scanName(p: number): number {
    const src = this.src;
    const first = src.charCodeAt(p);
    const startOk = (first >= 97 && first <= 122) || (first >= 65 && first <= 90) || first === 95 || first === 58 || first >= 0x80;
    if (!startOk) throw new HallParseError('malformed', 'expected a name', p);
    let h = first;
    let q = p + 1;
    for (;;) {
      const c = src.charCodeAt(q);
      if (!(c > 32) || c === 62 || c === 47 || c === 61 || c === 60 || c === 34 || c === 39) break;
      h = hashStep(h, c);
      q++;
    }
    this.hash = h;
    return q;
  }

  private intern(start: number, end: number): string {
    return this.nameTable.intern(this.src, start, end, this.hash);
  }

  private after(marker: string, from: number): number {
    const end = this.src.indexOf(marker, from);
    if (end < 0) throw new HallParseError('malformed', `unterminated construct, expected ${marker}`, from);
    return end + marker.length;
  }

  private checkStyleText(p: number): void {
    const top = this.stack[this.stack.length - 1] ?? '';
    if (localName(top).toLowerCase() === 'style') checkCss(this.text, p);
  }
}
