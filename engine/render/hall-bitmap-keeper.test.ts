// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HallModel } from '../hall/model';
import { stubCanvas } from '../testing/canvas-stub';
import { stubImageData } from '../testing/image-data-stub';
import { buildSyntheticHall, twoSectorHall } from '../testing/synthetic-hall';
import { bitmapPlacement, HallBitmap, hallBitmapLayout } from './hall-bitmap';
import { BITMAP_IDLE_MS, createHallBitmapKeeper, SHARPEN_CALLBACK_MS, SHARPEN_SEATS_PER_STEP } from './hall-bitmap-keeper';
import * as raster from './rasterize';
import { buildOutlinePaths, sectorFillKeys, standFillKeys } from './outlines';
import { buildPalette } from './palette';

function keep(model: HallModel = twoSectorHall(), openingScale?: () => number, moving?: () => boolean) {
  const palette = buildPalette(model, new Map());
  const colors = { palette, sectorKeys: sectorFillKeys(model, palette), standKeys: standFillKeys(model, palette), stroke: false };
  const mounted: HTMLElement[] = [];
  // Every picture of the whole hall, drawn at once (`render`) or in idle slices.
  const render = vi.spyOn(HallBitmap.prototype, 'renderInSteps');
  const patched: number[][] = [];
  vi.spyOn(HallBitmap.prototype, 'patch').mockImplementation((_colors, seats) => void patched.push([...seats]));
  const keeper = createHallBitmapKeeper({ model, paths: buildOutlinePaths(model), colors: () => colors, mount: (el) => mounted.push(el), onShown: () => {}, openingScale, moving });
  return { keeper, mounted, render, patched };
}

