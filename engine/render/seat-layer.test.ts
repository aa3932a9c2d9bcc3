// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../testing/canvas-stub';
import { SeatStatus } from '../hall/model';
import { recordingContext } from '../testing/recording-context';
import { linearIndex } from '../testing/linear-index';
import { twoSectorHall } from '../testing/synthetic-hall';
import { FrameStats } from './frame-stats';
import { buildPalette } from './palette';
import { createSeatLayerPainter } from './seat-layer';
import type { SeatDrawMethod } from './draw-seats';

/** Every state write must happen between a save() and its restore(): Konva clears the layer in the state left behind. */
function stateWritesOutsideSave(calls: { name: string }[]): string[] {
  let depth = 0;
  const outside: string[] = [];
  for (const { name } of calls) {
    if (name === 'save') depth++;
    else if (name === 'restore') depth--;
    else if ((name === 'setTransform' || name === 'transform' || name === 'scale' || name === 'translate' || name.startsWith('set:')) && depth === 0) outside.push(name);
  }
  if (depth !== 0) outside.push(`unbalanced save/restore (${depth})`);
  return outside;
}

describe('patching the seat layer', () => {
  beforeEach(() => {
    stubCanvas();
    return () => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    };
  });

  it.each<[SeatDrawMethod, boolean, 'seats' | 'seats-and-numbers']>([
    ['arcs', false, 'seats'],
    ['sprites', true, 'seats-and-numbers'],
  ])('with %s (ring %s, %s) leaves the context as it found it', (method, stroke, lod) => {
    const model = twoSectorHall();
    model.meta.usestrokesector = stroke;
    model.meta.showseatnumber = true;
    model.status[3] = SeatStatus.selected;
    const painter = createSeatLayerPainter({
      model, query: linearIndex(model), method, uniformRadius: model.r[0], pixelRatio: 2, stroke, numbersAllowed: true, stats: new FrameStats(),
    });
    const rec = recordingContext();
    const under = vi.fn((ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D) => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 10, 10);
    });
    painter.patch(rec.ctx, Int32Array.from([3, 4]), { k: 40, x: -12, y: 7 }, buildPalette(model, new Map()), lod, under);
    expect(rec.count('arc') + rec.count('drawImage')).toBeGreaterThan(0);
    // What lies under the seats is painted again inside their discs only.
    expect(under).toHaveBeenCalledOnce();
    const names = rec.calls.map((c) => c.name);
    expect(names.indexOf('clip')).toBeGreaterThan(-1);
    expect(names.indexOf('clip')).toBeLessThan(names.indexOf('fillRect'));
    expect(stateWritesOutsideSave(rec.calls)).toEqual([]);
  });
});
