// The DOCTYPE and entity references, kept deliberately small. Design tools declare a few
// literal entities (Illustrator: <!ENTITY ns_svg "http://www.w3.org/2000/svg">); anything
// that could grow, nest or reach outside the document is refused, so no input can expand
// into gigabytes (billion laughs, quadratic blow-up) or make the reader fetch a file.

import { HallParseError } from './parse-error';
import { isSpace } from './number-reader';

const MAX_ENTITIES = 64;
const MAX_ENTITY_VALUE = 1024;
/** Characters that entity references may add over the whole document. */
const MAX_EXPANSION = 100_000;
const MAX_REFERENCE = 64;

const BUILTIN: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export class EntityTable {
  private readonly values = new Map<string, string>();
  private expanded = 0;

  declare(name: string, value: string, offset: number): void {
    if (this.values.size >= MAX_ENTITIES) throw new HallParseError('entity', 'too many entity declarations', offset);
    // XML: the first declaration of a name binds.
    if (!this.values.has(name) && !(name in BUILTIN)) this.values.set(name, value);
  }

  /** Replaces character and entity references in text or an attribute value. */
  decode(raw: string, offset: number): string {
    let i = raw.indexOf('&');
    if (i < 0) return raw;
    let out = '';
    let last = 0;
    while (i >= 0) {
      const semi = raw.indexOf(';', i + 1);
      if (semi < 0 || semi - i > MAX_REFERENCE) throw new HallParseError('malformed', 'bare & or unterminated reference', offset + i);
      out += raw.slice(last, i) + this.resolve(raw.slice(i + 1, semi), offset + i);
      last = semi + 1;
      i = raw.indexOf('&', last);
    }
    return out + raw.slice(last);
  }

  private resolve(ref: string, offset: number): string {
    if (ref.charCodeAt(0) === 35) {
      const hex = ref.charCodeAt(1) === 120;
      const digits = ref.slice(hex ? 2 : 1);
      if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) throw new HallParseError('malformed', 'bad character reference', offset);
      const code = parseInt(digits, hex ? 16 : 10);
      const ok = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
      if (!ok) throw new HallParseError('malformed', 'character reference to a forbidden character', offset);
      return String.fromCodePoint(code);
    }
    const builtin = BUILTIN[ref];
    if (builtin !== undefined) return builtin;
    const value = this.values.get(ref);
    if (value === undefined) throw new HallParseError('entity', 'reference to an undeclared entity', offset);
    this.expanded += value.length;
    if (this.expanded > MAX_EXPANSION) throw new HallParseError('entity', 'entity expansion exceeds its bound', offset);
    return value;
  }
}

/**
 * Reads `<!DOCTYPE name [PUBLIC|SYSTEM literals] [internal subset]>` from `pos` and returns
 * the offset after it. The external DTD is named, never fetched; the internal subset may hold
 * literal general entities, element and notation declarations, comments and PIs.
 */
export function readDoctype(src: string, pos: number, entities: EntityTable): number {
  let p = pos + 9;
  if (!isSpace(src.charCodeAt(p))) throw new HallParseError('malformed', 'bad DOCTYPE', pos);
  p = skipSpaces(src, p);
  p = skipName(src, p);
  p = skipSpaces(src, p);
  if (src.startsWith('PUBLIC', p)) {
    p = skipSpaces(src, skipLiteral(src, skipSpaces(src, p + 6)));
    if (src.charCodeAt(p) === 34 || src.charCodeAt(p) === 39) p = skipSpaces(src, skipLiteral(src, p));
  } else if (src.startsWith('SYSTEM', p)) {
    p = skipSpaces(src, skipLiteral(src, skipSpaces(src, p + 6)));
  }
  if (src.charCodeAt(p) === 91) p = skipSpaces(src, readInternalSubset(src, p + 1, entities));
  if (src.charCodeAt(p) !== 62) throw new HallParseError('malformed', 'bad DOCTYPE', p);
  return p + 1;
}

