import { context2d, createCanvas, type AnyCanvas, type Ctx2D } from './canvas';
import { bitmapRendererAvailable } from './static-frame';
import type { View } from './view';

// The hall bitmap's bands (hall-bitmap.ts): the rows each band's canvas holds, and the canvases.

/**
 * Bitmap pixels in one band at most. The bitmap handed to the screen (`bitmaprenderer`) is
 * cut into bands, one canvas each: every band is put, drawn under and handed over in a slice
 * of its own, and a patch hands over only the bands it touched. In one piece, the full 100k
 * bitmap's last idle slice held a phone at 4× for 75–95 ms (a new canvas's pixels 27 ms, its
 * ImageBitmap 44–64 ms, the seats put 25–29 ms), and a pinch starting then waited for it
 * (bench/README.md). A canvas a band also pays for its pixels a band at a time.
 */
export const HALL_BITMAP_BAND_PIXELS = 400_000;
export interface BitmapBand {
  /** The first row of bitmap pixels the band's canvas holds. */
  y: number;
  height: number;
}

/**
 * Rows a band's canvas shares with each neighbour's. The compositor scales each canvas on
 * its own, and at a fractional edge both cover a row partly: without shared rows the page
 * showed through there, a light line across the hall at every band's edge.
 */
export const BAND_OVERLAP_ROWS = 4;

/**
 * The bitmap's rows cut into bands of at most `bandPixels` pixels (and their shared rows),
 * in order, each sharing BAND_OVERLAP_ROWS rows with the next one's canvas.
 */
export function bitmapBands(width: number, height: number, bandPixels = HALL_BITMAP_BAND_PIXELS): BitmapBand[] {
  const count = Math.max(1, Math.min(height, Math.ceil((width * height) / bandPixels)));
  const rows = Math.ceil(height / count);
  const bands: BitmapBand[] = [];
  for (let y = 0; y < height; y += rows) {
    const top = Math.max(0, y - BAND_OVERLAP_ROWS);
    bands.push({ y: top, height: Math.min(height, y + rows + BAND_OVERLAP_ROWS) - top });
  }
  return bands;
}

/**
 * A band of the bitmap: drawn in its own canvas (`source`) and shown by its own element.
 * With a `bitmaprenderer` the source is an OffscreenCanvas handed over as an ImageBitmap;
 * without one (or for a bitmap drawn on screen) the element is the source.
 */
export interface Band extends BitmapBand {
  display: HTMLCanvasElement;
  renderer: ImageBitmapRenderingContext | null;
  source: AnyCanvas;
  ctx: Ctx2D;
  /** Counts hand-overs: an ImageBitmap older than the band's last one is dropped. */
  generation: number;
  pending: boolean;
}

/** Never hidden: showing a hidden canvas again makes the browser copy its pixels anew. Sized
 * in CSS pixels explicitly: page styles often cap canvases at max-width: 100%. */
export const sizedCss = (width: number, height: number) => `width:${width}px;height:${height}px;max-width:none;max-height:none;`;

export function canvasElement(width: number, height: number, css: string): HTMLCanvasElement {
  const display = document.createElement('canvas');
  display.width = width;
  display.height = height;
  display.style.cssText = css;
  return display;
}

/** A `bitmaprenderer` canvas and an OffscreenCanvas a band, or null where the browser has none. */
export function handedOverBands(width: number, height: number): Band[] | null {
  if (!bitmapRendererAvailable()) return null;
  const bands: Band[] = [];
  for (const band of bitmapBands(width, height)) {
    const display = canvasElement(width, band.height, `position:absolute;left:0;top:${band.y}px;${sizedCss(width, band.height)}`);
    const renderer = display.getContext('bitmaprenderer');
    if (!renderer) return null;
    const source = createCanvas(width, band.height);
    bands.push({ ...band, display, renderer, source, ctx: context2d(source), generation: 0, pending: false });
  }
  return bands;
}

export function fillBox(ctx: Ctx2D, color: string, width: number, height: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
}

/** The view `view` (the whole bitmap's) as a band's own canvas has it. */
export const bandView = (view: View, band: BitmapBand): View => ({ k: view.k, x: view.x, y: view.y - band.y });
