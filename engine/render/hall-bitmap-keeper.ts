import type { HallModel } from '../hall/model';
import { HallBitmap, hallBitmapLayout, type BitmapColors } from './hall-bitmap';
import { whenIdle } from './idle';
import type { OutlinePaths } from './outlines';

/** A bulk status change past this share of the hall re-renders the bitmap instead of patching it. */
const PATCH_LIMIT_SHARE = 0.02;
/**
 * A stale hall bitmap is brought up to date once the map has been still this long: taps
 * in a row must not wait for it (bringing it up to date copies the whole bitmap once).
 */
export const BITMAP_IDLE_MS = 1000;

/**
 * The whole-hall bitmap, created when first needed and kept up to date lazily: status
 * changes are collected and patched in (or the bitmap re-rendered) only when it is next
 * shown, or once the map has been idle.
 */
export interface HallBitmapKeeper {
  /** The bitmap, brought up to date first. */
  current(): HallBitmap;
  /**
   * The bitmap as it is, for showing at the edges of a moved picture: bringing it up to
   * date (a copy of the whole bitmap) waits for an idle moment, not a movement's first frame.
   */
  asItIs(): HallBitmap;
  /** Whether the bitmap is on screen with what was drawn last (false before it exists). */
  readonly shown: boolean;
  /** Whether it exists: something under the layers to show while they are drawn. */
  readonly created: boolean;
  /** Everything must be drawn again (colours, sector fills, standing areas). */
  invalidate(): void;
  /** This seat's status changed: it is patched in next time. */
  seatChanged(seat: number): void;
  /** After `seatChanged` calls: a change too large for patching re-renders the bitmap instead. */
  capPatch(): void;
  /** Brings an outdated bitmap up to date once the map has been idle, not in a tap's frame. */
  refreshLater(): void;
  dispose(): void;
}

export interface HallBitmapKeeperOptions {
  model: HallModel;
  paths: OutlinePaths;
  /** The colours now (read when drawing). */
  colors: () => BitmapColors;
  /** Puts the bitmap's element on the page (under the layers). */
  mount: (element: HTMLElement) => void;
  /** A picture reached the screen. */
  onShown: () => void;
  /**
   * Device pixels per hall unit of the view the bitmap is first shown at. When that is well
   * below the full bitmap's scale (a big hall fitted to a phone), the first bitmap is drawn
   * at that scale, which looks the same there and costs a fraction of the pixels; the full
   * one replaces it at idle, before the buyer zooms in far.
   */
  openingScale?: () => number;
  /**
   * The view is moving (a pinch, a pan): the full bitmap that replaces the opening one is
   * not drawn then (a hundred milliseconds or more on a throttled phone, in an idle moment
   * between two touch moves), but at the next idle moment after.
   */
  moving?: () => boolean;
}

/** Seats stamped into the full bitmap in one idle slice: ~7 ms on a phone at 6× CPU. */
export const SHARPEN_SEATS_PER_STEP = 2000;
/** Another slice is taken in the same idle period while it has this many ms left (and the longest slice yet). */
const SHARPEN_STEP_MS = 8;
/**
 * One idle callback's work at most, in ms. An idle period lasts up to 50 ms, and a touch
 * arriving in it waits for the callback: slices taken while the period lasted made frames of
 * 55–58 ms in a pinch that began then (bench:seatmap, 4×); a frame's worth keeps them ≤ 33.
 */
export const SHARPEN_CALLBACK_MS = 16;

/** An opening bitmap only pays when it is this much smaller in scale than the full one. */
const OPENING_SCALE_SHARE = 0.8;