beforeEach(() => {
  stubCanvas();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hall bitmap keeper', () => {
  it('creates and mounts the bitmap when first needed, then patches changed seats instead of re-rendering', () => {
    const { keeper, mounted, render, patched } = keep();
    expect(keeper.shown).toBe(false);
    expect(mounted).toEqual([]);
    const bitmap = keeper.current();
    expect(mounted).toEqual([bitmap.element]);
    expect(bitmap.element.dataset.part).toBe('hall-bitmap');
    expect(render).toHaveBeenCalledTimes(1);

    keeper.seatChanged(3);
    keeper.seatChanged(7);
    keeper.capPatch();
    expect(keeper.current()).toBe(bitmap);
    expect(render).toHaveBeenCalledTimes(1);
    expect(patched).toEqual([[3, 7]]);
    // Up to date: nothing to do.
    keeper.current();
    expect(patched).toHaveLength(1);

    keeper.seatChanged(5);
    keeper.invalidate();
    keeper.seatChanged(6);
    keeper.current();
    keeper.current();
    // The re-render drew seats 5 and 6 already: there is nothing left to patch.
    expect(render).toHaveBeenCalledTimes(2);
    expect(patched).toHaveLength(1);
    expect(mounted).toHaveLength(1);
    keeper.dispose();
  });

  it('re-renders instead of patching a change past the patch limit', () => {
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 10, seatsPerRow: 10, cat: 21, name: 'A' }] });
    const { keeper, render, patched } = keep(model);
    keeper.current();
    for (let i = 0; i < 65; i++) keeper.seatChanged(i);
    keeper.capPatch();
    keeper.current();
    expect(render).toHaveBeenCalledTimes(2);
    expect(patched).toEqual([]);
    keeper.dispose();
  });

  it('brings an outdated bitmap up to date once idle, and leaves no timer after dispose', () => {
    const { keeper, render, patched } = keep();
    keeper.refreshLater();
    vi.advanceTimersByTime(BITMAP_IDLE_MS - 1);
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render).toHaveBeenCalledTimes(1);
    // Up to date: no timer.
    keeper.refreshLater();
    expect(vi.getTimerCount()).toBe(0);

    keeper.seatChanged(2);
    keeper.refreshLater();
    keeper.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    expect(patched).toEqual([]);
  });

  it('shows the bitmap as it is under a moving picture, and brings it up to date once the map is idle', () => {
    const { keeper, render, patched } = keep();
    // Created on first use, even as it is.
    const bitmap = keeper.asItIs();
    expect(render).toHaveBeenCalledTimes(1);
    keeper.seatChanged(3);
    keeper.capPatch();
    expect(keeper.asItIs()).toBe(bitmap);
    expect(patched).toEqual([]);
    keeper.refreshLater();
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    expect(patched).toEqual([[3]]);
  });

  it('opens with a bitmap at the view\'s scale when that is much smaller, and puts the full one in its place at idle', () => {
    const model = twoSectorHall();
    const full = hallBitmapLayout(model.bounds);
    const { keeper, mounted, render, patched } = keep(model, () => full.scale / 4);
    const opening = keeper.current();
    expect(opening.layout.scale).toBeCloseTo(full.scale / 4);
    expect(opening.layout.width).toBeLessThan(full.width);
    opening.place({ k: 2, x: 3, y: 4 });
    keeper.seatChanged(4);
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    vi.runOnlyPendingTimers();
    // The full bitmap, drawn at idle, replaced the opening one (removed from the page).
    expect(mounted).toHaveLength(2);
    const sharp = keeper.current();
    expect(sharp).not.toBe(opening);
    expect(sharp.element).toBe(mounted[1]);
    expect(sharp.layout.scale).toBe(full.scale);
    expect(opening.element.isConnected).toBe(false);
    // Placed where the opening one was, before the next frame places it.
    expect(sharp.element.style.transform).toBe(bitmapPlacement(sharp.layout, { k: 2, x: 3, y: 4 }));
    // The full one was drawn after seat 4 changed: nothing left to patch into it.
    keeper.current();
    expect(patched).toEqual([]);
    expect(render).toHaveBeenCalledTimes(2);
    keeper.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not draw the full bitmap while the view moves, but at the first idle moment after', () => {
    const model = twoSectorHall();
    const full = hallBitmapLayout(model.bounds);
    let moving = true;
    const { keeper, mounted, render } = keep(model, () => full.scale / 4, () => moving);
    keeper.current();
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    vi.runOnlyPendingTimers();
    vi.runOnlyPendingTimers();
    // A pinch in progress: still the opening bitmap alone.
    expect(mounted).toHaveLength(1);
    expect(render).toHaveBeenCalledTimes(1);
    moving = false;
    vi.runOnlyPendingTimers();
    expect(mounted).toHaveLength(2);
    expect(render).toHaveBeenCalledTimes(2);
    keeper.dispose();
  });

  it('draws the full bitmap at once when the opening view is close to its scale', () => {
    const model = twoSectorHall();
    const full = hallBitmapLayout(model.bounds);
    const { keeper, mounted } = keep(model, () => full.scale * 0.9);
    expect(keeper.current().layout.scale).toBe(full.scale);
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    expect(mounted).toHaveLength(1);
    keeper.dispose();
  });

  it('stamps the full bitmap a slice of seats an idle moment, none while the view moves, and swaps it in after the last', () => {
    // Pixels to stamp into (jsdom has none).
    stubImageData();
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 50, seatsPerRow: 100, cat: 21, name: 'A' }] });
    const full = hallBitmapLayout(model.bounds);
    let moving = false;
    const stamped: number[] = [];
    const rasterize = raster.rasterizeSeats;
    vi.spyOn(raster, 'rasterizeSeats').mockImplementation((...args) => {
      stamped.push(args[3]);
      return rasterize(...args);
    });
    const { keeper, mounted } = keep(model, () => full.scale / 4, () => moving);
    const opening = keeper.current();
    stamped.length = 0;
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    vi.runOnlyPendingTimers();
    // The first slice, under the opening bitmap, which stays the one shown.
    expect(stamped).toEqual([SHARPEN_SEATS_PER_STEP]);
    expect(mounted).toHaveLength(2);
    expect(keeper.current()).toBe(opening);
    moving = true;
    vi.runOnlyPendingTimers();
    expect(stamped).toHaveLength(1);
    moving = false;
    for (let i = 0; i < 10 && keeper.current() === opening; i++) vi.runOnlyPendingTimers();
    expect(stamped).toEqual([SHARPEN_SEATS_PER_STEP, SHARPEN_SEATS_PER_STEP, model.seatCount - 2 * SHARPEN_SEATS_PER_STEP]);
    expect(keeper.current()).not.toBe(opening);
    expect(opening.element.isConnected).toBe(false);
    keeper.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes no more than a frame\'s worth of slices in one idle callback, however long the idle period', () => {
    stubImageData();
    // Idle periods of 50 ms (nothing else going on), each a callback.
    let callbacks = 0;
    vi.stubGlobal('requestIdleCallback', (fn: IdleRequestCallback) =>
      setTimeout(() => {
        callbacks++;
        fn({ didTimeout: false, timeRemaining: () => 50 });
      }, 0),
    );
    vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
    // Each slice of seats takes 6 ms.
    const slice = 6;
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 50, seatsPerRow: 200, cat: 21, name: 'A' }] });
    const full = hallBitmapLayout(model.bounds);
    const perCallback: number[] = [];
    const rasterize = raster.rasterizeSeats;
    vi.spyOn(raster, 'rasterizeSeats').mockImplementation((...args) => {
      clock += slice;
      perCallback[callbacks] = (perCallback[callbacks] ?? 0) + 1;
      return rasterize(...args);
    });
    const { keeper } = keep(model, () => full.scale / 4, () => false);
    const opening = keeper.current();
    perCallback.length = 0;
    vi.advanceTimersByTime(BITMAP_IDLE_MS);
    for (let i = 0; i < 20 && keeper.current() === opening; i++) vi.runOnlyPendingTimers();
    expect(keeper.current()).not.toBe(opening);
    const slices = perCallback.filter((n) => n !== undefined);
    expect(slices.reduce((a, b) => a + b, 0)).toBe(Math.ceil(model.seatCount / SHARPEN_SEATS_PER_STEP));
    expect(Math.max(...slices) * slice).toBeLessThanOrEqual(SHARPEN_CALLBACK_MS);
    expect(Math.max(...slices)).toBeGreaterThan(1);
    keeper.dispose();
  });
});
