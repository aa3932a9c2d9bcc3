// Walks the token stream of a hall SVG and collects what carries meaning in the server
// convention (fixtures/README.md): seats, sector groups and outlines, rows, standing areas
// and the stage, with every ancestor transform composed; and the file's own drawing as
// decoration (decoration-collector.ts), styled as the file's <style> rules and attributes
// say. Only numbers, ids, colours and text as plain strings are kept; no markup is copied.

import type { Bounds, HallWarning, Matrix, Outline, SectorShape, StageShape, StandShape, TextRun } from './model';
import type { Attrs } from './shapes';
import { IDENTITY, addBounds, emptyBounds, isEmptyBounds, lengthScale, multiply, parseTransform, transformBounds } from './matrix';
import { readNumbers } from './number-reader';
import { parsePathData, serializePath } from './path-data';
import { pathBounds } from './path-geometry';
import { circleOfBounds, seatCircle, shapeBounds, shapePathData } from './shapes';
import { SeatBuffer } from './seat-buffer';
import { HallParseError } from './parse-error';
import { CLOSE, OPEN, TEXT as TEXT_EVENT, XmlTokenizer } from './xml-tokenizer';
import { StyleSheet } from './css';
import { svgLocalName, type DocumentIndex, type ElementRange } from './document-index';
import { INITIAL_STYLE, computeStyle, type ComputedStyle } from './style';
import { TextBuilder } from './text-runs';
import { joinReadingOrder } from './text-merge';
import { DecorationCollector, MAX_DECORATION_SHAPES, MAX_TEXT_RUNS } from './decoration-collector';
import { isDataUrl, isEmbeddedRaster } from './images';

const GROUP = 0, SKIP = 1, SEAT = 2, SEAT_PART = 3, TEXT = 4, SWITCH = 5, STYLE = 6;
const CONTAINER = 1, SHAPE = 2, AREA = 3;
/** The elements that can carry meaning or be drawn; everything else is skipped with its subtree. */
const TAGS = new Map<string, number>([
  ['g', CONTAINER], ['a', CONTAINER], ['switch', CONTAINER], ['svg', CONTAINER],
  ['rect', AREA], ['polygon', AREA], ['path', AREA], ['circle', AREA], ['ellipse', AREA],
  ['polyline', SHAPE], ['line', SHAPE],
]);

interface Label { target: { label: string }; role: 'stage' | 'stand' }

/** A `<g data-seat-id>`: its children's bounds (in the group's coordinates) make the seat. */
interface SeatGroup { id: number; m: Matrix; s: number; sector: number; row: string; bounds: Bounds; numberRuns: TextRun[] }

/** A group of the file, kept for the importer (option `groups`). */
export interface SceneGroup {
  parent: number;
  /** inkscape:label, data-name or id, as written. */
  name: string;
  sectorId: string | null;
  sectorName: string | null;
  row: string | null;
}

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
  /** Set by a standing area or stage: the next sibling <text> is its label. */
  label: Label | null;
  /** In a <switch>: whether a child was already chosen (SVG renders only the first). */
  taken: boolean;
  style: ComputedStyle;
  group: number;
  /** In a <text>: its runs; `textEnd` is set on the <text> itself, null on its <tspan>s. */
  text: TextBuilder | null;
  textEnd: ((runs: TextRun[]) => void) | null;
}

export interface HallReaderOptions {
  /** Keep every group with its name (the importer's view of the file). */
  groups?: boolean;
  maxDecorationShapes?: number;
  maxTextRuns?: number;
  maxUseElements?: number;
  /** The first pass (document-index.ts): style sheets and element ranges for <use>. */
  index?: DocumentIndex | null;
}

/**
 * Elements <use>s may draw in all, nested ones included (a 200,000-seat hall of two-shape
 * symbols draws 600,000): beyond, the file is refused, as uses of uses of uses multiply.
 */
export const MAX_USE_ELEMENTS = 1_000_000;
/** A <use> drawing a <use> drawing …: deeper chains are not followed. */
const MAX_USE_DEPTH = 32;

/** The <use> being drawn: its target and the size it gives a <symbol>. */
interface UseTarget { range: ElementRange; width: number; height: number }

const PATH_CHARS = /^[\sMmLlHhVvCcSsQqTtAaZz\d.,eE+-]*$/;

