// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubImageData } from '../testing/image-data-stub';
import { recordingContext, type RecordingContext } from '../testing/recording-context';
import { buildSyntheticHall } from '../testing/synthetic-hall';
import { HallBitmap } from './hall-bitmap';
import { BAND_OVERLAP_ROWS, bitmapBands, HALL_BITMAP_BAND_PIXELS } from './hall-bitmap-bands';
import { buildOutlinePaths, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette } from './palette';

describe('bitmap bands', () => {
  it('cover every row, in order, each sharing its edge rows with the next, within the band budget', () => {
    for (const [width, height] of [[2048, 1465], [1500, 2000], [300, 200], [2048, 1]]) {
      const bands = bitmapBands(width!, height!);
      expect(bands[0]!.y).toBe(0);
      expect(bands.at(-1)!.y + bands.at(-1)!.height).toBe(height);
      for (let k = 1; k < bands.length; k++) {
        const before = bands[k - 1]!;
        expect(bands[k]!.y).toBeGreaterThan(before.y);
        expect(before.y + before.height - bands[k]!.y).toBe(2 * BAND_OVERLAP_ROWS);
      }
      for (const band of bands) expect(band.height * width!).toBeLessThanOrEqual(Math.max(HALL_BITMAP_BAND_PIXELS, width!) + 2 * BAND_OVERLAP_ROWS * width!);
    }
    expect(bitmapBands(2048, 1465)).toHaveLength(8);
    expect(bitmapBands(300, 200)).toEqual([{ y: 0, height: 200 }]);
  });
});

/** A browser with `bitmaprenderer` canvases and OffscreenCanvas, recording what is drawn and handed over. */
function browserWithBitmaps() {
  const onScreen = new Map<HTMLCanvasElement, RecordingContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext(this: HTMLCanvasElement) {
    const rec = recordingContext();
    onScreen.set(this, rec);
    return rec.ctx as never;
  });
  // Every OffscreenCanvas (a band's source) with what was drawn on it.
  const sources: { height: number; rec: RecordingContext }[] = [];
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      readonly rec = recordingContext();
      constructor(readonly width: number, readonly height: number) {
        sources.push(this);
      }
      getContext() {
        return this.rec.ctx;
      }
      transferToImageBitmap() {}
    },
  );
  vi.stubGlobal('ImageBitmapRenderingContext', class {});
  vi.stubGlobal(
    'Path2D',
    class {
      addPath() {}
    },
  );
  stubImageData();
  // Each snapshot resolves when the test says so: a task later, as in a browser.
  const snapshots: { of: number; arrive: () => void }[] = [];
  vi.stubGlobal('createImageBitmap', (source: (typeof sources)[number]) =>
    new Promise((resolve) => snapshots.push({ of: sources.indexOf(source), arrive: () => resolve({ close() {} }) })),
  );
  return { onScreen, sources, snapshots };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function bitmapOf(model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 60, seatsPerRow: 60, cat: 21, name: 'A' }] })) {
  const palette = buildPalette(model, new Map());
  const colors = { palette, sectorKeys: sectorFillKeys(model, palette), standKeys: standFillKeys(model, palette), stroke: false };
  return { model, colors, bitmap: new HallBitmap(model, buildOutlinePaths(model)) };
}

