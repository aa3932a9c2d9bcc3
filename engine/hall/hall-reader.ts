// Walks the token stream of a hall SVG and collects what carries meaning in the server
// convention (fixtures/README.md): seats, sector groups and outlines, rows, standing areas
// and the stage, with every ancestor transform composed; and the file's own drawing as
// decoration (decoration-collector.ts), styled as the file's <style> rules and attributes
// say. Only numbers, ids, colours and text as plain strings are kept; no markup is copied.
//
// The parts: the element stack (reader-frame.ts), the attributes acted on and the element's
// style (element-attributes.ts), <use> and <symbol> (use-expansion.ts, svg-viewport.ts),
// seats and sectors (seat-collector.ts), outlines and drawn shapes (outlines.ts), texts
// (text-runs.ts) and pictures (image-element.ts). This file decides what each element is.

import { parseSeatKinds } from '../../contract/seat-kind';
import type { Bounds, HallWarning, StageShape, StandShape, TextRun } from './model';
import { IDENTITY, addBounds, emptyBounds, lengthScale, multiply, parseTransform } from './matrix';
import { seatCircle, shapeBounds } from './shapes';
import { HallParseError } from './parse-error';
import { CLOSE, OPEN, TEXT as TEXT_EVENT, type XmlTokenizer } from './xml-tokenizer';
import { StyleSheet } from './css';
import { svgLocalName, type DocumentIndex } from './document-index';
import { INITIAL_STYLE, computeStyle } from './style';
import { spanPosition, textBuilderOf } from './text-runs';
import { DecorationCollector, MAX_DECORATION_SHAPES, MAX_TEXT_RUNS } from './decoration-collector';
import { readImage } from './image-element';
import { AREA, CONTAINER, GROUP, SEAT, SEAT_PART, SKIP, SKIP_FRAME, STYLE, SWITCH, TAGS, TEXT, type Frame, type Label, type SeatGroup } from './reader-frame';
import { ElementAttributes, elementOf, elementStyle, styledElement } from './element-attributes';
import { MAX_USE_ELEMENTS, UseExpansion, type UseTarget } from './use-expansion';
import { rootViewBox, symbolMatrix, viewportMatrix } from './svg-viewport';
import { SeatCollector } from './seat-collector';
import { drawnShape, shapeOutline } from './outlines';
import { aboutOrigin } from './transform-origin';
import type { ElementHandler } from './element-walk';

export { MAX_USE_ELEMENTS } from './use-expansion';

/** A group of the file, kept for the importer (option `groups`). */
export interface SceneGroup {
  parent: number;
  /** inkscape:label, data-name or id, as written. */
  name: string;
  sectorId: string | null;
  sectorName: string | null;
  row: string | null;
}

export interface HallReaderOptions {
  /** Keep every group with its name (the importer's view of the file). */
  groups?: boolean;
  maxDecorationShapes?: number;
  maxTextRuns?: number;
  /** Refuse the file (HallParseError 'too-many-shapes') past either limit instead of dropping the rest. */
  refuseOverLimit?: boolean;
  maxUseElements?: number;
  /** The first pass (document-index.ts): style sheets and element ranges for <use>. */
  index?: DocumentIndex | null;
}

export class HallReader implements ElementHandler {
  readonly stands: StandShape[] = [];
  readonly stage: StageShape[] = [];
  readonly warnings = new Map<HallWarning['code'], HallWarning>();
  readonly decoration: DecorationCollector;
  readonly groups: SceneGroup[] = [];
  viewBox: Bounds | null = null;
  private readonly collected = new SeatCollector((code, id) => this.warn(code, id));
  readonly seats = this.collected.seats;
  readonly indexOf = this.collected.indexOf;
  readonly sectors = this.collected.sectors;
  private readonly stack: Frame[] = [];
  private readonly sheet: StyleSheet;
  /** Without a first pass every sheet comes before what it styles: read as it comes. */
  private css = '';
  private readonly attrs = new ElementAttributes();
  private readonly uses: UseExpansion;
  /** A <use> whose element is being opened (set in open(), taken by push()). */
  private pendingUse: UseTarget | null = null;

