// Gathers the file's own drawing while the reader walks it, and finishes it: text runs
// joined into words (text-merge.ts), labels of the stage and standing areas taken from the
// joined words, so that «С» «Ц» «Е» «Н» «А» placed one by one label the stage «СЦЕНА».

import type { Decoration, DecorationShape, HallWarning, ImageShape, StageShape, TextRun } from './model';
import { mergeRuns } from './text-merge';
import { runCentre } from './text-runs';
import { HallParseError } from './parse-error';

/** Enough for any hall drawing; beyond it the rest is counted and not kept. */
export const MAX_DECORATION_SHAPES = 50_000;
export const MAX_TEXT_RUNS = 50_000;

interface Labelled {
  label: string;
}

/** What the importer needs to know of every shape besides its geometry. */
export interface ShapeInfo {
  tag: string;
  /** Index into the reader's `groups`, -1 at the top level. */
  group: number;
  /** The outermost <use> that drew the shape (numbered in document order), -1 for the file's own shapes. */
  use: number;
}

export class DecorationCollector {
  readonly shapes: DecorationShape[] = [];
  readonly shapeInfo: ShapeInfo[] = [];
  readonly texts: TextRun[] = [];
  readonly images: ImageShape[] = [];
  private readonly labels: { target: Labelled; first: number; count: number }[] = [];

  constructor(
    private readonly warn: (code: HallWarning['code']) => void,
    private readonly maxShapes = MAX_DECORATION_SHAPES,
    private readonly maxTexts = MAX_TEXT_RUNS,
    /** Past a limit: refuse the file (the importer, whose seats are among the shapes) rather than keep a part. */
    private readonly refuseOverLimit = false,
  ) {}

  private overLimit(what: string, limit: number): void {
    if (this.refuseOverLimit) throw new HallParseError('too-many-shapes', `more than ${limit} ${what}`);
    this.warn('decoration-limit');
  }

  addShape(shape: DecorationShape, info: ShapeInfo): void {
    if (this.shapes.length >= this.maxShapes) return this.overLimit('shapes', this.maxShapes);
    this.shapes.push(shape);
    this.shapeInfo.push(info);
  }

  /** Runs of one <text>; `label` is the stage or standing area the text labels, if any. */
  addTexts(runs: TextRun[], label: { target: Labelled; role: 'stage' | 'stand' } | null): void {
    if (this.texts.length + runs.length > this.maxTexts) return this.overLimit('text runs', this.maxTexts);
    if (label) {
      for (const run of runs) run.role = label.role;
      this.labels.push({ target: label.target, first: this.texts.length, count: runs.length });
    }
    this.texts.push(...runs);
  }

  addImage(image: ImageShape): void {
    this.images.push(image);
  }

  /** Joins the text, sets the labels; undefined when the file draws nothing of its own. */
  finish(stage: readonly StageShape[]): Decoration | undefined {
    const { runs, into } = mergeRuns(this.texts);
    for (const { target, first, count } of this.labels) {
      const words = new Set<number>();
      for (let k = first; k < first + count; k++) words.add(into[k]!);
      target.label = [...words].map((w) => runs[w]!.text).join(' ');
    }
    for (const s of stage) {
      if (s.label !== '') continue;
      // No label beside the stage shape: the largest word drawn on it.
      const b = s.outline.bounds;
      let best: TextRun | null = null;
      for (const run of runs) {
        const c = runCentre(run);
        if (c.x >= b.minX && c.x <= b.maxX && c.y >= b.minY && c.y <= b.maxY && /\p{L}/u.test(run.text) && (!best || run.size > best.size)) best = run;
      }
      if (best) {
        s.label = best.text;
        best.role = 'stage';
      }
    }
    if (this.shapes.length === 0 && runs.length === 0 && this.images.length === 0) return undefined;
    return { shapes: this.shapes, texts: runs, images: this.images };
  }
}
