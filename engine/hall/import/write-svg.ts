// Writes an imported hall in the convention (fixtures/README.md): the venue's own drawing
// first, as plain shapes, text and embedded pictures with their colours as attributes (no
// CSS), then the stage, then a group per sector with its outline, its rows and its seats.
// Seats carry their number as text inside a seat group, as marked exports do.

import type { Bounds, DecorationShape, ImageShape, Matrix, Outline, TextRun } from '../model';
import { isIdentity, lengthScale } from '../matrix';

/** Well inside what toFixed writes without an exponent (1e21), and past any hall's extent. */
const MAX_WRITTEN = 1e15;

export interface WrittenSeat {
  id: number;
  x: number;
  y: number;
  r: number;
  number: string;
  /** Where the number is drawn: the file's own text, or null to centre it in the seat. */
  text: TextRun | null;
}

export interface WrittenSector {
  id: number;
  name: string;
  outline: Outline | null;
  rows: { label: string; seats: WrittenSeat[] }[];
}

export interface HallDrawing {
  name: string;
  viewBox: Bounds;
  images: readonly ImageShape[];
  shapes: readonly DecorationShape[];
  texts: readonly TextRun[];
  stage: { outline: Outline; label: TextRun | null } | null;
  /** Drawing that lies on the stage (its label's letters as outlines): drawn over it. */
  onStage?: readonly DecorationShape[];
  sectors: readonly WrittenSector[];
}

export function writeHallSvg(h: HallDrawing): string {
  const vb = h.viewBox;
  const w = vb.maxX - vb.minX;
  const ht = vb.maxY - vb.minY;
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(ht)}" data-hall="${esc(h.name)}">`];
  const shifted = vb.minX !== 0 || vb.minY !== 0;
  if (shifted) out.push(`<g transform="translate(${num(-vb.minX)} ${num(-vb.minY)})">`);
  for (const image of h.images) out.push(imageElement(image));
  for (const shape of h.shapes) out.push(shapeElement(shape));
  if (h.stage) {
    out.push(`<path data-role="stage" d="${esc(h.stage.outline.d)}"${transform(h.stage.outline.matrix)}${rule(h.stage.outline)}/>`);
    if (h.stage.label) out.push(textElement(h.stage.label));
  }
  for (const shape of h.onStage ?? []) out.push(shapeElement(shape));
  for (const text of h.texts) out.push(textElement(text));
  for (const sector of h.sectors) {
    out.push(`<g data-sector-id="${sector.id}" data-sector-name="${esc(sector.name)}">`);
    if (sector.outline) out.push(`<path data-role="outline" d="${esc(sector.outline.d)}"/>`);
    for (const row of sector.rows) {
      out.push(`<g data-row="${esc(row.label)}">`);
      for (const seat of row.seats) out.push(seatElement(seat));
      out.push('</g>');
    }
    out.push('</g>');
  }
  if (shifted) out.push('</g>');
  out.push('</svg>');
  return out.join('\n');
}

function seatElement(s: WrittenSeat): string {
  const circle = `<circle cx="${num(s.x)}" cy="${num(s.y)}" r="${num(s.r)}"/>`;
  if (s.number === '') return `<circle data-seat-id="${s.id}" cx="${num(s.x)}" cy="${num(s.y)}" r="${num(s.r)}"/>`;
  const label = s.text ?? { text: s.number, x: s.x, y: s.y + s.r * 0.35, size: s.r, angle: 0, anchor: 'middle' as const, fill: '#000000', bold: false };
  return `<g data-seat-id="${s.id}">${circle}${textElement({ ...label, text: s.number })}</g>`;
}

function imageElement(i: ImageShape): string {
  const par = i.preserveAspectRatio ? ` preserveAspectRatio="${esc(i.preserveAspectRatio)}"` : '';
  return `<image href="${esc(i.href)}" x="${num(i.x)}" y="${num(i.y)}" width="${num(i.width)}" height="${num(i.height)}"${par}${transform(i.matrix)}/>`;
}

function shapeElement(s: DecorationShape): string {
  const m = s.outline.matrix;
  const stroke = s.stroke === null ? '' : ` stroke="${esc(s.stroke)}" stroke-width="${num(s.strokeWidth / (lengthScale(m) || 1))}"`;
  return `<path d="${esc(s.outline.d)}"${transform(m)} fill="${s.fill === null ? 'none' : esc(s.fill)}"${rule(s.outline)}${stroke}/>`;
}

/** A shape with a hole drawn even-odd keeps its hole in the written hall. */
function rule(o: Outline): string {
  return o.evenOdd ? ' fill-rule="evenodd"' : '';
}

function textElement(t: Pick<TextRun, 'text' | 'x' | 'y' | 'size' | 'angle' | 'anchor' | 'fill' | 'bold'>): string {
  const deg = (t.angle * 180) / Math.PI;
  const rotate = Math.abs(deg) > 0.01 ? ` transform="rotate(${num(deg)} ${num(t.x)} ${num(t.y)})"` : '';
  const anchor = t.anchor === 'start' ? '' : ` text-anchor="${t.anchor}"`;
  const bold = t.bold ? ' font-weight="bold"' : '';
  return `<text x="${num(t.x)}" y="${num(t.y)}" font-size="${num(t.size)}"${anchor}${bold} fill="${esc(t.fill)}"${rotate}>${esc(t.text)}</text>`;
}

function transform(m: Matrix): string {
  if (isIdentity(m)) return '';
  return ` transform="matrix(${m.map((v, k) => (k < 4 ? fine(v) : num(v))).join(' ')})"`;
}

/** At most two decimals, never an exponent or -0 (the convention's numbers). */
export function num(v: number): string {
  return fixed(v, 2);
}

/** Matrix factors need more than two decimals to keep rotations true. */
export function fine(v: number): string {
  return fixed(v, 6);
}

/**
 * `v` with at most `digits` decimals, trailing zeros dropped. The reader has refused
 * coordinates past its bound (extent.ts), so a value this large here is a bug: thrown,
 * never written as another number (toFixed writes 1e200 as "1e+200", and trimming its
 * zeros made that 1e+2).
 */
function fixed(v: number, digits: number): string {
  if (!(Math.abs(v) < MAX_WRITTEN)) throw new RangeError(`hall writer: ${v} cannot be written as a plain number`);
  const scale = 10 ** digits;
  const r = Math.round(v * scale) / scale;
  if (r === 0) return '0';
  const text = r.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
