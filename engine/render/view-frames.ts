import type { LevelOfDetail } from '../lod/lod';
import type { FrameInfo } from './frame-loop';
import type { HallBitmapKeeper } from './hall-bitmap-keeper';
import type { LayerStack } from './layer-stack';
import type { OverlayMarks } from './overlay-marks';
import { BUILD_BUDGET_MS } from './picture-builder';
import type { SeatPictures } from './seat-pictures';
import type { TapRehearsal } from './tap-rehearsal';
import type { View } from './view';

/** The view the renderer is told, and what its layers were last drawn for. */
export interface ViewState {
  view: View;
  /** A gesture is moving it: move the last frame, draw nothing. */
  moving: boolean;
  lod: LevelOfDetail;
  /** The box, CSS px. */
  width: number;
  height: number;
  readonly pixelRatio: number;
  /** The view the patch and overlay layers were last drawn for (null: nothing valid on them). */
  crispView: View | null;
}

/** What a frame draws with. */
export interface FrameParts {
  layers: LayerStack;
  bitmaps: HallBitmapKeeper;
  pictures: SeatPictures;
  marks: OverlayMarks;
  rehearsal: TapRehearsal;
  /** Asks for another frame. */
  request: () => void;
}

/**
 * One frame: while the view moves, the last frame carried to it; below the threshold, the
 * hall bitmap; at seat level, the picture of the view (band by band, the last one carried
 * meanwhile) with the changed seats patched over it; then the overlay.
 */
export function drawFrame(s: ViewState, p: FrameParts): FrameInfo {
  let crisp = false;
  if (s.moving) carry(s, p);
  else if (s.lod === 'sectors') {
    drawSectors(s, p);
    // Not crisp until the bitmap is on screen.
    crisp = p.bitmaps.shown;
  } else {
    crisp = drawSeats(s, p);
    // The next bands go into the next frame.
    if (!crisp) p.request();
  }
  return { crisp, lod: s.lod };
}

/** Drops every patched seat, from the list and the canvas. */
export function clearPatches(p: Pick<FrameParts, 'pictures' | 'layers'>): void {
  p.pictures.patches.clear();
  p.layers.clearPatches();
}

/** The last picture (and the bitmap under it) carried to the view while it moves or the next one is drawn. */
function carry(s: ViewState, p: FrameParts): void {
  const { patches } = p.pictures;
  p.layers.moveLastFrame(s.view, s.crispView, patches.size > 0 ? patches.rect : null, p.marks.shown(s.lod));
  // Below the threshold the bitmap is what the buyer looks at: it has to be right.
  (s.lod === 'sectors' ? p.bitmaps.current() : p.bitmaps.asItIs()).place(s.view);
  if (s.lod !== 'sectors') p.bitmaps.refreshLater();
}

function finishCrisp(s: ViewState, p: FrameParts): void {
  const { marks } = p;
  const show = marks.shown(s.lod);
  if (marks.dirty && (show || !marks.blank)) {
    p.layers.drawOverlay();
    marks.blank = !show;
  }
  marks.dirty = false;
  s.crispView = s.view;
  p.layers.showCrisp(s.lod, show);
}

/** Below the threshold: the bitmap is the picture. */
function drawSectors(s: ViewState, p: FrameParts): void {
  p.bitmaps.current().place(s.view);
  if (p.pictures.drop()) p.layers.dropPicture();
  if (p.pictures.patches.size > 0) clearPatches(p);
  finishCrisp(s, p);
}

/** The box in device pixels: the size of a picture of seats. */
export function pictureSize(s: Pick<ViewState, 'width' | 'height' | 'pixelRatio'>): [width: number, height: number] {
  return [Math.round(s.width * s.pixelRatio), Math.round(s.height * s.pixelRatio)];
}

/** At seat level: the picture for this view, band by band; false while it is not complete. */
function drawSeats(s: ViewState, p: FrameParts): boolean {
  const { pictures, layers } = p;
  const [deviceWidth, deviceHeight] = pictureSize(s);
  // With a picture on screen meanwhile the work is spread; with none, done at once.
  const meanwhile = pictures.onScreen || p.bitmaps.created;
  const step = pictures.step(s.view, s.lod, deviceWidth, deviceHeight, meanwhile ? BUILD_BUDGET_MS : Infinity);
  if (step.state === 'pending') {
    carry(s, p);
    return false;
  }
  if (step.state === 'new') {
    layers.showPicture(step.picture, s.view, deviceWidth, deviceHeight);
    p.rehearsal.pictureShown();
    // The patches kept are the seats that changed while it was drawn.
    layers.clearPatches();
    p.marks.dirty = true;
  }
  // The changed seats painted over the picture instead of a new one.
  if (pictures.patches.dirty) layers.drawPatches((ctx) => pictures.patches.paintPending(ctx, s.view));
  finishCrisp(s, p);
  p.bitmaps.refreshLater();
  return true;
}
