/**
 * Reads SVG number lists (transforms, points, path data) without regexes or allocation:
 * "0.5.5" is two numbers, "-1-2" too, and separators are any mix of whitespace and commas.
 * A failed read leaves `pos` where it was and returns NaN, so callers always either advance
 * or stop: no input can make them loop.
 */
export class NumberReader {
  pos = 0;

  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  /** Skips whitespace and at most one comma. */
  skipSeparators(): void {
    const t = this.text;
    let p = this.pos;
    while (p < t.length && isSpace(t.charCodeAt(p))) p++;
    if (p < t.length && t.charCodeAt(p) === 44) {
      p++;
      while (p < t.length && isSpace(t.charCodeAt(p))) p++;
    }
    this.pos = p;
  }

  skipSpaces(): void {
    const t = this.text;
    let p = this.pos;
    while (p < t.length && isSpace(t.charCodeAt(p))) p++;
    this.pos = p;
  }

  peek(): number {
    return this.pos < this.text.length ? this.text.charCodeAt(this.pos) : -1;
  }

  number(): number {
    const t = this.text;
    const start = this.pos;
    let p = start;
    let c = t.charCodeAt(p);
    if (c === 43 || c === 45) c = t.charCodeAt(++p);
    let digits = 0;
    while (c >= 48 && c <= 57) {
      digits++;
      c = t.charCodeAt(++p);
    }
    if (c === 46) {
      c = t.charCodeAt(++p);
      while (c >= 48 && c <= 57) {
        digits++;
        c = t.charCodeAt(++p);
      }
    }
    if (digits === 0) return NaN;
    if (c === 101 || c === 69) {
      let q = p + 1;
      let e = t.charCodeAt(q);
      if (e === 43 || e === 45) e = t.charCodeAt(++q);
      if (e >= 48 && e <= 57) {
        while (e >= 48 && e <= 57) e = t.charCodeAt(++q);
        p = q;
      }
    }
    this.pos = p;
    return Number(t.slice(start, p));
  }

  /** An arc flag: a single 0 or 1, which path data may write with no separator after it. */
  flag(): number {
    const c = this.peek();
    if (c !== 48 && c !== 49) return NaN;
    this.pos++;
    return c - 48;
  }
}

export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12;
}

/** All numbers of a list such as `points` or `viewBox`; stops at the first non-number. */
export function readNumbers(text: string): number[] {
  const r = new NumberReader(text);
  const out: number[] = [];
  r.skipSpaces();
  while (!r.done) {
    const n = r.number();
    if (Number.isNaN(n)) break;
    out.push(n);
    r.skipSeparators();
  }
  return out;
}

