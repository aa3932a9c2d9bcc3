import { context2d, type Ctx2D } from './canvas';

/**
 * A <canvas> that shows a still picture to be moved around by CSS. A 2D canvas on screen
 * is copied anew for the compositor on every frame it moves (with software compositing,
 * several milliseconds a frame for a full screen); a `bitmaprenderer` canvas hands over an
 * ImageBitmap once. Where that is missing the picture is drawn into a plain 2D canvas.
 */
export interface StaticFrame {
  readonly element: HTMLCanvasElement;
  /**
   * Shows what the sources hold now, drawn over each other at 1:1 (copied: they stay as
   * they are): their `width`×`height` pixels from (`sx`, `sy`).
   */
  show(width: number, height: number, sources: readonly CanvasImageSource[], sx?: number, sy?: number): void;
  /** Shows a finished picture: an ImageBitmap is handed over (consumed), anything else copied. */
  showPicture(picture: ImageBitmap | CanvasImageSource, width: number, height: number): void;
  /** Drops the picture (frees its memory); the element stays. */
  clear(): void;
  dispose(): void;
}

export function bitmapRendererAvailable(): boolean {
  return (
    typeof OffscreenCanvas !== 'undefined' &&
    typeof ImageBitmapRenderingContext !== 'undefined' &&
    typeof OffscreenCanvas.prototype.transferToImageBitmap === 'function'
  );
}

export function createStaticFrame(css: string): StaticFrame {
  const element = document.createElement('canvas');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = css;
  const renderer = bitmapRendererAvailable() ? element.getContext('bitmaprenderer') : null;
  let scratch: OffscreenCanvas | null = null;
  let scratchCtx: OffscreenCanvasRenderingContext2D | null = null;
  let plain: Ctx2D | null = null;

  function show(width: number, height: number, sources: readonly CanvasImageSource[], sx = 0, sy = 0): void {
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    if (renderer) {
      if (!scratch || scratch.width !== width || scratch.height !== height) {
        scratch = new OffscreenCanvas(width, height);
        scratchCtx = scratch.getContext('2d');
      }
      if (scratchCtx) {
        scratchCtx.clearRect(0, 0, width, height);
        for (const source of sources) scratchCtx.drawImage(source, sx, sy, width, height, 0, 0, width, height);
        renderer.transferFromImageBitmap(scratch.transferToImageBitmap());
        return;
      }
    }
    plain ??= context2d(element);
    plain.setTransform(1, 0, 0, 1, 0, 0);
    plain.clearRect(0, 0, width, height);
    for (const source of sources) plain.drawImage(source, sx, sy, width, height, 0, 0, width, height);
  }

  return {
    element,
    show,
    showPicture(picture, width, height) {
      // Set explicitly: a bitmaprenderer canvas keeps its default 300×150 attributes, and
      // whoever reads the element's pixels (tests, the bench's ghost check) goes by them.
      if (element.width !== width) element.width = width;
      if (element.height !== height) element.height = height;
      if (renderer && typeof ImageBitmap !== 'undefined' && picture instanceof ImageBitmap) {
        renderer.transferFromImageBitmap(picture);
        return;
      }
      show(width, height, [picture]);
      if (typeof ImageBitmap !== 'undefined' && picture instanceof ImageBitmap) picture.close();
    },
    clear() {
      if (renderer) renderer.transferFromImageBitmap(null);
      else plain?.clearRect(0, 0, element.width, element.height);
    },
    dispose() {
      if (renderer) renderer.transferFromImageBitmap(null);
      if (scratch) {
        scratch.width = 0;
        scratch.height = 0;
      }
      scratch = null;
      scratchCtx = null;
      element.width = 0;
      element.height = 0;
      element.remove();
    },
  };
}
