// parseHallSvg: hall SVG text → HallGeometry (seat columns, sectors, stands, stage).
// No DOM: it runs the same in Node, browsers and workers.

import type { Bounds, HallGeometry } from './model';
import { HallParseError } from './parse-error';
import { HallReader, type HallReaderOptions } from './hall-reader';
import { XmlTokenizer } from './xml-tokenizer';
import { walkElements } from './element-walk';
import { addBounds, addPoint, emptyBounds, isEmptyBounds } from './matrix';
import { readingOrder } from './reading-order';
import { deriveOutline } from './derived-outline';
import { indexDocument, needsIndex } from './document-index';
import { checkExtent } from './extent';

export { HallParseError } from './parse-error';
export type { HallParseErrorCode } from './parse-error';

export interface ParseHallOptions {
  /** Largest accepted input in UTF-8 bytes; 50 MB by default. */
  maxBytes?: number;
}

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** Names the reader compares against: interned up front so that comparisons hit by identity. */
const KNOWN_NAMES = [
  'svg', 'g', 'circle', 'ellipse', 'rect', 'path', 'polygon', 'text', 'tspan', 'title', 'style', 'image',
  'data-seat-id', 'data-stand-id', 'data-sector-id', 'data-sector-name', 'data-role', 'data-row', 'transform',
  'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'dx', 'dy', 'width', 'height', 'd', 'points', 'viewBox', 'id', 'class', 'style',
  'fill', 'stroke', 'stroke-width', 'display', 'visibility', 'font-size', 'font-weight', 'text-anchor', 'font',
  'use', 'symbol', 'href', 'xlink:href', 'fill-rule',
];

export function parseHallSvg(text: string, options: ParseHallOptions = {}): HallGeometry {
  return assemble(readHallSvg(text, options));
}

/**
 * Runs the reader over the whole document (the importer reads unmarked files this way,
 * with every group kept). Refusals are thrown as HallParseError.
 */
export function readHallSvg(text: string, options: ParseHallOptions = {}, readerOptions: HallReaderOptions = {}): HallReader {
  if (typeof text !== 'string') throw new HallParseError('not-xml', 'the input is not text');
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (utf8LengthExceeds(text, maxBytes)) throw new HallParseError('too-large', `larger than ${maxBytes} bytes`);
  // Only files with <style> or <use> are read twice (design-tool exports, not the server's halls).
  const index = needsIndex(text) ? indexDocument(text, KNOWN_NAMES) : null;
  const tok = new XmlTokenizer(text, KNOWN_NAMES);
  const reader = new HallReader(tok, { ...readerOptions, index });
  walkElements(tok, reader);
  const { decoration: d } = reader;
  checkExtent({
    viewBox: reader.viewBox,
    seats: reader.seats,
    outlines: [...reader.stands, ...reader.stage, ...reader.sectors].map((s) => s.outline),
    shapes: d.shapes,
    texts: d.texts,
    images: d.images,
  });
  return reader;
}

/** Checked before parsing; counts bytes only when the length alone cannot decide. */
export function utf8LengthExceeds(text: string, max: number): boolean {
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair is 4 bytes: 2 for each half.
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
    if (bytes > max) return true;
  }
  return false;
}

function assemble(reader: HallReader): HallGeometry {
  const buf = reader.seats;
  const n = buf.count;
  if (n === 0 && reader.stands.length === 0) throw new HallParseError('no-seats', 'no element carries data-seat-id or data-stand-id');
  const x = buf.x.slice(0, n);
  const y = buf.y.slice(0, n);
  const r = buf.r.slice(0, n);
  const sector = buf.sector.slice(0, n);
  const sectors = reader.sectors;

  const bounds = emptyBounds();
  const counts = new Int32Array(sectors.length);
  for (const s of sectors) if (s.outline) addBounds(s.bounds, s.outline.bounds);
  for (let i = 0; i < n; i++) {
    const s = sector[i]!;
    const xi = x[i]!, yi = y[i]!, ri = r[i]!;
    if (s >= 0) {
      counts[s]!++;
      const b = sectors[s]!.bounds;
      addPoint(b, xi - ri, yi - ri);
      addPoint(b, xi + ri, yi + ri);
    } else {
      addPoint(bounds, xi - ri, yi - ri);
      addPoint(bounds, xi + ri, yi + ri);
    }
  }
  const members = sectors.map((_, k) => new Int32Array(counts[k]!));
  counts.fill(0);
  for (let i = 0; i < n; i++) {
    const s = sector[i]!;
    if (s >= 0) members[s]![counts[s]!++] = i;
  }
  sectors.forEach((s, k) => {
    s.seats = readingOrder(members[k]!, buf.rowLabel, buf.numberText);
    if (!s.outline && s.seats.length > 0) {
      s.outline = deriveOutline(s.seats, { x, y, r, rowLabel: buf.rowLabel });
      if (s.outline) {
        s.outlineDerived = true;
        addBounds(s.bounds, s.outline.bounds);
      }
    }
    addBounds(bounds, s.bounds);
  });
  for (const s of reader.stands) addBounds(bounds, s.outline.bounds);
  for (const s of reader.stage) addBounds(bounds, s.outline.bounds);
  const decoration = reader.decoration.finish(reader.stage);
  if (decoration) {
    for (const shape of decoration.shapes) addBounds(bounds, shape.outline.bounds);
    for (const run of decoration.texts) addBounds(bounds, run.bounds);
    for (const image of decoration.images) addBounds(bounds, image.bounds);
  }

  const viewBox: Bounds = reader.viewBox ?? (isEmptyBounds(bounds) ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : { ...bounds });
  const geometry: HallGeometry = {
    viewBox,
    bounds: isEmptyBounds(bounds) ? { ...viewBox } : bounds,
    seatCount: n,
    ids: buf.ids.slice(0, n),
    x, y, r, sector,
    kind: buf.kind.slice(0, n),
    rowLabel: buf.rowLabel,
    numberText: buf.numberText,
    indexOf: reader.indexOf,
    sectors,
    stands: reader.stands,
    stage: reader.stage,
  };
  if (decoration) geometry.decoration = decoration;
  if (reader.warnings.size > 0) geometry.warnings = [...reader.warnings.values()];
  return geometry;
}