const SKIP_FRAME: Frame = {
  kind: SKIP, m: IDENTITY, s: 1, sector: -1, row: '', seat: null, local: IDENTITY, label: null, taken: false, style: INITIAL_STYLE, group: -1, text: null, textEnd: null,
};

export class HallReader {
  readonly seats = new SeatBuffer();
  readonly indexOf = new Map<number, number>();
  readonly sectors: SectorShape[] = [];
  readonly stands: StandShape[] = [];
  readonly stage: StageShape[] = [];
  readonly warnings = new Map<HallWarning['code'], HallWarning>();
  readonly decoration: DecorationCollector;
  readonly groups: SceneGroup[] = [];
  viewBox: Bounds | null = null;
  private readonly sectorById = new Map<number, number>();
  private readonly stack: Frame[] = [];
  private readonly sheet: StyleSheet;
  /** Without a first pass every sheet comes before what it styles: read as it comes. */
  private css = '';
  /** A <use> whose element is being opened (set in open(), taken by push()). */
  private pendingUse: UseTarget | null = null;
  /** The <use>s being drawn, innermost last. */
  private readonly uses: UseTarget[] = [];
  /** Stack depth of the innermost <use>'s frame: an element opened right under it is the target. */
  private useBase = -1;
  /** Offset in the document of the fragment `tok` reads (0 outside a <use>). */
  private fragmentStart = 0;
  private useElements = 0;
  /** Outermost <use>s drawn so far: the number of the one being drawn, for the importer. */
  private useCount = 0;

  constructor(private tok: XmlTokenizer, private readonly options: HallReaderOptions = {}) {
    this.decoration = new DecorationCollector((code) => this.warn(code, -1), options.maxDecorationShapes ?? MAX_DECORATION_SHAPES, options.maxTextRuns ?? MAX_TEXT_RUNS);
    this.sheet = options.index?.sheet ?? new StyleSheet();
  }

