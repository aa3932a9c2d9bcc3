// Text as the hall draws it: runs of characters placed at a point, with a size and a
// direction. Design tools often place every glyph or digit on its own (CorelDRAW writes a
// <text> per letter of a spaced-out word), so runs are kept with their positions and joined
// afterwards by where they sit (text-merge.ts), never by document order alone.

import type { Bounds, Matrix, TextRun } from './model';
import type { ComputedStyle } from './style';
import type { Attrs } from './shapes';
import { transformBounds } from './matrix';
import { readNumbers } from './number-reader';

interface LocalRun {
  text: string;
  x: number;
  y: number;
  style: ComputedStyle;
}

/** A <text> element's builder: its runs start at its first x + dx, y + dy. */
export function textBuilderOf(a: Attrs, m: Matrix, style: ComputedStyle): TextBuilder {
  return new TextBuilder(m, style, firstNumber(a.attr('x')) + firstNumber(a.attr('dx')), firstNumber(a.attr('y')) + firstNumber(a.attr('dy')));
}

/** Where a <tspan> (or <textPath>, <a>) inside a <text> places its run (TextBuilder.openSpan). */
export function spanPosition(a: Attrs): { x?: number; y?: number; dx: number; dy: number } {
  const x = a.attr('x');
  const y = a.attr('y');
  return {
    x: x === undefined ? undefined : firstNumber(x),
    y: y === undefined ? undefined : firstNumber(y),
    dx: firstNumber(a.attr('dx')),
    dy: firstNumber(a.attr('dy')),
  };
}

/** The first number of a coordinate list (`x="10 16 22"` places glyphs; the run starts at 10). */
function firstNumber(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = readNumbers(value)[0];
  return n !== undefined && Number.isFinite(n) ? n : 0;
}

/** Collects the runs of one <text> element (its own text and its <tspan>s) in its coordinates. */
export class TextBuilder {
  private readonly runs: LocalRun[] = [];
  private readonly styles: ComputedStyle[];
  private current: LocalRun | null = null;

  constructor(private readonly m: Matrix, style: ComputedStyle, private x: number, private y: number) {
    this.styles = [style];
  }

  /** A <tspan>: a new run where it gives a position of its own, else the current one goes on. */
  openSpan(style: ComputedStyle, pos: { x?: number; y?: number; dx: number; dy: number }): void {
    this.styles.push(style);
    if (pos.x === undefined && pos.y === undefined && pos.dx === 0 && pos.dy === 0) return;
    const end = this.current ? this.current.x + advanceOf(this.current.text, this.current.style.fontSize, this.current.style.bold) : this.x;
    this.x = (pos.x ?? end) + pos.dx;
    this.y = (pos.y ?? this.current?.y ?? this.y) + pos.dy;
    this.current = null;
  }

  closeSpan(): void {
    if (this.styles.length > 1) this.styles.pop();
  }

  append(text: string): void {
    if (!this.current) {
      this.current = { text: '', x: this.x, y: this.y, style: this.styles[this.styles.length - 1]! };
      this.runs.push(this.current);
    }
    this.current.text += text;
  }

  /** The runs in root coordinates, whitespace collapsed as SVG does; empty and hidden runs dropped. */
  finish(): TextRun[] {
    const out: TextRun[] = [];
    for (const run of this.runs) {
      const text = run.text.replace(/[\r\n\t]/g, ' ').replace(/ {2,}/g, ' ').trim();
      if (text === '' || !run.style.visible || run.style.fill === null) continue;
      out.push(rootRun(text, run, this.m));
    }
    return out;
  }
}

function rootRun(text: string, run: LocalRun, m: Matrix): TextRun {
  const { fontSize: size, anchor, bold } = run.style;
  const width = advanceOf(text, size, bold);
  const start = run.x - width * anchorShare(anchor);
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  return {
    text,
    x: m[0] * run.x + m[2] * run.y + m[4],
    y: m[1] * run.x + m[3] * run.y + m[5],
    size: size * scale,
    angle: Math.atan2(m[1], m[0]),
    anchor,
    fill: run.style.fill ?? '#000000',
    bold,
    bounds: transformBounds(m, { minX: start, minY: run.y - size * 0.75, maxX: start + width, maxY: run.y + size * 0.25 }),
  };
}

/** The share of a run's width that lies before its anchor point. */
export function anchorShare(anchor: TextRun['anchor']): number {
  return anchor === 'middle' ? 0.5 : anchor === 'end' ? 1 : 0;
}

/**
 * An estimate of how far a run advances, in its font size: no fonts are measured here (the
 * parser runs in workers and Node). Close enough to tell a gap between glyphs from a gap
 * between words.
 */
export function advanceOf(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 32) em += 0.28;
    else if (c >= 0x2e80) em += 1;
    else if (c >= 48 && c <= 57) em += 0.56;
    else if (ch !== ch.toLowerCase()) em += 0.68;
    else em += 0.52;
  }
  return em * size * (bold ? 1.05 : 1);
}

export function runCentre(run: Pick<TextRun, 'bounds'>): { x: number; y: number } {
  const b: Bounds = run.bounds;
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}