function readInternalSubset(src: string, pos: number, entities: EntityTable): number {
  let p = pos;
  for (;;) {
    p = skipSpaces(src, p);
    if (p >= src.length) throw new HallParseError('malformed', 'unterminated DOCTYPE', pos);
    const c = src.charCodeAt(p);
    if (c === 93) return p + 1;
    if (c === 37) throw new HallParseError('entity', 'parameter entity reference', p);
    if (src.startsWith('<!--', p)) p = after(src, '-->', p + 4);
    else if (src.startsWith('<?', p)) p = after(src, '?>', p + 2);
    else if (src.startsWith('<!ENTITY', p)) p = readEntity(src, p, entities);
    else if (src.startsWith('<!ELEMENT', p) || src.startsWith('<!NOTATION', p)) p = skipDeclaration(src, p);
    // Attribute defaults declared here would add attributes (even on*) to elements unseen.
    else if (src.startsWith('<!ATTLIST', p)) throw new HallParseError('entity', 'attribute list declarations are not accepted', p);
    else throw new HallParseError('malformed', 'unexpected content in the DOCTYPE', p);
  }
}

function readEntity(src: string, pos: number, entities: EntityTable): number {
  let p = pos + 8;
  if (!isSpace(src.charCodeAt(p))) throw new HallParseError('malformed', 'bad ENTITY declaration', pos);
  p = skipSpaces(src, p);
  if (src.charCodeAt(p) === 37) throw new HallParseError('entity', 'parameter entities are not accepted', p);
  const nameStart = p;
  p = skipName(src, p);
  const name = src.slice(nameStart, p);
  p = skipSpaces(src, p);
  if (src.startsWith('SYSTEM', p) || src.startsWith('PUBLIC', p)) throw new HallParseError('entity', 'external entities are not accepted', p);
  const quote = src.charCodeAt(p);
  if (quote !== 34 && quote !== 39) throw new HallParseError('malformed', 'bad ENTITY declaration', p);
  const end = src.indexOf(String.fromCharCode(quote), p + 1);
  if (end < 0) throw new HallParseError('malformed', 'unterminated entity value', p);
  const value = src.slice(p + 1, end);
  if (value.length > MAX_ENTITY_VALUE) throw new HallParseError('entity', 'entity value too long', p);
  if (/[&%<]/.test(value)) throw new HallParseError('entity', 'entity value refers to other entities or holds markup', p);
  p = skipSpaces(src, end + 1);
  if (src.charCodeAt(p) !== 62) throw new HallParseError('entity', 'unparsed or malformed entity declaration', p);
  entities.declare(name, value, pos);
  return p + 1;
}

function skipDeclaration(src: string, pos: number): number {
  for (let p = pos + 2; p < src.length; p++) {
    const c = src.charCodeAt(p);
    if (c === 62) return p + 1;
    if (c === 34 || c === 39) p = skipLiteral(src, p) - 1;
  }
  throw new HallParseError('malformed', 'unterminated declaration', pos);
}

function skipLiteral(src: string, p: number): number {
  const quote = src.charCodeAt(p);
  if (quote !== 34 && quote !== 39) throw new HallParseError('malformed', 'expected a quoted literal', p);
  const end = src.indexOf(String.fromCharCode(quote), p + 1);
  if (end < 0) throw new HallParseError('malformed', 'unterminated literal', p);
  return end + 1;
}

function skipName(src: string, p: number): number {
  const start = p;
  while (p < src.length) {
    const c = src.charCodeAt(p);
    if (isSpace(c) || c === 62 || c === 91 || c === 34 || c === 39 || c === 37 || c === 60) break;
    p++;
  }
  if (p === start) throw new HallParseError('malformed', 'expected a name', p);
  return p;
}

function skipSpaces(src: string, p: number): number {
  while (p < src.length && isSpace(src.charCodeAt(p))) p++;
  return p;
}

function after(src: string, marker: string, from: number): number {
  const end = src.indexOf(marker, from);
  if (end < 0) throw new HallParseError('malformed', `unterminated construct, expected ${marker}`, from);
  return end + marker.length;
}
