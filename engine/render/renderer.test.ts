// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import { canvasTestHooks } from '../testing/canvas-stub';
import { recordingContext, type RecordingContext } from '../testing/recording-context';
import { linearIndex } from '../testing/linear-index';
import { sizedContainer } from '../testing/sized-container';
import { twoSectorHall } from '../testing/synthetic-hall';
import { bandCount, PictureBuilder } from './picture-builder';
import { createRenderer, type LevelOfDetail } from './renderer';
import { relativeView } from './view';

/** How many times a layer's canvas (by its part's name) had `call` made on it. */
function layerCallLog() {
  const contexts = new Map<HTMLCanvasElement, RecordingContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext(this: HTMLCanvasElement) {
    const recording = recordingContext();
    contexts.set(this, recording);
    return recording.ctx as never;
  });
  return (part: string, call: string) => [...contexts].filter(([canvas]) => canvas.dataset.part === part).reduce((n, [, r]) => n + r.count(call), 0);
}

/** How many times the overlay's canvas was cleared and drawn. */
function overlayDrawLog() {
  const calls = layerCallLog();
  return () => calls('overlay', 'clearRect');
}

/**
 * A renderer over a small hall. `bandMs`: how long each band of a picture takes on the
 * renderer's clock (0: a whole picture fits in a frame).
 */
function mount(lodAt: (k: number) => LevelOfDetail = () => 'seats', bandMs = 0) {
  const model = twoSectorHall();
  const el = sizedContainer();
  let clock = 0;
  const now = () => clock;
  const query = linearIndex(model);
  const search = query.search.bind(query);
  // Each band queries its seats once: the band's time goes on the clock there.
  const searches = vi.spyOn(query, 'search').mockImplementation((b) => {
    clock += bandMs;
    return search(b);
  });
  const renderer = createRenderer(el, model, { query, levelOfDetail: lodAt, pixelRatio: 2, now });
  const frame = () => vi.advanceTimersByTime(20);
  const part = <T extends HTMLElement>(name: string) => renderer.element.querySelector<T>(`[data-part="${name}"]`)!;
  const picture = () => part<HTMLCanvasElement>('picture');
  const patches = () => part<HTMLCanvasElement>('patches');
  const movingFrame = () => part<HTMLCanvasElement>('moving-frame');
  const layerHost = () => part('layers');
  const overlay = () => part<HTMLCanvasElement>('overlay');
  const crispFrames: boolean[] = [];
  renderer.onFrame(({ crisp }) => crispFrames.push(crisp));
  return { model, renderer, frame, picture, patches, movingFrame, layerHost, overlay, searches, crispFrames };
}

/** The frames after the first picture in which the renderer rehearses a tap at idle (a seat patched as it is, then dropped). */
function settle(frame: () => void) {
  for (let n = 0; n < 4; n++) frame();
}

canvasTestHooks();

/** Bands of a picture of the default box (300 CSS px tall at pixel ratio 2). */
const PICTURE_BANDS = bandCount(600);

