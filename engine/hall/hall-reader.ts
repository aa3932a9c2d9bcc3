// Walks the token stream of a hall SVG and collects what carries meaning in the server
// convention (fixtures/README.md): seats, sector groups and outlines, rows, standing areas
// and the stage, with every ancestor transform composed. Only numbers, ids and labels as
// plain strings are kept; no markup is ever copied.

import type { Bounds, HallWarning, Matrix, Outline, SectorShape, StageShape, StandShape } from './model';
import type { Attrs } from './shapes';
import { IDENTITY, addBounds, emptyBounds, isEmptyBounds, lengthScale, multiply, parseTransform } from './matrix';
import { readNumbers } from './number-reader';
import { parsePathData, serializePath } from './path-data';
import { pathBounds } from './path-geometry';
import { areaPathData, circleOfBounds, seatCircle, shapeBounds } from './shapes';
import { SeatBuffer } from './seat-buffer';
import { HallParseError } from './parse-error';
import type { XmlTokenizer } from './xml-tokenizer';

const GROUP = 0, SKIP = 1, SEAT = 2, SEAT_PART = 3, TEXT = 4, SWITCH = 5;
const CONTAINER = 1, SHAPE = 2, AREA = 3;
/** The elements that can carry meaning; everything else is skipped with its subtree. */
const TAGS = new Map<string, number>([
  ['g', CONTAINER], ['a', CONTAINER], ['switch', CONTAINER], ['svg', CONTAINER],
  ['rect', AREA], ['polygon', AREA], ['path', AREA], ['circle', AREA], ['ellipse', AREA],
  ['polyline', SHAPE], ['line', SHAPE],
]);

interface TextSink { text: string; done(text: string): void }

/** A `<g data-seat-id>`: its children's bounds (in the group's coordinates) make the seat. */
interface SeatGroup { id: number; m: Matrix; s: number; sector: number; row: string; bounds: Bounds; numberText: string | null }

interface Frame {
  kind: number;
  /** Matrix to root space and its length scale. */
  m: Matrix;
  s: number;
  sector: number;
  row: string;
  seat: SeatGroup | null;
  /** Inside a seat group: the matrix to the group's coordinates. */
  local: Matrix;
  sink: TextSink | null;
  /** Set by a standing area or stage: the next sibling <text> is its label. */
  label: TextSink | null;
  /** In a <switch>: whether a child was already chosen (SVG renders only the first). */
  taken: boolean;
}

const PATH_CHARS = /^[\sMmLlHhVvCcSsQqTtAaZz\d.,eE+-]*$/;

const SKIP_FRAME: Frame = { kind: SKIP, m: IDENTITY, s: 1, sector: -1, row: '', seat: null, local: IDENTITY, sink: null, label: null, taken: false };

export class HallReader {
  readonly seats = new SeatBuffer();
  readonly indexOf = new Map<number, number>();
  readonly sectors: SectorShape[] = [];
  readonly stands: StandShape[] = [];
  readonly stage: StageShape[] = [];
  readonly warnings = new Map<HallWarning['code'], HallWarning>();
  viewBox: Bounds | null = null;
  private readonly sectorById = new Map<number, number>();
  private readonly stack: Frame[] = [];

  constructor(private readonly tok: XmlTokenizer) {}

