import type { Finger, GestureFrame } from '../gesture';

function touchOf(target: Element, f: Finger): Touch {
  return new Touch({ identifier: f.id, target, clientX: f.x, clientY: f.y, pageX: f.x, pageY: f.y, radiusX: 8, radiusY: 8, force: 1 });
}

/**
 * Plays one frame of a script. Touches stay with the element the first finger landed on,
 * as the browser keeps them (implicit capture), so maps that hit-test their own input see
 * what they would see under real fingers.
 */
export class TouchPlayer {
  private target: Element | null = null;
  private down: Finger[] = [];

  constructor(private readonly fallback: Element) {}

  play(frame: GestureFrame): void {
    for (const step of frame) {
      if (step.type === 'touchstart' && this.target === null) {
        const f = step.changed[0]!;
        this.target = document.elementFromPoint(f.x, f.y) ?? this.fallback;
      }
      const target = this.target ?? this.fallback;
      const list = (fingers: Finger[]) => fingers.map((f) => touchOf(target, f));
      target.dispatchEvent(
        new TouchEvent(step.type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          touches: list(step.touches),
          targetTouches: list(step.touches),
          changedTouches: list(step.changed),
        }),
      );
      this.down = step.touches;
      if (step.type === 'touchend' && step.touches.length === 0) this.target = null;
    }
  }

  /** Lifts every finger still down (a gesture cut short). */
  lift(): void {
    if (this.down.length > 0) this.play([{ type: 'touchend', touches: [], changed: this.down }]);
  }
}