export function createHallBitmapKeeper({ model, paths, colors, mount, onShown, openingScale, moving }: HallBitmapKeeperOptions): HallBitmapKeeper {
  let bitmap: HallBitmap | null = null;
  let stale = true;
  const patch = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  /** The full bitmap drawn at idle to replace the opening one, until it is on screen. */
  let sharp: HallBitmap | null = null;
  let cancelSharpen: (() => void) | null = null;
  /** What changed after `sharp` was drawn: brought into it once it is the bitmap. */
  const changedSinceSharp = new Set<number>();
  let invalidatedSinceSharp = false;

  function create(maxScale?: number, drawnOnScreen = false): HallBitmap {
    const b = new HallBitmap(model, paths, maxScale, drawnOnScreen);
    b.element.dataset.part = 'hall-bitmap';
    return b;
  }

  function sharpen(): void {
    cancelSharpen = null;
    if (disposed || sharp) return;
    if (moving?.()) {
      cancelSharpen = whenIdle(sharpen, BITMAP_IDLE_MS);
      return;
    }
    const next = create();
    sharp = next;
    changedSinceSharp.clear();
    invalidatedSinceSharp = false;
    // Under the opening bitmap until it is on screen, then the opening one goes.
    mount(next.element);
    const swap = () => {
      if (disposed || sharp !== next) return;
      next.onShown = onShown;
      // Where the opening one is, in case the view moves before the next frame places it.
      if (bitmap?.lastView) next.place(bitmap.lastView);
      bitmap?.dispose();
      bitmap = next;
      sharp = null;
      stale = invalidatedSinceSharp;
      patch.clear();
      for (const i of changedSinceSharp) patch.add(i);
      changedSinceSharp.clear();
      onShown();
    };
    next.onShown = swap;
    // A slice of seats an idle moment, none while the view moves (a gesture starting in an
    // idle moment waits for one slice, not for the whole bitmap).
    const step = next.renderInSteps(colors(), SHARPEN_SEATS_PER_STEP);
    const work = (deadline?: IdleDeadline) => {
      cancelSharpen = null;
      if (disposed || sharp !== next) return;
      if (!moving?.()) {
        const began = performance.now();
        let longest = 0;
        let spent = 0;
        do {
          const sliceBegan = performance.now();
          if (step()) {
            // Drawn straight on its element (no ImageBitmap on the way): it is on screen already.
            if (next.shown) swap();
            return;
          }
          const now = performance.now();
          longest = Math.max(longest, now - sliceBegan);
          spent = now - began;
        } while (deadline !== undefined && deadline.timeRemaining() > Math.max(SHARPEN_STEP_MS, longest) && spent + longest <= SHARPEN_CALLBACK_MS);
      }
      cancelSharpen = whenIdle(work, BITMAP_IDLE_MS);
    };
    work();
  }

  function current(): HallBitmap {
    if (!bitmap) {
      const full = hallBitmapLayout(model.bounds);
      const opening = openingScale?.() ?? Infinity;
      const small = Number.isFinite(opening) && opening > 0 && opening < full.scale * OPENING_SCALE_SHARE;
      // The opening one is on screen in the frame it is drawn in: the hall's first paint waits for no ImageBitmap.
      bitmap = create(small ? opening : undefined, small);
      bitmap.onShown = onShown;
      mount(bitmap.element);
      if (small) {
        // Not in the frames right after the first picture (the index is built then), and at idle.
        const t = setTimeout(() => {
          cancelSharpen = whenIdle(sharpen, BITMAP_IDLE_MS);
        }, BITMAP_IDLE_MS);
        cancelSharpen = () => clearTimeout(t);
      }
    }
    if (stale) {
      bitmap.render(colors());
      stale = false;
      patch.clear();
    } else if (patch.size > 0) {
      bitmap.patch(colors(), patch);
      patch.clear();
    }
    return bitmap;
  }

  function asItIs(): HallBitmap {
    return bitmap ?? current();
  }

  function outdated(): boolean {
    return !bitmap || stale || patch.size > 0;
  }

  return {
    current,
    asItIs,
    get shown() {
      return bitmap?.shown ?? false;
    },
    get created() {
      return bitmap !== null;
    },
    invalidate() {
      stale = true;
      if (sharp) invalidatedSinceSharp = true;
    },
    seatChanged(seat) {
      if (!stale) patch.add(seat);
      if (sharp) changedSinceSharp.add(seat);
    },
    capPatch() {
      if (patch.size > Math.max(64, model.seatCount * PATCH_LIMIT_SHARE)) stale = true;
    },
    refreshLater() {
      if (disposed || !outdated()) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (!disposed && outdated()) current();
      }, BITMAP_IDLE_MS);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      cancelSharpen?.();
      cancelSharpen = null;
      sharp?.dispose();
      sharp = null;
      bitmap?.dispose();
    },
  };
}
