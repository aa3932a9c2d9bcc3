// SVG path data reduced to absolute M, L, C and Z. Everything else is rewritten: H/V as L,
// quadratics raised to cubics (exact), S/T with their reflected control points, arcs as
// cubics of at most 90° each. Bounds and flattening then deal with one curve kind, and stay
// right under any affine map (a transformed Bézier is the Bézier of its transformed points).

import { NumberReader } from './number-reader';

export const MOVE = 0;
export const LINE = 1;
export const CUBIC = 2;
export const CLOSE = 3;

export interface PathOps {
  /** One of MOVE, LINE, CUBIC, CLOSE per segment. */
  cmds: number[];
  /** x, y pairs: 1 for MOVE and LINE, 3 for CUBIC (two controls, end), none for CLOSE. */
  pts: number[];
}

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/**
 * Parses path data. Like SVG renderers, it keeps everything up to the first error and
 * drops the rest, so a damaged outline still draws what it can.
 */
export function parsePathData(d: string): PathOps {
  const out: PathOps = { cmds: [], pts: [] };
  const r = new NumberReader(d);
  const a: number[] = [0, 0, 0, 0, 0, 0, 0];
  let x = 0, y = 0, sx = 0, sy = 0;
  // The previous segment's last control point, for S and T reflection.
  let cx = 0, cy = 0, qx = 0, qy = 0;
  let prev = '';
  let cmd = '';
  r.skipSpaces();
  while (!r.done) {
    const c = r.peek();
    if (isCommand(c)) {
      cmd = String.fromCharCode(c);
      r.pos++;
      r.skipSpaces();
    } else if (cmd === '' || cmd === 'Z' || cmd === 'z') {
      break;
    }
    const upper = cmd.toUpperCase();
    const rel = cmd !== upper;
    const n = ARITY[upper] ?? 0;
    for (let i = 0; i < n; i++) {
      a[i] = upper === 'A' && (i === 3 || i === 4) ? r.flag() : r.number();
      if (Number.isNaN(a[i])) return out;
      r.skipSeparators();
    }
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    const wasCubic = prev === 'C' || prev === 'S';
    const wasQuad = prev === 'Q' || prev === 'T';
    switch (upper) {
      case 'M':
        x = sx = a[0]! + ox;
        y = sy = a[1]! + oy;
        out.cmds.push(MOVE);
        out.pts.push(x, y);
        // Further pairs after a moveto are linetos (of the same relativity).
        cmd = rel ? 'l' : 'L';
        break;
      case 'L': case 'H': case 'V':
        if (upper !== 'V') x = a[0]! + ox;
        if (upper === 'V') y = a[0]! + oy;
        else if (upper === 'L') y = a[1]! + oy;
        line(out, x, y);
        break;
      case 'C': case 'S': {
        const [x1, y1] = upper === 'C' ? [a[0]! + ox, a[1]! + oy] : wasCubic ? [2 * x - cx, 2 * y - cy] : [x, y];
        const k = upper === 'C' ? 2 : 0;
        cx = a[k]! + ox;
        cy = a[k + 1]! + oy;
        const ex = a[k + 2]! + ox;
        const ey = a[k + 3]! + oy;
        cubic(out, x1, y1, cx, cy, ex, ey);
        x = ex;
        y = ey;
        break;
      }
      case 'Q': case 'T': {
        [qx, qy] = upper === 'Q' ? [a[0]! + ox, a[1]! + oy] : wasQuad ? [2 * x - qx, 2 * y - qy] : [x, y];
        const k = upper === 'Q' ? 2 : 0;
        const ex = a[k]! + ox;
        const ey = a[k + 1]! + oy;
        cubic(out, x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey);
        x = ex;
        y = ey;
        break;
      }
      case 'A': {
        const ex = a[5]! + ox;
        const ey = a[6]! + oy;
        arc(out, x, y, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, ex, ey);
        x = ex;
        y = ey;
        break;
      }
      default:
        out.cmds.push(CLOSE);
        x = sx;
        y = sy;
    }
    prev = upper;
    if (upper === 'Z') r.skipSpaces();
  }
  return out;
}

function isCommand(c: number): boolean {
  switch (c | 32) {
    case 109: case 108: case 104: case 118: case 99: case 115: case 113: case 116: case 97: case 122:
      return true;
    default:
      return false;
  }
}

function line(out: PathOps, x: number, y: number): void {
  out.cmds.push(LINE);
  out.pts.push(x, y);
}

function cubic(out: PathOps, x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
  out.cmds.push(CUBIC);
  out.pts.push(x1, y1, x2, y2, x, y);
}

/** SVG implementation notes F.6.5-F.6.6: endpoint to centre form, radii scaled up to fit. */
function arc(out: PathOps, x1: number, y1: number, rx: number, ry: number, phiDeg: number, large: number, sweep: number, x2: number, y2: number): void {
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  if ((x1 === x2 && y1 === y2)) return;
  if (rx === 0 || ry === 0) return line(out, x2, y2);
  const phi = (phiDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (large === sweep) coef = -coef;
  const cxp = (coef * rx * yp) / ry;
  const cyp = (-coef * ry * xp) / rx;
  const ccx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const ccy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const theta1 = Math.atan2((yp - cyp) / ry, (xp - cxp) / rx);
  let delta = Math.atan2((-yp - cyp) / ry, (-xp - cxp) / rx) - theta1;
  if (sweep === 0 && delta > 0) delta -= 2 * Math.PI;
  else if (sweep === 1 && delta < 0) delta += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number, dr: number): [number, number] => {
    // dr = 0: the point at angle t; dr = ±k: that point moved along the tangent.
    const ex = rx * (Math.cos(t) - dr * Math.sin(t));
    const ey = ry * (Math.sin(t) + dr * Math.cos(t));
    return [cos * ex - sin * ey + ccx, sin * ex + cos * ey + ccy];
  };
  for (let i = 0; i < n; i++) {
    const t0 = theta1 + i * step;
    const t1 = t0 + step;
    const [ax, ay] = point(t0, k);
    const [bx, by] = point(t1, -k);
    const [ex, ey] = i === n - 1 ? [x2, y2] : point(t1, 0);
    cubic(out, ax, ay, bx, by, ex, ey);
  }
}

/** Writes normalised path data back as a `d` string (absolute M, L, C, Z). */
export function serializePath(ops: PathOps): string {
  const out: string[] = [];
  const p = ops.pts;
  let k = 0;
  const pt = (): string => `${p[k++]} ${p[k++]}`;
  for (const cmd of ops.cmds) {
    if (cmd === MOVE) out.push(`M${pt()}`);
    else if (cmd === LINE) out.push(`L${pt()}`);
    else if (cmd === CUBIC) out.push(`C${pt()} ${pt()} ${pt()}`);
    else out.push('Z');
  }
  return out.join(' ');
}