  constructor(private tok: XmlTokenizer, private readonly options: HallReaderOptions = {}) {
    this.decoration = new DecorationCollector((code) => this.warn(code, -1), options.maxDecorationShapes ?? MAX_DECORATION_SHAPES, options.maxTextRuns ?? MAX_TEXT_RUNS, options.refuseOverLimit === true);
    this.sheet = options.index?.sheet ?? new StyleSheet();
    this.uses = new UseExpansion(options.index ?? null, options.maxUseElements ?? MAX_USE_ELEMENTS, (code) => this.warn(code, -1));
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
    const targetSymbol = element === 'symbol' && this.stack.length === this.uses.base;
    if (element === 'use') {
      use = this.uses.target(t);
      if (use === null) return this.skip();
      tag = 'g';
    } else if (targetSymbol) tag = 'g';
    const kind = TAGS.get(tag);
    if (kind === undefined) return this.skip();
    const a = this.attrs;
    a.scan(t);
    const style = elementStyle(parent.style, element, t, this.sheet, a, parent.el);
    // Hidden layers (old drafts, guides) are not drawn, so nothing in them is a seat.
    if (style === null) return this.skip();
    const role = a.role < 0 ? undefined : t.value(a.role);
    const row = a.row < 0 ? undefined : t.value(a.row);
    let own = a.transform < 0 ? null : parseTransform(t.value(a.transform));
    if (own) own = aboutOrigin(own, tag, t, this.viewBox);
    if (tag === 'svg') own = multiply(own ?? IDENTITY, viewportMatrix(t));
    if (use) own = multiply(own ?? IDENTITY, [1, 0, 0, 1, t.num('x'), t.num('y')]);
    if (targetSymbol) own = multiply(own ?? IDENTITY, symbolMatrix(t, this.uses.drawing[this.uses.drawing.length - 1]!, this.viewBox));
    this.pendingUse = use;

    if (parent.kind === SEAT || parent.kind === SEAT_PART) {
      const local = own ? multiply(parent.local, own) : parent.local;
      if (kind !== CONTAINER) {
        const b = style.visible ? shapeBounds(tag, t, local) : null;
        if (b) addBounds(parent.seat!.bounds, b);
        return this.skip();
      }
      return this.push({ ...parent, kind: SEAT_PART, local, label: null, style, el: styledElement(element, t, a.selectable, parent.el, this.sheet) });
    }

    const m = own ? multiply(parent.m, own) : parent.m;
    const s = own ? lengthScale(m) : parent.s;
    if (a.seat >= 0) {
      const id = t.integer(a.seat);
      const seatKind = a.kind < 0 ? 0 : parseSeatKinds(t.value(a.kind));
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (!style.visible) {
        // `visibility: hidden` (often from a class): not drawn, so not a seat to sell.
      } else if (tag === 'g') {
        const seat: SeatGroup = { id, m, s, sector: parent.sector, row: row ?? parent.row, bounds: emptyBounds(), numberRuns: [], kind: seatKind };
        return this.push({ ...parent, kind: SEAT, m, s, seat, local: IDENTITY, label: null, style, el: styledElement(element, t, a.selectable, parent.el, this.sheet) });
      } else if (tag === 'circle') {
        // The server's own seats: read straight from the attributes found above.
        const r = a.r < 0 ? 0 : t.numberAt(a.r);
        if (r > 0) this.collected.add(id, m, s, a.cx < 0 ? 0 : t.numberAt(a.cx), a.cy < 0 ? 0 : t.numberAt(a.cy), r, parent.sector, row ?? parent.row, '', seatKind);
        else this.warn('seat-without-geometry', id);
      } else if (kind !== CONTAINER) {
        const c = seatCircle(tag, t);
        if (c) this.collected.add(id, m, s, c.cx, c.cy, c.r, parent.sector, row ?? parent.row, '', seatKind);
        else this.warn('seat-without-geometry', id);
      }
      return this.skip();
    }
    if (a.stand >= 0 && kind === AREA) {
      const id = t.integer(a.stand);
      const outline = shapeOutline(tag, t, m, style);
      if (!(id > 0)) this.warn('bad-seat-id', -1);
      else if (!outline) this.warn('stand-without-geometry', id);
      else {
        const stand: StandShape = { id, sectorId: a.sector < 0 ? -1 : t.integer(a.sector), outline, label: '' };
        this.stands.push(stand);
        parent.label = { target: stand, role: 'stand' };
      }
      return this.skip();
    }
    if (role === 'stage' && kind === AREA) {
      const outline = shapeOutline(tag, t, m, style);
      if (outline) {
        const stage: StageShape = { outline, label: '' };
        this.stage.push(stage);
        parent.label = { target: stage, role: 'stage' };
      }
      return this.skip();
    }
    if (role === 'outline' && parent.sector >= 0 && kind === AREA) {
      const sector = this.sectors[parent.sector]!;
      sector.outline ??= shapeOutline(tag, t, m, style);
      return this.skip();
    }
    if (kind !== CONTAINER) {
      const shape = drawnShape(tag, t, m, s, style);
      if (shape) this.decoration.addShape(shape, { tag, group: parent.group, use: this.uses.drawing.length > 0 ? this.uses.count - 1 : -1 });
      return this.skip();
    }
    const el = styledElement(element, t, a.selectable, parent.el, this.sheet);
    const frame: Frame = { ...SKIP_FRAME, kind: tag === 'switch' ? SWITCH : GROUP, m, s, sector: parent.sector, row: parent.row, style, el, group: parent.group };
    if (tag === 'g' && a.sector >= 0) {
      const id = t.integer(a.sector);
      if (Number.isSafeInteger(id)) {
        frame.sector = this.collected.sectorIndex(id, a.sectorName < 0 ? '' : t.value(a.sectorName));
        frame.row = '';
      }
    }
    if (row !== undefined) frame.row = row;
    // A <use> and what it draws are copies, not the file's own grouping (the importer's view).
    if (this.options.groups && this.uses.drawing.length === 0 && use === null) {
      frame.group = this.addGroup(parent.group, a.sector < 0 ? null : t.value(a.sector), a.sectorName < 0 ? null : t.value(a.sectorName), row ?? null);
    }
    this.push(frame);
  }

