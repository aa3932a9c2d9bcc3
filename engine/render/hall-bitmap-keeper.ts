import type { HallModel } from '../hall/model';
import { HallBitmap, type BitmapColors } from './hall-bitmap';
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
}

export function createHallBitmapKeeper({ model, paths, colors, mount, onShown }: HallBitmapKeeperOptions): HallBitmapKeeper {
  let bitmap: HallBitmap | null = null;
  let stale = true;
  const patch = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  function current(): HallBitmap {
    if (!bitmap) {
      bitmap = new HallBitmap(model, paths);
      bitmap.onShown = onShown;
      bitmap.element.dataset.part = 'hall-bitmap';
      mount(bitmap.element);
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
    },
    seatChanged(seat) {
      if (!stale) patch.add(seat);
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
      bitmap?.dispose();
    },
  };
}
