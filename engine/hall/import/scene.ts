// The importer's view of a design-tool export: every visible shape with its size, style and
// group, the text as words with positions (text-merge.ts), pictures and the named groups.
// It is read by the hall parser itself, so the same security rules refuse the same files.

import type { Bounds, DecorationShape, ImageShape, TextRun } from '../model';
import { readHallSvg, type ParseHallOptions } from '../parse';
import type { SceneGroup } from '../hall-reader';
import { addBounds, emptyBounds, isEmptyBounds } from '../matrix';
import { HallImportError } from './import-error';
import { mergeRuns } from '../text-merge';
import { MAX_IMPORT_SHAPES } from '../limits';

export interface SceneShape extends DecorationShape {
  /** The element's name; 'use' for the copy of a symbol, whose shapes are in `parts`. */
  tag: string;
  /** What a <use> drew (a chair's seat and back): one shape here, its bounds theirs; drawn as these. */
  parts?: DecorationShape[];
  group: number;
  /** Centre and size of the bounds, in root coordinates. */
  cx: number;
  cy: number;
  w: number;
  h: number;
}

export interface Scene {
  viewBox: Bounds | null;
  /** Everything drawn. */
  bounds: Bounds;
  shapes: SceneShape[];
  texts: TextRun[];
  /** For each text, the runs as the file placed them that were joined into it (text-merge.ts). */
  pieces: TextRun[][];
  images: ImageShape[];
  groups: SceneGroup[];
}

// Export files hold every seat as its own shape: far more than the map keeps as decoration.
// A file past the limit is refused (a part of a hall is not a hall).

function boxOf(b: Bounds): { cx: number; cy: number; w: number; h: number } {
  return { cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, w: b.maxX - b.minX, h: b.maxY - b.minY };
}

/** The limits are parameters for the tests only: every caller has the stated ones. */
export function readScene(svg: string, options: ParseHallOptions = {}, maxShapes = MAX_IMPORT_SHAPES, maxTexts = MAX_IMPORT_SHAPES): Scene {
  const reader = readHallSvg(svg, options, { groups: true, maxDecorationShapes: maxShapes, maxTextRuns: maxTexts, refuseOverLimit: true });
  if (reader.seats.count > 0 || reader.stands.length > 0) throw new HallImportError('already-marked', `${reader.seats.count} seats already marked`);
  const decoration = reader.decoration.finish([]);
  const info = reader.decoration.shapeInfo;

  // The runs each joined word was made of: two row numbers drawn close (the ends of two rows
  // across an aisle) can join into one «33»; the importer may need to take them apart again.
  const pieces: TextRun[][] = (decoration?.texts ?? []).map(() => []);
  const { into } = mergeRuns(reader.decoration.texts);
  reader.decoration.texts.forEach((run, k) => pieces[into[k]!]?.push(run));
  const shapes: SceneShape[] = [];
  // A symbol placed by a <use> is one thing however many shapes draw it: a seat is the
  // whole chair, not its cushion.
  let lastUse = -1;
  (decoration?.shapes ?? []).forEach((shape, k) => {
    const { tag, group, use } = info[k]!;
    const last = shapes[shapes.length - 1];
    if (use >= 0 && use === lastUse && last) {
      last.parts!.push(shape);
      const b = emptyBounds();
      addBounds(b, last.outline.bounds);
      addBounds(b, shape.outline.bounds);
      last.outline = { ...last.outline, bounds: b };
      Object.assign(last, boxOf(b));
      return;
    }
    lastUse = use;
    shapes.push({ ...shape, tag: use >= 0 ? 'use' : tag, group, ...boxOf(shape.outline.bounds), ...(use >= 0 ? { parts: [shape] } : {}) });
  });
  const bounds = emptyBounds();
  for (const s of shapes) addBounds(bounds, s.outline.bounds);
  for (const t of decoration?.texts ?? []) addBounds(bounds, t.bounds);
  for (const i of decoration?.images ?? []) addBounds(bounds, i.bounds);
  if (isEmptyBounds(bounds)) throw new HallImportError('no-seat-shapes', 'the file draws nothing');
  return { viewBox: reader.viewBox, bounds, shapes, texts: decoration?.texts ?? [], pieces, images: decoration?.images ?? [], groups: reader.groups };
}
