// Unmarked drawings made on the fly for the import benchmark and the limit tests: the
// fixtures' generated hall (fixtures/halls/generate.ts) drawn as a design tool would draw
// it (plain circles, the seat number in each, the row number at each end of the row, a
// stage with its word), with the truth of every seat; and a file of nothing but circles,
// shaped like the 45 MB export that ran into the shape limit.

import { generateHall } from '../../fixtures/halls';
import { parseHallSvg } from '../../engine/hall/parse';
import type { TruthSeat } from './truth';

export interface GeneratedDrawing {
  svg: string;
  truth: TruthSeat[];
}

const f = (v: number): string => String(Math.round(v * 100) / 100);

/** The generated hall of `seats` places with its marks taken off. */
export function unmarkedHall(seats: number): GeneratedDrawing {
  const hall = generateHall(seats);
  const g = parseHallSvg(hall.svg);
  const byId = new Map(hall.seats.map((s) => [s.seat_id, s]));
  const rowOf = (i: number) => byId.get(g.ids[i]!)?.row ?? '';
  const seatOf = (i: number) => byId.get(g.ids[i]!)?.seat ?? '';
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(hall.width)} ${f(hall.height)}">`];
  for (const s of g.stage) out.push(`<path d="${s.outline.d}" transform="matrix(${s.outline.matrix.join(' ')})" fill="#444"/>`);
  const sb = g.stage[0]?.outline.bounds;
  if (sb) out.push(`<text x="${f((sb.minX + sb.maxX) / 2)}" y="${f((sb.minY + sb.maxY) / 2)}" font-size="${f((sb.maxY - sb.minY) / 3)}" text-anchor="middle" fill="#fff">СЦЕНА</text>`);
  const truth: TruthSeat[] = [];
  for (const sector of g.sectors) {
    out.push('<g>');
    let row: number[] = [];
    const flush = () => {
      if (row.length === 0) return;
      // The row number at both ends, a seat's width further out.
      for (const [a, b] of [[row[0]!, row[1] ?? row[0]!], [row[row.length - 1]!, row[row.length - 2] ?? row[row.length - 1]!]] as const) {
        const dx = g.x[a]! - g.x[b]!, dy = g.y[a]! - g.y[b]!;
        const len = Math.hypot(dx, dy) || 1;
        const step = 2.5 * g.r[a]!;
        out.push(`<text x="${f(g.x[a]! + (dx / len) * step)}" y="${f(g.y[a]! + (dy / len) * step + g.r[a]! * 0.4)}" font-size="${f(g.r[a]! * 1.1)}" text-anchor="middle">${rowOf(a)}</text>`);
      }
      row = [];
    };
    for (const i of sector.seats) {
      if (row.length > 0 && rowOf(row[0]!) !== rowOf(i)) flush();
      row.push(i);
      const r = g.r[i]!;
      out.push(`<circle cx="${f(g.x[i]!)}" cy="${f(g.y[i]!)}" r="${f(r)}" fill="#8ab"/>`);
      out.push(`<text x="${f(g.x[i]!)}" y="${f(g.y[i]! + r * 0.35)}" font-size="${f(r)}" text-anchor="middle">${seatOf(i)}</text>`);
      truth.push({ x: g.x[i]!, y: g.y[i]!, row: rowOf(i), seat: seatOf(i) });
    }
    flush();
    out.push('</g>');
  }
  out.push('</svg>');
  return { svg: out.join('\n'), truth };
}

/** `count` circles in a square grid and nothing else: the size of a 45 MB export at 1.3 million. */
export function circlesOnly(count: number): string {
  const side = Math.ceil(Math.sqrt(count));
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side * 20} ${side * 20}">`];
  for (let k = 0; k < count; k++) parts.push(`<circle cx="${(k % side) * 20 + 10}" cy="${Math.floor(k / side) * 20 + 10}" r="6"/>`);
  parts.push('</svg>');
  return parts.join('\n');
}