  open(): void {
    const t = this.tok;
    const parent = this.stack[this.stack.length - 1];
    if (parent === undefined) return this.openRoot();
    if (parent.kind === SKIP || parent.kind === STYLE) {
      // Style sheets apply wherever they are written, <defs> and hidden layers included.
      if (parent.kind === SKIP && svgLocalName(t.name) === 'style') return this.openStyle();
      if (!t.selfClosing) this.stack.push(SKIP_FRAME);
      return;
    }
    if (parent.kind === TEXT) return this.openInText(parent);
    const label = parent.label;
    parent.label = null;
    if (parent.kind === SWITCH) {
      // Conditions on extensions are never met here (we implement none); the rest pass.
      if (parent.taken || (t.attr('requiredExtensions') ?? '').trim() !== '') return this.skip();
      parent.taken = true;
    }
    const element = svgLocalName(t.name);
    if (element === 'style') return this.openStyle();
    if (element === 'text') return this.openText(parent, label);
    if (element === 'image') return this.openImage(parent);
    if (element === null) return this.skip();
    // A <use> is a group holding a copy of its target (SVG's own model of it); the <symbol>
    // it draws is a group fitting the symbol's viewBox into the <use>'s width and height.
    let tag = element;
    let use: UseTarget | null = null;
    const targetSymbol = element === 'symbol' && this.stack.length === this.useBase;
    if (element === 'use') {
      use = this.useTarget();
      if (use === null) return this.skip();
      tag = 'g';
    } else if (targetSymbol) tag = 'g';
    const kind = TAGS.get(tag);
    if (kind === undefined) return this.skip();
    // One pass over the attributes; values are only materialised for those that are used.
    let seatAt = -1, standAt = -1, sectorAt = -1, nameAt = -1, roleAt = -1, rowAt = -1, transformAt = -1;
    let cxAt = -1, cyAt = -1, rAt = -1;
    let styled = false, selectable = false;
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
        case 'class': case 'id': selectable = true; break;
        case 'fill': case 'stroke': case 'stroke-width': case 'display': case 'visibility': case 'style': case 'fill-rule':
        case 'font-size': case 'font-weight': case 'text-anchor': case 'font':
          styled = true;
          break;
      }
    }
    const style = this.styleOf(parent.style, element, styled, selectable);
    // Hidden layers (old drafts, guides) are not drawn, so nothing in them is a seat.
    if (style === null) return this.skip();
    const role = roleAt < 0 ? undefined : t.value(roleAt);
    const row = rowAt < 0 ? undefined : t.value(rowAt);
    let own = transformAt < 0 ? null : parseTransform(t.value(transformAt));
    if (tag === 'svg') own = multiply(own ?? IDENTITY, viewportMatrix(t));
    if (use) own = multiply(own ?? IDENTITY, [1, 0, 0, 1, t.num('x'), t.num('y')]);
    if (targetSymbol) own = multiply(own ?? IDENTITY, symbolMatrix(t, this.uses[this.uses.length - 1]!, this.viewBox));
    this.pendingUse = use;

    if (parent.kind === SEAT || parent.kind === SEAT_PART) {
      const local = own ? multiply(parent.local, own) : parent.local;
      if (kind !== CONTAINER) {
        const b = style.visible ? shapeBounds(tag, t, local) : null;
        if (b) addBounds(parent.seat!.bounds, b);
        return this.skip();
      }
      return this.push({ ...parent, kind: SEAT_PART, local, label: null, style });
    }

    const m = own ? multiply(parent.m, own) : parent.m;
    const s = own ? lengthScale(m) : parent.s;
    if (seatAt >= 0) {
      const id = t.integer(seatAt);
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (!style.visible) {
        // `visibility: hidden` (often from a class): not drawn, so not a seat to sell.
      } else if (tag === 'g') {
        const seat: SeatGroup = { id, m, s, sector: parent.sector, row: row ?? parent.row, bounds: emptyBounds(), numberRuns: [] };
        return this.push({ ...parent, kind: SEAT, m, s, seat, local: IDENTITY, label: null, style });
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
      const outline = this.outline(tag, m, style);
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (!outline) this.warn('stand-without-geometry', id);
      else {
        const stand: StandShape = { id, sectorId: sectorAt < 0 ? -1 : t.integer(sectorAt), outline, label: '' };
        this.stands.push(stand);
        parent.label = { target: stand, role: 'stand' };
      }
      return this.skip();
    }
    if (role === 'stage' && kind === AREA) {
      const outline = this.outline(tag, m, style);
      if (outline) {
        const stage: StageShape = { outline, label: '' };
        this.stage.push(stage);
        parent.label = { target: stage, role: 'stage' };
      }
      return this.skip();
    }
    if (role === 'outline' && parent.sector >= 0 && kind === AREA) {
      const sector = this.sectors[parent.sector]!;
      sector.outline ??= this.outline(tag, m, style);
      return this.skip();
    }
    if (kind !== CONTAINER) {
      this.addDecoration(tag, m, s, style, parent.group);
      return this.skip();
    }
    const frame: Frame = { ...SKIP_FRAME, kind: tag === 'switch' ? SWITCH : GROUP, m, s, sector: parent.sector, row: parent.row, style, group: parent.group };
    if (tag === 'g' && sectorAt >= 0) {
      const id = t.integer(sectorAt);
      if (Number.isSafeInteger(id)) {
        frame.sector = this.sectorIndex(id, nameAt < 0 ? '' : t.value(nameAt));
        frame.row = '';
      }
    }
    if (row !== undefined) frame.row = row;
    // A <use> and what it draws are copies, not the file's own grouping (the importer's view).
    if (this.options.groups && this.uses.length === 0 && use === null) frame.group = this.addGroup(parent.group, sectorAt < 0 ? null : t.value(sectorAt), nameAt < 0 ? null : t.value(nameAt), row ?? null);
    this.push(frame);
  }

  close(): void {
    const frame = this.stack.pop()!;
    if (frame === this.stack[this.stack.length - 1]) return;
    if (frame.kind === SEAT) this.finishSeatGroup(frame.seat!);
    else if (frame.kind === TEXT) {
      if (frame.textEnd) frame.textEnd(frame.text!.finish());
      else frame.text!.closeSpan();
    } else if (frame.kind === STYLE) {
      this.sheet.add(this.css);
      this.css = '';
    }
  }

  text(): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === TEXT) top.text!.append(this.tok.text);
    else if (top?.kind === STYLE) this.css += this.tok.text;
  }

  /** A <style>: read here unless the first pass has read every sheet already. */
  private openStyle(): void {
    if (this.options.index) return this.skip();
    this.push({ ...SKIP_FRAME, kind: STYLE });
  }

  private openRoot(): void {
    const t = this.tok;
    if (svgLocalName(t.name) !== 'svg') throw new HallParseError('not-svg', 'the root element is not <svg>');
    const vb = readNumbers(t.attr('viewBox') ?? '');
    const w = t.num('width');
    const h = t.num('height');
    if (vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) this.viewBox = { minX: vb[0]!, minY: vb[1]!, maxX: vb[0]! + vb[2]!, maxY: vb[1]! + vb[3]! };
    else if (w > 0 && h > 0) this.viewBox = { minX: 0, minY: 0, maxX: w, maxY: h };
    const style = computeStyle(INITIAL_STYLE, 'svg', t, this.sheet) ?? INITIAL_STYLE;
    this.push({ ...SKIP_FRAME, kind: GROUP, style });
  }

  /** The element's style; the parent's when nothing of its own can apply (the common case). */
  private styleOf(parent: ComputedStyle, tag: string, styled: boolean, selectable: boolean): ComputedStyle | null {
    if (!styled && !(selectable && !this.sheet.empty) && !this.sheet.hasTagRules) return parent;
    return computeStyle(parent, tag, this.tok, this.sheet);
  }

  private openText(parent: Frame, label: Label | null): void {
    const t = this.tok;
    const style = computeStyle(parent.style, 'text', t, this.sheet);
    if (style === null) return this.skip();
    const own = parseTransform(t.attr('transform') ?? '');
    const seat = parent.seat;
    const m = seat ? multiply(parent.m, own ? multiply(parent.local, own) : parent.local) : own ? multiply(parent.m, own) : parent.m;
    const builder = new TextBuilder(m, style, firstNumber(t.attr('x')) + firstNumber(t.attr('dx')), firstNumber(t.attr('y')) + firstNumber(t.attr('dy')));
    const textEnd = seat
      ? (runs: TextRun[]) => void seat.numberRuns.push(...runs)
      : (runs: TextRun[]) => this.decoration.addTexts(runs, label);
    this.push({ ...parent, kind: TEXT, label: null, style, text: builder, textEnd });
  }

  /** Inside <text>: a <tspan> (or <textPath>, <a>) goes on the same text; anything else is skipped. */
  private openInText(parent: Frame): void {
    const t = this.tok;
    const tag = svgLocalName(t.name);
    if (tag !== 'tspan' && tag !== 'textPath' && tag !== 'a') return this.skip();
    const style = computeStyle(parent.style, tag, t, this.sheet);
    if (style === null) return this.skip();
    const x = t.attr('x');
    const y = t.attr('y');
    parent.text!.openSpan(style, {
      x: x === undefined ? undefined : firstNumber(x),
      y: y === undefined ? undefined : firstNumber(y),
      dx: firstNumber(t.attr('dx')),
      dy: firstNumber(t.attr('dy')),
    });
    const frame: Frame = { ...parent, style, textEnd: null };
    if (!t.selfClosing) this.stack.push(frame);
    else parent.text!.closeSpan();
  }

  private openImage(parent: Frame): void {
    const t = this.tok;
    const style = computeStyle(parent.style, 'image', t, this.sheet);
    if (style === null || !style.visible || parent.seat) return this.skip();
    let href = '';
    for (let i = 0; i < t.count; i++) if (svgLocalName(t.names[i]!) === 'href' || t.names[i]!.endsWith(':href')) href = t.value(i).trim();
    const width = t.num('width');
    const height = t.num('height');
    if (!(width > 0 && height > 0) || href === '') return this.skip();
    if (!isEmbeddedRaster(href)) {
      // The tokenizer refused everything outside the file; what is left is an embedded
      // picture of a type the map does not draw (an SVG inside the SVG).
      if (isDataUrl(href)) this.warn('image-dropped', -1);
      return this.skip();
    }
    const own = parseTransform(t.attr('transform') ?? '');
    const m = own ? multiply(parent.m, own) : parent.m;
    const x = t.num('x');
    const y = t.num('y');
    const bounds = transformBounds(m, { minX: x, minY: y, maxX: x + width, maxY: y + height });
    this.decoration.addImage({ href, x, y, width, height, preserveAspectRatio: t.attr('preserveAspectRatio') ?? '', matrix: m, bounds });
    this.skip();
  }

  private addDecoration(tag: string, m: Matrix, s: number, style: ComputedStyle, group: number): void {
    if (!style.visible) return;
    const fill = tag === 'line' ? null : style.fill;
    const stroke = style.strokeWidth > 0 ? style.stroke : null;
    if (fill === null && stroke === null) return;
    const d = shapePathData(tag, this.tok);
    if (d === null) return;
    // Circles, ellipses and rectangles have exact bounds without reading their path back
    // (an unmarked export is tens of thousands of them).
    const simple = tag === 'circle' || tag === 'ellipse' || tag === 'rect' ? shapeBounds(tag, this.tok, m) : null;
    const outline = simple ? withRule({ d, matrix: m, bounds: simple }, style) : this.outlineOf(d, m, style);
    if (outline) this.decoration.addShape({ outline, fill, stroke, strokeWidth: style.strokeWidth * s }, { tag, group, use: this.uses.length > 0 ? this.useCount - 1 : -1 });
  }

  private addGroup(parent: number, sectorId: string | null, sectorName: string | null, row: string | null): number {
    const t = this.tok;
    const name = t.attr('inkscape:label') ?? t.attr('data-name') ?? t.attr('id') ?? '';
    this.groups.push({ parent, name, sectorId, sectorName, row });
    return this.groups.length - 1;
  }

  private push(frame: Frame): void {
    const use = this.pendingUse;
    if (use !== null) {
      this.pendingUse = null;
      return this.drawUse(frame, use);
    }
    if (!this.tok.selfClosing) this.stack.push(frame);
    else if (frame.kind === SEAT) this.finishSeatGroup(frame.seat!);
    else if (frame.kind === TEXT) frame.textEnd?.([]);
  }

  private skip(): void {
    this.pendingUse = null;
    if (!this.tok.selfClosing) this.stack.push(SKIP_FRAME);
  }

  /** The target of the <use> just opened; null (with a warning) when it cannot be drawn. */
  private useTarget(): UseTarget | null {
    const t = this.tok;
    let href = '';
    for (let i = 0; i < t.count; i++) {
      const name = t.names[i]!;
      // SVG 2's href wins over xlink:href.
      if (name === 'href') href = t.value(i).trim();
      else if (href === '' && name.endsWith(':href')) href = t.value(i).trim();
    }
    // An empty or absent href draws nothing, as in a browser.
    if (href === '') return null;
    const range = href.startsWith('#') ? this.options.index?.elements.get(href.slice(1)) : undefined;
    const at = this.fragmentStart + t.tokenStart;
    // A target that holds the <use> itself, or a <use> being drawn, would draw without end.
    const circular = range !== undefined && ((range.start <= at && at < range.end) || this.uses.some((u) => u.range === range));
    if (range === undefined || circular || this.uses.length >= MAX_USE_DEPTH) {
      this.warn('use-skipped', -1);
      return null;
    }
    return { range, width: t.num('width', NaN), height: t.num('height', NaN) };
  }

  /**
   * Draws a <use>: its frame (a group, or a seat group when the <use> is the seat) holds
   * the target, read from the document by a tokenizer of its own; then the <use>'s own
   * children (a title) are skipped.
   */
  private drawUse(frame: Frame, use: UseTarget): void {
    const outer = this.tok;
    const index = this.options.index!;
    const selfClosing = outer.selfClosing;
    const saved = { useBase: this.useBase, fragmentStart: this.fragmentStart };
    this.stack.push(frame);
    if (this.uses.length === 0) this.useCount++;
    this.uses.push(use);
    this.useBase = this.stack.length;
    this.fragmentStart = use.range.start;
    this.tok = new XmlTokenizer(index.src.slice(use.range.start, use.range.end), outer.nameTable, index.entities);
    try {
      for (;;) {
        const ev = this.tok.next();
        if (ev === OPEN) {
          const max = this.options.maxUseElements ?? MAX_USE_ELEMENTS;
          if (++this.useElements > max) throw new HallParseError('too-large', `<use> elements draw more than ${max} elements`);
          this.open();
        } else if (ev === CLOSE) this.close();
        else if (ev === TEXT_EVENT) this.text();
        else break;
      }
    } finally {
      this.tok = outer;
      this.uses.pop();
      this.useBase = saved.useBase;
      this.fragmentStart = saved.fragmentStart;
    }
    this.close();
    if (!selfClosing) this.stack.push(SKIP_FRAME);
  }

  private finishSeatGroup(g: SeatGroup): void {
    if (isEmptyBounds(g.bounds)) return this.warn('seat-without-geometry', g.id);
    const c = circleOfBounds(g.bounds);
    // Digits drawn one by one are joined as they read, whatever order the file has them in.
    const number = joinReadingOrder(g.numberRuns).replace(/\s+/g, '');
    this.addSeat(g.id, g.m, g.s, c.cx, c.cy, c.r, g.sector, g.row, number);
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

  private outline(tag: string, m: Matrix, style: ComputedStyle): Outline | null {
    const d = shapePathData(tag, this.tok);
    return d === null ? null : this.outlineOf(d, m, style);
  }

  private outlineOf(d: string, m: Matrix, style: ComputedStyle): Outline | null {
    const ops = parsePathData(d);
    const bounds = pathBounds(ops, m);
    // The model keeps only path data: anything else in `d` is rewritten from the numbers read.
    return isEmptyBounds(bounds) ? null : withRule({ d: PATH_CHARS.test(d) ? d : serializePath(ops), matrix: m, bounds }, style);
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

  warn(code: HallWarning['code'], id: number): void {
    let w = this.warnings.get(code);
    if (!w) this.warnings.set(code, (w = { code, ids: [], count: 0 }));
    w.count++;
    if (id > 0 && w.ids.length < 100) w.ids.push(id);
  }
}

/** An outline filled by the even-odd rule says so (a ring, a wall with its openings); non-zero is the default. */
function withRule(outline: Outline, style: ComputedStyle): Outline {
  if (style.evenOdd) outline.evenOdd = true;
  return outline;
}

/**
 * A <symbol> drawn by a <use>: its viewBox fitted into the <use>'s width and height (the
 * symbol's own, else the whole hall's, as a browser takes 100 %), by its preserveAspectRatio.
 */
function symbolMatrix(a: Attrs, use: UseTarget, hall: Bounds | null): Matrix {
  const vb = readNumbers(a.attr('viewBox') ?? '');
  if (vb.length !== 4 || !(vb[2]! > 0 && vb[3]! > 0)) return IDENTITY;
  const size = (own: number, symbol: number, whole: number): number => (own > 0 ? own : symbol > 0 ? symbol : whole);
  const w = size(use.width, a.num('width', NaN), hall ? hall.maxX - hall.minX : vb[2]!);
  const h = size(use.height, a.num('height', NaN), hall ? hall.maxY - hall.minY : vb[3]!);
  return fitViewBox(vb, w, h, a.attr('preserveAspectRatio') ?? '', 0, 0);
}

/** The first number of a coordinate list (`x="10 16 22"` places glyphs; the run starts at 10). */
function firstNumber(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = readNumbers(value)[0];
  return n !== undefined && Number.isFinite(n) ? n : 0;
}

/** A nested <svg>: x/y offset and its viewBox fitted into width × height (xMidYMid meet or none). */
function viewportMatrix(a: Attrs): Matrix {
  const x = a.num('x');
  const y = a.num('y');
  const vb = readNumbers(a.attr('viewBox') ?? '');
  const w = a.num('width');
  const h = a.num('height');
  if (vb.length !== 4 || !(vb[2]! > 0 && vb[3]! > 0 && w > 0 && h > 0)) return [1, 0, 0, 1, x, y];
  return fitViewBox(vb, w, h, a.attr('preserveAspectRatio') ?? '', x, y);
}

/** A viewBox fitted into w × h at (x, y): xMidYMid meet, or stretched with `none`. */
function fitViewBox(vb: readonly number[], w: number, h: number, preserveAspectRatio: string, x: number, y: number): Matrix {
  let sx = w / vb[2]!;
  let sy = h / vb[3]!;
  if (!/none/.test(preserveAspectRatio)) sx = sy = Math.min(sx, sy);
  return [sx, 0, 0, sy, x + (w - vb[2]! * sx) / 2 - vb[0]! * sx, y + (h - vb[3]! * sy) / 2 - vb[1]! * sy];
}
