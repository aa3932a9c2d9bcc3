// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../testing/canvas-stub';
import { BAND_ROWS, bandCount, PictureBuilder } from './picture-builder';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const job = { view: { k: 2, x: 0, y: 0 }, lod: 'seats' as const, generation: 0 };

describe('picture builder', () => {
  it('draws the picture in bands that tile its rows, each clipped to them and rasterised at once', () => {
    const bands: Array<[number, number]> = [];
    const log: string[] = [];
    const builder = new PictureBuilder((_ctx, _job, y0, y1) => {
      bands.push([y0, y1]);
      log.push('paint');
    });
    builder.start(job, 800, 1001);
    const ctx = (builder as unknown as { ctx: Record<string, (...args: number[]) => unknown> }).ctx;
    for (const name of ['rect', 'clip', 'getImageData', 'putImageData']) {
      const original = ctx[name]!;
      ctx[name] = (...args: number[]) => {
        log.push(name === 'rect' ? `rect ${args.join(' ')}` : name === 'putImageData' ? `put ${args.slice(1).join(' ')}` : name);
        return original(...args);
      };
    }
    expect(builder.step(Infinity, () => 0)).toBe(true);
    expect(bands).toHaveLength(bandCount(1001));
    expect(bands[0]![0]).toBe(0);
    expect(bands.at(-1)![1]).toBe(1001);
    for (let i = 1; i < bands.length; i++) expect(bands[i]![0]).toBe(bands[i - 1]![1]);
    // Per band: clip to its rows, paint, write a pixel in the next band's first row (the
    // raster happens there and then; that band paints over it). The last band is rasterised
    // by the hand-over. No pixel is read back: every read after the first would make Chromium
    // warn that the canvas should be one kept for reading.
    const [y0, y1] = bands[1]!;
    // Thin enough that one band's raster stays a small part of a slow phone's frame.
    for (const [a, b] of bands) expect(b - a).toBeLessThanOrEqual(BAND_ROWS);
    expect(log.slice(4, 8)).toEqual([`rect 0 ${y0} 800 ${y1 - y0}`, 'clip', 'paint', `put 0 ${y1}`]);
    expect(log.slice(-3)).toEqual([`rect 0 ${bands.at(-1)![0]} 800 ${1001 - bands.at(-1)![0]}`, 'clip', 'paint']);
    expect(log).not.toContain('getImageData');
  });

  it('stops a frame\'s bands at the budget, at least one a frame, and hands the picture over only when complete', () => {
    let clock = 0;
    const builder = new PictureBuilder(() => {
      clock += 4;
    });
    // Ten bands.
    builder.start(job, 100, 10 * BAND_ROWS);
    expect(() => builder.take()).toThrow(/not finished/);
    // 4 ms a band, 10 ms a frame: three bands, three, three, then the last.
    expect(builder.step(10, () => clock)).toBe(false);
    expect(builder.step(10, () => clock)).toBe(false);
    expect(builder.step(10, () => clock)).toBe(false);
    expect(builder.step(10, () => clock)).toBe(true);
    expect(builder.done).toBe(true);
    // A band over budget still makes progress.
    const slow = new PictureBuilder(() => {
      clock += 50;
    });
    slow.start(job, 100, 100);
    for (let n = 1; n < bandCount(100); n++) expect(slow.step(10, () => clock)).toBe(false);
    expect(slow.step(10, () => clock)).toBe(true);
    expect(builder.take()).toBeTruthy();
    expect(builder.current).toBeNull();
  });

  it('cuts a picture at the same rows however fast the device draws: only the bands a frame follow the cost', () => {
    // Antialiasing where a clip edge cuts a seat differs with the edge's row: a picture is
    // identical to a fresh one of the same view only when both are cut alike.
    const cut = (msPerBand: number, budget: number) => {
      let clock = 0;
      const rows: Array<[number, number]> = [];
      let frames = 0;
      const builder = new PictureBuilder((_ctx, _job, y0, y1) => {
        rows.push([y0, y1]);
        clock += msPerBand;
      });
      builder.start(job, 780, 1688);
      while (!builder.step(budget, () => clock)) frames++;
      return { rows, frames: frames + 1 };
    };
    const fast = cut(0.5, 10);
    const slow = cut(12, 10);
    const whole = cut(0, Infinity);
    expect(slow.rows).toEqual(fast.rows);
    expect(whole.rows).toEqual(fast.rows);
    expect(fast.rows.every(([a, b]) => Number.isInteger(a) && Number.isInteger(b))).toBe(true);
    // A slow device spreads the same bands over more frames, one a frame at most.
    expect(slow.frames).toBe(fast.rows.length);
    expect(fast.frames).toBeLessThan(slow.frames / 4);
    expect(whole.frames).toBe(1);
  });

  it('leaves every band with the context as it found it, and a started job replaces an unfinished one', () => {
    const depths: number[] = [];
    let depth = 0;
    const builder = new PictureBuilder((ctx) => {
      depths.push(depth);
      ctx.setTransform(5, 0, 0, 5, 1, 1);
    });
    builder.start(job, 100, 100);
    const ctx = (builder as unknown as { ctx: CanvasRenderingContext2D }).ctx;
    const save = ctx.save.bind(ctx);
    const restore = ctx.restore.bind(ctx);
    ctx.save = () => {
      depth++;
      save();
    };
    ctx.restore = () => {
      depth--;
      restore();
    };
    builder.step(Infinity, () => 0);
    expect(depths.every((d) => d === 1)).toBe(true);
    expect(depth).toBe(0);
    const next = { ...job, view: { k: 3, x: 0, y: 0 } };
    builder.start(next, 100, 100);
    expect(builder.current?.view.k).toBe(3);
    expect(builder.done).toBe(false);
  });

  it('prepares the canvas for a size with its pixels, which the first picture of that size then uses', () => {
    const { contexts } = stubCanvas();
    const builder = new PictureBuilder(() => {});
    builder.prepare(800, 1001);
    const made = contexts();
    expect(made).toBeGreaterThan(0);
    const ctx = (builder as unknown as { ctx: Record<string, (...args: number[]) => unknown> }).ctx;
    const puts: number[][] = [];
    const put = ctx.putImageData!;
    ctx.putImageData = (...args: number[]) => {
      puts.push(args.slice(1));
      return put(...args);
    };
    builder.prepare(800, 1001);
    // Its pixels were given by a pixel written (no read-back).
    expect(puts).toEqual([[0, 0]]);
    builder.start(job, 800, 1001);
    expect(contexts()).toBe(made);
    // Not while a picture is being drawn.
    builder.prepare(800, 1001);
    expect(puts).toHaveLength(1);
    builder.dispose();
  });
});
