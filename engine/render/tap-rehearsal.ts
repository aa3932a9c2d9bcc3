import type { HallModel } from '../hall/model';
import { whenIdle } from './idle';
import type { SeatPatches } from './seat-patches';
import type { View } from './view';

/** Frames in which a seat is patched at idle ahead of the first tap. */
const TAP_REHEARSALS = 2;

export interface TapRehearsalDeps {
  model: HallModel;
  patches: SeatPatches;
  /** Gives the patches' canvas its pixels (it stays blank and hidden). */
  preparePatches: () => void;
  /** Drops every patch from the canvas and the list. */
  clearPatches: () => void;
  /** Not now: the view moves, a picture is being drawn, or the sectors are shown. */
  busy: () => boolean;
  /** The view and the box's size, CSS px. */
  box: () => { view: View; width: number; height: number };
  /** Asks for a frame. */
  request: () => void;
}

/**
 * The first two taps on a map cost 20–40 ms more than the rest (throttled phone profile):
 * the code that paints a patch ran for the first time, and the patches' canvas was shown
 * for the first time; the compositor takes a new buffer for each of the first two frames
 * that show a changed canvas (one on screen, one being drawn) and reuses them after. So,
 * at idle after the first picture, a seat in view is patched as it is (the patch paints
 * what the picture holds there: nothing changes on screen) in two frames, each step at
 * idle after the frame of the last, then the patches go. A real tap meanwhile is patched
 * alongside and kept. Each step, the canvas's pixels first, waits for the view to be still
 * (after a gesture, the next still picture): an idle moment inside a gesture is a frame's gap.
 */
export class TapRehearsal {
  /** Whether the patches' canvas has its pixels for the current size (else the first tap pays for them). */
  private prepared = false;
  private cancelIdle: (() => void) | null = null;
  private rehearsal: {
    seats: Set<number>;
    left: number;
    awaitsFrame: boolean;
    /** The patches' canvas has its pixels. */
    ready: boolean;
  } | null = null;
  private disposed = false;

  constructor(private readonly deps: TapRehearsalDeps) {}

  /** A picture of seats is on screen: the first one (for this size) starts the rehearsal at idle. */
  pictureShown(): void {
    if (this.prepared) return;
    this.prepared = true;
    this.rehearsal = { seats: new Set(), left: TAP_REHEARSALS, awaitsFrame: false, ready: false };
    this.step();
  }

  /** After each frame: a crisp one lets a waiting step go on. */
  afterFrame(crisp: boolean): void {
    if (crisp && this.rehearsal?.awaitsFrame) {
      this.rehearsal.awaitsFrame = false;
      this.step();
    }
  }

  /** The canvases were resized (and cleared): the next picture prepares them again. */
  resized(): void {
    this.prepared = false;
  }

  dispose(): void {
    this.disposed = true;
    this.cancelIdle?.();
    this.cancelIdle = null;
  }

  private step(): void {
    const { deps } = this;
    this.cancelIdle = whenIdle(() => {
      this.cancelIdle = null;
      const r = this.rehearsal;
      if (!r || this.disposed) return;
      // Not while the view moves, a picture is being drawn or the sectors are shown: after the next still picture.
      if (deps.busy()) {
        r.awaitsFrame = true;
        return;
      }
      // Its own idle moment, and not during a gesture: the canvas's pixels are a screenful.
      if (!r.ready) {
        r.ready = true;
        // A real tap came first: its patch gave the canvas its pixels.
        if (deps.patches.size === 0) deps.preparePatches();
        this.step();
        return;
      }
      if (r.left === 0) {
        this.rehearsal = null;
        if (deps.patches.size === r.seats.size && [...r.seats].every((i) => deps.patches.has(i))) {
          deps.clearPatches();
          deps.request();
        }
        return;
      }
      const seat = seatInView(deps.model, deps.box());
      if (seat < 0) {
        this.rehearsal = null;
        return;
      }
      r.left--;
      r.awaitsFrame = true;
      r.seats.add(seat);
      deps.patches.add([seat]);
      deps.request();
    });
  }
}

/** A seat drawn in the view, -1 if none. */
function seatInView(model: HallModel, { view, width, height }: { view: View; width: number; height: number }): number {
  const k = view.k;
  const minX = -view.x / k, minY = -view.y / k, maxX = (width - view.x) / k, maxY = (height - view.y) / k;
  for (let i = 0; i < model.seatCount; i++) {
    const x = model.x[i]!, y = model.y[i]!;
    if (x > minX && x < maxX && y > minY && y < maxY) return i;
  }
  return -1;
}