  open(): void {
    const t = this.tok;
    const parent = this.stack[this.stack.length - 1];
    if (parent === undefined) return this.openRoot();
    if (parent.kind === SKIP || parent.kind === TEXT) {
      if (!t.selfClosing) this.stack.push(parent);
      return;
    }
    const label = parent.label;
    parent.label = null;
    if (parent.kind === SWITCH) {
      // Conditions on extensions are never met here (we implement none); the rest pass.
      if (parent.taken || (t.attr('requiredExtensions') ?? '').trim() !== '') return this.skip();
      parent.taken = true;
    }
    const tag = svgLocalName(t.name);
    if (tag === 'text') return this.openText(parent, label);
    if (tag === null) return this.skip();
    const kind = TAGS.get(tag);
    if (kind === undefined) return this.skip();
    // One pass over the attributes; values are only materialised for those that are used.
    let seatAt = -1, standAt = -1, sectorAt = -1, nameAt = -1, roleAt = -1, rowAt = -1, transformAt = -1;
    let cxAt = -1, cyAt = -1, rAt = -1, displayAt = -1, styleAt = -1;
    for (let i = 0; i < t.count; i++) {
      switch (t.names[i]) {
        case 'data-seat-id': seatAt = i; break;
        case 'data-stand-id': standAt = i; break;
        case 'data-sector-id': sectorAt = i; break;
        case 'data-sector-name': nameAt = i; break;
        case 'data-role': roleAt = i; break;
        case 'data-row': rowAt = i; break;
        case 'transform': transformAt = i; break;
        case 'cx': cxAt = i; break;
        case 'cy': cyAt = i; break;
        case 'r': rAt = i; break;
        case 'display': displayAt = i; break;
        case 'style': styleAt = i; break;
      }
    }
    // Hidden layers (old drafts, guides) are not drawn, so nothing in them is a seat.
    if ((displayAt >= 0 && t.value(displayAt).trim() === 'none') || (styleAt >= 0 && /(^|;)\s*display\s*:\s*none/.test(t.value(styleAt)))) return this.skip();
    const role = roleAt < 0 ? undefined : t.value(roleAt);
    const row = rowAt < 0 ? undefined : t.value(rowAt);
    let own = transformAt < 0 ? null : parseTransform(t.value(transformAt));
    if (tag === 'svg') own = multiply(own ?? IDENTITY, viewportMatrix(t));

    if (parent.kind === SEAT || parent.kind === SEAT_PART) {
      const local = own ? multiply(parent.local, own) : parent.local;
      if (kind !== CONTAINER) {
        const b = shapeBounds(tag, t, local);
        if (b) addBounds(parent.seat!.bounds, b);
        return this.skip();
      }
      return this.push({ ...parent, kind: SEAT_PART, local, label: null });
    }

    const m = own ? multiply(parent.m, own) : parent.m;
    const s = own ? lengthScale(m) : parent.s;
    if (seatAt >= 0) {
      const id = t.integer(seatAt);
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (tag === 'g') {
        const seat: SeatGroup = { id, m, s, sector: parent.sector, row: row ?? parent.row, bounds: emptyBounds(), numberText: null };
        return this.push({ ...parent, kind: SEAT, m, s, seat, local: IDENTITY, label: null });
      } else if (tag === 'circle') {
        // The server's own seats: read straight from the attributes found above.
        const r = rAt < 0 ? 0 : t.numberAt(rAt);
        if (r > 0) this.addSeat(id, m, s, cxAt < 0 ? 0 : t.numberAt(cxAt), cyAt < 0 ? 0 : t.numberAt(cyAt), r, parent.sector, row ?? parent.row, '');
        else this.warn('seat-without-geometry', id);
      } else if (kind !== CONTAINER) {
        const c = seatCircle(tag, t);
        if (c) this.addSeat(id, m, s, c.cx, c.cy, c.r, parent.sector, row ?? parent.row, '');
        else this.warn('seat-without-geometry', id);
      }
      return this.skip();
    }
    if (standAt >= 0 && kind === AREA) {
      const id = t.integer(standAt);
      const outline = this.outline(tag, m);
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (!outline) this.warn('stand-without-geometry', id);
      else {
        const stand: StandShape = { id, sectorId: sectorAt < 0 ? -1 : t.integer(sectorAt), outline, label: '' };
        this.stands.push(stand);
        parent.label = { text: '', done: (text) => (stand.label = text) };
      }
      return this.skip();
    }
    if (role === 'stage' && kind === AREA) {
      const outline = this.outline(tag, m);
      if (outline) {
        const stage: StageShape = { outline, label: '' };
        this.stage.push(stage);
        parent.label = { text: '', done: (text) => (stage.label = text) };
      }
      return this.skip();
    }
    if (role === 'outline' && parent.sector >= 0 && kind === AREA) {
      const sector = this.sectors[parent.sector]!;
      sector.outline ??= this.outline(tag, m);
      return this.skip();
    }
    if (kind !== CONTAINER) return this.skip();
    const frame: Frame = { kind: tag === 'switch' ? SWITCH : GROUP, m, s, sector: parent.sector, row: parent.row, seat: null, local: IDENTITY, sink: null, label: null, taken: false };
    if (tag === 'g' && sectorAt >= 0) {
      const id = t.integer(sectorAt);
      if (Number.isSafeInteger(id)) {
        frame.sector = this.sectorIndex(id, nameAt < 0 ? '' : t.value(nameAt));
        frame.row = '';
      }
    }
    if (row !== undefined) frame.row = row;
    this.push(frame);
  }

  close(): void {
    const frame = this.stack.pop()!;
    if (frame === this.stack[this.stack.length - 1]) return;
    if (frame.kind === SEAT) this.finishSeatGroup(frame.seat!);
    else if (frame.kind === TEXT) frame.sink!.done(frame.sink!.text.replace(/\s+/g, ' ').trim());
  }