  close(): void {
    const frame = this.stack.pop()!;
    if (frame === this.stack[this.stack.length - 1]) return;
    if (frame.kind === SEAT) this.collected.finishGroup(frame.seat!);
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

  warn(code: HallWarning['code'], id: number): void {
    let w = this.warnings.get(code);
    if (!w) this.warnings.set(code, (w = { code, ids: [], count: 0 }));
    w.count++;
    if (id > 0 && w.ids.length < 100) w.ids.push(id);
  }

  /** A <style>: read here unless the first pass has read every sheet already. */
  private openStyle(): void {
    if (this.options.index) return this.skip();
    this.push({ ...SKIP_FRAME, kind: STYLE });
  }

  private openRoot(): void {
    const t = this.tok;
    if (svgLocalName(t.name) !== 'svg') throw new HallParseError('not-svg', 'the root element is not <svg>');
    this.viewBox = rootViewBox(t);
    const style = computeStyle(INITIAL_STYLE, 'svg', t, this.sheet) ?? INITIAL_STYLE;
    this.push({ ...SKIP_FRAME, kind: GROUP, style, el: elementOf('svg', t, true, null) });
  }

  private openText(parent: Frame, label: Label | null): void {
    const t = this.tok;
    const style = computeStyle(parent.style, 'text', t, this.sheet, parent.el);
    if (style === null) return this.skip();
    const own = parseTransform(t.attr('transform') ?? '');
    const seat = parent.seat;
    const m = seat ? multiply(parent.m, own ? multiply(parent.local, own) : parent.local) : own ? multiply(parent.m, own) : parent.m;
    const builder = textBuilderOf(t, m, style);
    const textEnd = seat
      ? (runs: TextRun[]) => void seat.numberRuns.push(...runs)
      : (runs: TextRun[]) => this.decoration.addTexts(runs, label);
    this.push({ ...parent, kind: TEXT, label: null, style, el: styledElement('text', t, true, parent.el, this.sheet), text: builder, textEnd });
  }

  /** Inside <text>: a <tspan> (or <textPath>, <a>) goes on the same text; anything else is skipped. */
  private openInText(parent: Frame): void {
    const t = this.tok;
    const tag = svgLocalName(t.name);
    if (tag !== 'tspan' && tag !== 'textPath' && tag !== 'a') return this.skip();
    const style = computeStyle(parent.style, tag, t, this.sheet, parent.el);
    if (style === null) return this.skip();
    parent.text!.openSpan(style, spanPosition(t));
    const frame: Frame = { ...parent, style, el: styledElement(tag, t, true, parent.el, this.sheet), textEnd: null };
    if (!t.selfClosing) this.stack.push(frame);
    else parent.text!.closeSpan();
  }

  private openImage(parent: Frame): void {
    const style = computeStyle(parent.style, 'image', this.tok, this.sheet, parent.el);
    if (style === null || !style.visible || parent.seat) return this.skip();
    const image = readImage(this.tok, parent.m);
    if (image === 'dropped') this.warn('image-dropped', -1);
    else if (image) this.decoration.addImage(image);
    this.skip();
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
    else if (frame.kind === SEAT) this.collected.finishGroup(frame.seat!);
    else if (frame.kind === TEXT) frame.textEnd?.([]);
  }

  private skip(): void {
    this.pendingUse = null;
    if (!this.tok.selfClosing) this.stack.push(SKIP_FRAME);
  }

  /**
   * Draws a <use>: its frame (a group, or a seat group when the <use> is the seat) holds
   * the target, read from the document by a tokenizer of its own; then the <use>'s own
   * children (a title) are skipped.
   */
  private drawUse(frame: Frame, use: UseTarget): void {
    const outer = this.tok;
    const selfClosing = outer.selfClosing;
    this.stack.push(frame);
    this.tok = this.uses.enter(use, outer, this.stack.length);
    try {
      // The walk of element-walk.ts, with every element the <use> draws counted towards the limit.
      for (;;) {
        const ev = this.tok.next();
        if (ev === OPEN) {
          this.uses.countElement();
          this.open();
        } else if (ev === CLOSE) this.close();
        else if (ev === TEXT_EVENT) this.text();
        else break;
      }
    } finally {
      this.tok = outer;
      this.uses.leave();
    }
    this.close();
    if (!selfClosing) this.stack.push(SKIP_FRAME);
  }
}