describe('hall bitmap in bands', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('puts, draws under and hands over one band a step, and is shown once the last band has arrived', async () => {
    const { onScreen, sources, snapshots } = browserWithBitmaps();
    const { model, colors, bitmap } = bitmapOf();
    const bands = bitmapBands(bitmap.layout.width, bitmap.layout.height);
    expect(bands.length).toBeGreaterThan(2);
    const canvases = [...bitmap.element.querySelectorAll('canvas')];
    expect(canvases.map((c) => [Number(c.style.top.replace('px', '')), c.height])).toEqual(bands.map((b) => [b.y, b.height]));
    // A canvas of its own a band to draw in.
    expect(sources.map((c) => c.height)).toEqual(bands.map((b) => b.height));
    let shown = 0;
    bitmap.onShown = () => shown++;

    const step = bitmap.renderInSteps(colors, Math.ceil(model.seatCount / 2));
    expect(step()).toBe(false);
    // The last seats stamped: no band yet.
    expect(step()).toBe(false);
    expect(sources.every((c) => c.rec.calls.length === 0)).toBe(true);
    for (let k = 0; k < bands.length; k++) {
      expect(step()).toBe(k === bands.length - 1);
      // This band's rows, put at the top of its own canvas; the others untouched so far.
      const puts = sources.map((c) => c.rec.calls.filter((call) => call.name === 'putImageData').map((call) => call.args.slice(1)));
      expect(puts).toEqual(bands.map((b, j) => (j <= k ? [[0, -b.y, 0, b.y, bitmap.layout.width, b.height]] : [])));
      expect(snapshots.map((s) => s.of)).toEqual(bands.slice(0, k + 1).map((_, j) => j));
      expect(bitmap.shown).toBe(false);
      // A band arriving while others are still to be drawn is not the picture yet.
      snapshots[k]!.arrive();
      await settle();
      expect(shown).toBe(k === bands.length - 1 ? 1 : 0);
    }
    expect(bitmap.shown).toBe(true);
    // Every band's own canvas got its picture.
    for (const canvas of canvases) expect(onScreen.get(canvas)!.count('transferFromImageBitmap')).toBe(1);
  });

  it('hands over only the band a patched seat is in', async () => {
    const { snapshots } = browserWithBitmaps();
    const { model, colors, bitmap } = bitmapOf();
    bitmap.render(colors);
    for (const s of snapshots) s.arrive();
    await settle();
    expect(bitmap.shown).toBe(true);
    snapshots.length = 0;
    const bands = bitmapBands(bitmap.layout.width, bitmap.layout.height);
    // The hall's last seat: at the bottom, in the last band.
    bitmap.patch(colors, [model.seatCount - 1]);
    expect(snapshots.map((s) => s.of)).toEqual([bands.length - 1]);
    expect(bitmap.shown).toBe(false);
    snapshots[0]!.arrive();
    await settle();
    expect(bitmap.shown).toBe(true);
  });

  it('drops a band\'s older snapshot that arrives after a newer one', async () => {
    const { onScreen, snapshots } = browserWithBitmaps();
    const { model, colors, bitmap } = bitmapOf();
    bitmap.render(colors);
    for (const s of snapshots) s.arrive();
    await settle();
    const last = [...bitmap.element.querySelectorAll('canvas')].at(-1)!;
    const before = onScreen.get(last)!.count('transferFromImageBitmap');
    snapshots.length = 0;
    bitmap.patch(colors, [model.seatCount - 1]);
    bitmap.patch(colors, [model.seatCount - 2]);
    snapshots[1]!.arrive();
    await settle();
    snapshots[0]!.arrive();
    await settle();
    expect(onScreen.get(last)!.count('transferFromImageBitmap')).toBe(before + 1);
    bitmap.dispose();
    expect(bitmap.element.isConnected).toBe(false);
  });

  it('is opaque in the box\'s colour when given one: painted under the sectors, and under a patched seat', () => {
    const { sources } = browserWithBitmaps();
    const { model, colors, bitmap } = bitmapOf();
    const box = '#123456';
    bitmap.render({ ...colors, box });
    const under = (calls: { name: string; args: unknown[] }[], from = 0) => {
      let mode = 'source-over';
      let fill: unknown = null;
      const boxes: string[] = [];
      for (const call of calls.slice(from)) {
        if (call.name === 'set:globalCompositeOperation') mode = call.args[0] as string;
        if (call.name === 'set:fillStyle') fill = call.args[0];
        if (call.name === 'fillRect' && fill === box) boxes.push(`${mode} ${call.args.join(' ')}`);
      }
      return boxes;
    };
    for (const source of sources) expect(under(source.rec.calls)).toEqual([`destination-over 0 0 ${bitmap.layout.width} ${source.height}`]);
    const last = sources.at(-1)!;
    const from = last.rec.calls.length;
    bitmap.patch({ ...colors, box }, [model.seatCount - 1]);
    // Inside the seat's clip: the box, then its sector and the seat over it.
    expect(under(last.rec.calls, from)).toEqual([`source-over 0 0 ${bitmap.layout.width} ${last.height}`]);
    expect(last.rec.calls.slice(from).findIndex((c) => c.name === 'clip')).toBeLessThan(last.rec.calls.slice(from).findIndex((c) => c.name === 'fillRect'));
  });

  it('drawn on screen: one canvas, on screen as it is drawn, with no hand-over to announce', () => {
    browserWithBitmaps();
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 60, seatsPerRow: 60, cat: 21, name: 'A' }] });
    const palette = buildPalette(model, new Map());
    const colors = { palette, sectorKeys: sectorFillKeys(model, palette), standKeys: standFillKeys(model, palette), stroke: false };
    const bitmap = new HallBitmap(model, buildOutlinePaths(model), undefined, true);
    expect(bitmap.element).toBeInstanceOf(HTMLCanvasElement);
    let shown = 0;
    bitmap.onShown = () => shown++;
    bitmap.render(colors);
    expect(bitmap.shown).toBe(true);
    // Nothing was on its way: the renderer is not asked for a frame.
    expect(shown).toBe(0);
  });
});