  text(): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === TEXT) top.sink!.text += this.tok.text;
  }

  private openRoot(): void {
    const t = this.tok;
    if (svgLocalName(t.name) !== 'svg') throw new HallParseError('not-svg', 'the root element is not <svg>');
    const vb = readNumbers(t.attr('viewBox') ?? '');
    const w = t.num('width');
    const h = t.num('height');
    if (vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) this.viewBox = { minX: vb[0]!, minY: vb[1]!, maxX: vb[0]! + vb[2]!, maxY: vb[1]! + vb[3]! };
    else if (w > 0 && h > 0) this.viewBox = { minX: 0, minY: 0, maxX: w, maxY: h };
    this.push({ kind: GROUP, m: IDENTITY, s: 1, sector: -1, row: '', seat: null, local: IDENTITY, sink: null, label: null, taken: false });
  }

  private openText(parent: Frame, label: TextSink | null): void {
    let sink = label;
    const seat = parent.seat;
    if (!sink && seat && seat.numberText === null) {
      seat.numberText = '';
      sink = { text: '', done: (text) => (seat.numberText = text) };
    }
    if (!sink) return this.skip();
    this.push({ ...parent, kind: TEXT, sink, label: null });
  }

  private push(frame: Frame): void {
    if (!this.tok.selfClosing) this.stack.push(frame);
    else if (frame.kind === SEAT) this.finishSeatGroup(frame.seat!);
    else if (frame.kind === TEXT) frame.sink!.done('');
  }

  private skip(): void {
    if (!this.tok.selfClosing) this.stack.push(SKIP_FRAME);
  }

  private finishSeatGroup(g: SeatGroup): void {
    if (isEmptyBounds(g.bounds)) return this.warn('seat-without-geometry', g.id);
    const c = circleOfBounds(g.bounds);
    this.addSeat(g.id, g.m, g.s, c.cx, c.cy, c.r, g.sector, g.row, g.numberText ?? '');
  }

  private addSeat(id: number, m: Matrix, s: number, cx: number, cy: number, r: number, sector: number, row: string, numberText: string): void {
    // One Map operation per seat: a duplicate is noticed by the size not growing, then undone.
    const index = this.seats.count;
    const size = this.indexOf.size;
    this.indexOf.set(id, index);
    if (this.indexOf.size === size) {
      this.indexOf.set(id, this.firstIndexOf(id));
      return this.warn('duplicate-seat-id', id);
    }
    this.seats.push(id, m[0] * cx + m[2] * cy + m[4], m[1] * cx + m[3] * cy + m[5], r * s, sector, row, numberText);
  }

  /** The first drawing of a duplicated id wins (rare: a linear search is fine). */
  private firstIndexOf(id: number): number {
    const ids = this.seats.ids;
    for (let i = 0; i < this.seats.count; i++) if (ids[i] === id) return i;
    return -1;
  }

  private outline(tag: string, m: Matrix): Outline | null {
    const d = areaPathData(tag, this.tok);
    if (d === null) return null;
    const ops = parsePathData(d);
    const bounds = pathBounds(ops, m);
    // The model keeps only path data: anything else in `d` is rewritten from the numbers read.
    return isEmptyBounds(bounds) ? null : { d: PATH_CHARS.test(d) ? d : serializePath(ops), matrix: m, bounds };
  }

  private sectorIndex(id: number, name: string): number {
    let index = this.sectorById.get(id);
    if (index === undefined) {
      index = this.sectors.length;
      this.sectorById.set(id, index);
      this.sectors.push({ id, name, outline: null, seats: new Int32Array(0), bounds: emptyBounds() });
    }
    return index;
  }

  private warn(code: HallWarning['code'], id: number): void {
    let w = this.warnings.get(code);
    if (!w) this.warnings.set(code, (w = { code, ids: [], count: 0 }));
    w.count++;
    if (id > 0 && w.ids.length < 100) w.ids.push(id);
  }
}

/** SVG elements are unprefixed or `svg:`-prefixed; other prefixes are tool metadata. */
function svgLocalName(name: string): string | null {
  for (let i = 0; i < name.length; i++) {
    if (name.charCodeAt(i) === 58) return name.slice(0, i) === 'svg' ? name.slice(i + 1) : null;
  }
  return name;
}

/** A nested <svg>: x/y offset and its viewBox fitted into width × height (xMidYMid meet or none). */
function viewportMatrix(a: Attrs): Matrix {
  const x = a.num('x');
  const y = a.num('y');
  const vb = readNumbers(a.attr('viewBox') ?? '');
  const w = a.num('width');
  const h = a.num('height');
  if (vb.length !== 4 || !(vb[2]! > 0 && vb[3]! > 0 && w > 0 && h > 0)) return [1, 0, 0, 1, x, y];
  let sx = w / vb[2]!;
  let sy = h / vb[3]!;
  if (!/none/.test(a.attr('preserveAspectRatio') ?? '')) sx = sy = Math.min(sx, sy);
  return [sx, 0, 0, sy, x + (w - vb[2]! * sx) / 2 - vb[0]! * sx, y + (h - vb[3]! * sy) / 2 - vb[1]! * sy];
}