describe('renderer frames', () => {
  it('draws nothing while the view moves: the picture is carried by CSS, then drawn anew for the still view', () => {
    const { renderer, frame, picture, layerHost, searches } = mount();
    const v0 = { k: 10, x: 5, y: 5 };
    renderer.setSize(400, 300);
    renderer.setView(v0, false);
    frame();
    expect(renderer.stats().firstPaintAt).not.toBeNull();
    // One seat query per band of the picture.
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    expect(picture().style.visibility).toBe('');
    expect(picture().style.transform).toBe('');

    searches.mockClear();
    const v2 = { k: 15, x: -40, y: 10 };
    renderer.setView({ k: 14, x: -30, y: 12 }, true);
    frame();
    renderer.setView(v2, true);
    frame();
    expect(searches).not.toHaveBeenCalled();
    expect(layerHost().style.visibility).toBe('hidden');
    // The picture stays visible inside the hidden stage, carried to the new view.
    expect(picture().style.visibility).toBe('visible');
    const rel = relativeView(v0, v2);
    expect(picture().style.transform).toBe(`matrix(${rel.k}, 0, 0, ${rel.k}, ${rel.x}, ${rel.y})`);
    expect(renderer.stats().movingFrames).toBe(2);

    renderer.setView(v2, false);
    frame();
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    expect(layerHost().style.visibility).toBe('');
    expect(picture().style.transform).toBe('');
    renderer.dispose();
  });

  it('spreads a picture over frames, keeping the last one on screen until the new one is complete', () => {
    // Each band takes 4 ms of the frame's 10 ms budget: three bands a frame.
    const { renderer, frame, picture, searches, crispFrames } = mount(() => 'seats', 4);
    const v0 = { k: 10, x: 5, y: 5 };
    renderer.setView(v0, false);
    frame();
    // Nothing on screen before the first picture: it is drawn at once.
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    expect(crispFrames).toEqual([true]);
    settle(frame);

    searches.mockClear();
    crispFrames.length = 0;
    const v1 = { k: 12, x: -20, y: 0 };
    renderer.setView(v1, false);
    frame();
    expect(searches).toHaveBeenCalledTimes(3);
    const rel = relativeView(v0, v1);
    expect(picture().style.transform).toBe(`matrix(${rel.k}, 0, 0, ${rel.k}, ${rel.x}, ${rel.y})`);
    const frames = Math.ceil(PICTURE_BANDS / 3);
    for (let n = 1; n < frames; n++) frame();
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    expect(crispFrames).toEqual([...Array<boolean>(frames - 1).fill(false), true]);
    expect(picture().style.transform).toBe('');
    renderer.dispose();
  });

  it('a tap paints that seat, with its selection mark, over the picture: no new picture, no overlay', () => {
    const overlayDraws = overlayDrawLog();
    const { model, renderer, frame, searches, overlay, patches } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    const drawsBefore = overlayDraws();
    searches.mockClear();
    expect(patches().style.visibility).toBe('hidden');
    model.status[3] = SeatStatus.selected;
    renderer.seatsChanged([3]);
    frame();
    expect(searches).not.toHaveBeenCalled();
    expect(overlayDraws()).toBe(drawsBefore);
    expect(patches().style.visibility).toBe('');
    expect(overlay().style.visibility).toBe('hidden');
    // The next picture holds the seat: the patches go.
    renderer.setView({ k: 11, x: 5, y: 5 }, false);
    frame();
    expect(patches().style.visibility).toBe('hidden');
    expect(renderer.stats().lastUpdateLatency).not.toBeNull();
    renderer.dispose();
  });

  it('ahead of the first tap, patches a seat in view as it is in two frames at idle, then lets the patches go', () => {
    const { model, renderer, frame, patches, searches } = mount();
    const paint = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    // The first picture; at idle after it, the patch canvas gets its pixels and the first rehearsal.
    frame();
    expect(patches().style.visibility).toBe('hidden');
    searches.mockClear();
    const before = model.status.slice();
    frame();
    // A seat patched as it is: shown over the picture, no new picture, no status changed.
    expect(patches().style.visibility).toBe('');
    expect(searches).not.toHaveBeenCalled();
    expect(model.status).toEqual(before);
    frame();
    expect(patches().style.visibility).toBe('');
    frame();
    expect(patches().style.visibility).toBe('hidden');
    // Nothing more happens afterwards.
    frame();
    frame();
    expect(patches().style.visibility).toBe('hidden');
    expect(searches).not.toHaveBeenCalled();
    expect(paint).toHaveBeenCalled();
    renderer.dispose();
  });

  it('readies the patches\' canvas ahead of the first tap without giving the empty overlay pixels', () => {
    // Sizing Konva's stage draws every layer: a layer cleared before each draw would get a
    // screenful of pixels it does not show (tens of ms at 6× CPU, in the idle callback a tap waits behind).
    const overlayDraws = overlayDrawLog();
    const { renderer, frame, overlay, patches } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    settle(frame);
    expect(overlayDraws()).toBe(0);
    expect(patches().width).toBe(800);
    expect(overlay().width).toBe(0);
    // Once it has something to show, each draw starts from a blank canvas.
    renderer.setHover(3);
    frame();
    expect(overlayDraws()).toBe(1);
    expect(overlay().width).toBe(800);
    renderer.setHover(4);
    frame();
    expect(overlayDraws()).toBe(2);
    renderer.dispose();
  });

  it('readies the patches\' canvas only once the view is still, not at an idle moment inside a gesture', () => {
    const calls = layerCallLog();
    const { renderer, frame } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    // A gesture starts with the first picture's frame, before the idle moment after it.
    let started = false;
    renderer.onFrame(() => {
      if (started) return;
      started = true;
      renderer.setView({ k: 10, x: 0, y: 5 }, true);
    });
    frame();
    for (let n = 0; n < 4; n++) {
      renderer.setView({ k: 10, x: -n, y: 5 }, true);
      frame();
    }
    expect(calls('patches', 'putImageData')).toBe(0);
    renderer.setView({ k: 10, x: -5, y: 5 }, false);
    settle(frame);
    expect(calls('patches', 'putImageData')).toBe(1);
    renderer.dispose();
  });

  it('keeps a real tap that comes during the rehearsal', () => {
    const { model, renderer, frame, patches } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    frame();
    model.status[3] = SeatStatus.selected;
    renderer.seatsChanged([3]);
    for (let n = 0; n < 4; n++) frame();
    expect(patches().style.visibility).toBe('');
    renderer.dispose();
  });

  it('carries only the patched seats\' part of the patch layer when the view moves after a tap', () => {
    const { model, renderer, frame, movingFrame } = mount();
    const v0 = { k: 10, x: 5, y: 5 };
    renderer.setView(v0, false);
    frame();
    settle(frame);
    model.status[3] = SeatStatus.selected;
    renderer.seatsChanged([3]);
    frame();
    const v1 = { k: 12, x: -10, y: 0 };
    renderer.setView(v1, true);
    frame();
    const still = movingFrame();
    expect(still.style.visibility).toBe('visible');
    // A seat of radius 4.5 CSS px: a still of a few seat widths, not of the 400 × 300 box.
    expect(parseFloat(still.style.width)).toBeLessThan(30);
    expect(parseFloat(still.style.height)).toBeLessThan(30);
    // Placed where the seat is in the moved view.
    const m = /matrix\(([^)]+)\)/.exec(still.style.transform)![1]!.split(',').map(Number);
    const seatX = model.x[3]! * v1.k + v1.x;
    const seatY = model.y[3]! * v1.k + v1.y;
    const w = parseFloat(still.style.width) * m[0]!;
    const h = parseFloat(still.style.height) * m[3]!;
    expect(seatX).toBeGreaterThan(m[4]!);
    expect(seatX).toBeLessThan(m[4]! + w);
    expect(seatY).toBeGreaterThan(m[5]!);
    expect(seatY).toBeLessThan(m[5]! + h);
    renderer.dispose();
  });

  it('draws a new picture when a sector runs out of places, and on a bulk change', () => {
    const { model, renderer, frame, searches } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    searches.mockClear();
    const sector = model.sectors[0]!.seats;
    for (const i of sector) model.status[i] = SeatStatus.unavailable;
    renderer.seatsChanged(sector.slice(0, 3));
    frame();
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    searches.mockClear();
    renderer.seatsChanged();
    frame();
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    renderer.dispose();
  });

  it('draws a new picture for new category colours, not for the ones it already has', () => {
    const { renderer, frame, searches } = mount();
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    renderer.setCategoryColors(new Map([[1, '#112233']]));
    frame();
    searches.mockClear();
    // Equal colours in a new map (the shell's effect after creation): nothing to redraw.
    renderer.setCategoryColors(new Map([[1, '#112233']]));
    frame();
    expect(searches).not.toHaveBeenCalled();
    renderer.setCategoryColors(new Map([[1, '#445566']]));
    frame();
    expect(searches).toHaveBeenCalledTimes(PICTURE_BANDS);
    renderer.dispose();
  });

  it('below the threshold shows the hall bitmap and hides the picture and the layers', () => {
    const { renderer, frame, overlay, picture, patches } = mount(() => 'sectors');
    renderer.setSize(400, 300);
    renderer.setView({ k: 2, x: 0, y: 0 }, false);
    frame();
    const bitmap = renderer.element.querySelector<HTMLCanvasElement>('[data-part="hall-bitmap"]')!;
    expect(bitmap).not.toBeNull();
    // Sized in CSS pixels itself: a page's `canvas { max-width: 100% }` must not shrink it.
    expect(bitmap.style.width).toBe(`${bitmap.width}px`);
    expect(bitmap.style.maxWidth).toBe('none');
    expect(bitmap.style.transform).toMatch(/^matrix\(/);
    expect(picture().style.visibility).toBe('hidden');
    expect(patches().style.visibility).toBe('hidden');
    // Nothing selected, hovered or focused: the overlay is not composited either.
    expect(overlay().style.visibility).toBe('hidden');
    renderer.setHover(0);
    frame();
    expect(overlay().style.visibility).toBe('');
    renderer.dispose();
  });

  it('dispose cancels pending frames and timers and removes its elements', () => {
    const { renderer, frame } = mount(() => 'seats', 4);
    const el = renderer.element;
    renderer.setSize(400, 300);
    renderer.setView({ k: 10, x: 5, y: 5 }, false);
    frame();
    // A picture half drawn.
    renderer.setView({ k: 11, x: 5, y: 5 }, false);
    frame();
    renderer.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(el.isConnected).toBe(false);
  });

  it('gives the seat pictures\' canvas its pixels at an idle moment after the first frame, and again after a resize', () => {
    const prepare = vi.spyOn(PictureBuilder.prototype, 'prepare');
    const { renderer, frame } = mount(() => 'sectors');
    renderer.setSize(400, 300);
    renderer.setView({ k: 2, x: 0, y: 0 }, false);
    expect(prepare).not.toHaveBeenCalled();
    frame();
    frame();
    expect(prepare.mock.calls).toEqual([[800, 600]]);
    frame();
    expect(prepare).toHaveBeenCalledTimes(1);
    renderer.setSize(500, 300);
    frame();
    frame();
    expect(prepare.mock.calls).toEqual([[800, 600], [1000, 600]]);
    renderer.dispose();
  });
});
