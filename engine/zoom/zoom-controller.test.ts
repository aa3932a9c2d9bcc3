// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_STEP } from './constants';
import { fitView } from './fit';
import { FLING_TAU_MS } from './fling';
import { createZoomController } from './zoom-controller';

/** A mouse event at a given event time (d3 reads the view and the client point). */
function mouse(type: string, x: number, y: number, timeStamp: number): MouseEvent {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'view', { value: window });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  return event;
}

/** A drag to the left at `pxPerMs`, one move every 16 ms; lifted `pauseMs` after the last move. */
function dragLeft(el: HTMLElement, pxPerMs: number, pauseMs: number): void {
  el.dispatchEvent(mouse('mousedown', 300, 200, 0));
  let t = 0;
  for (let i = 1; i <= 8; i++) {
    t = i * 16;
    window.dispatchEvent(mouse('mousemove', 300 - pxPerMs * t, 200, t));
  }
  window.dispatchEvent(mouse('mouseup', 300 - pxPerMs * t, 200, t + pauseMs));
}

function setup() {
  const el = document.createElement('div');
  document.body.appendChild(el);
  const changes: { k: number; x: number; y: number }[] = [];
  let frame: (() => void) | null = null;
  let clock = 0;
  const controller = createZoomController(el, {
    maxScale: 24,
    fit: () => fitView({ minX: 0, minY: 0, maxX: 100, maxY: 100 }, 400, 400),
    onChange: (z) => changes.push(z),
    now: () => clock,
    requestFrame: (fn) => {
      frame = fn;
      return 1;
    },
    cancelFrame: () => {
      frame = null;
    },
  });
  controller.setSize(400, 400);
  const run = (ms: number) => {
    clock += ms;
    const f = frame;
    frame = null;
    f?.();
  };
  return { el, controller, changes, run, pending: () => frame !== null, finish: () => { for (let n = 0; n < 100 && frame; n++) run(50); } };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('zoom controller', () => {
  it('zooms in by 1 + 0.1 and out by the reciprocal, about the centre', () => {
    const { controller, finish } = setup();
    controller.zoomIn();
    finish();
    expect(controller.state().k).toBeCloseTo(1 + BUTTON_STEP);
    // The centre of the box stays put.
    const s = controller.state();
    expect((200 - s.x) / s.k).toBeCloseTo(200);
    controller.zoomOut();
    finish();
    expect(controller.state().k).toBeCloseTo(1);
  });

  it('never goes below 1 or above the maximum', () => {
    const { controller } = setup();
    controller.scaleBy(0.2);
    expect(controller.state().k).toBe(1);
    controller.scaleBy(1000);
    expect(controller.state().k).toBe(24);
  });

  it('resets to the fitted view', () => {
    const { controller, finish } = setup();
    controller.set({ k: 5, x: -500, y: -300 });
    expect(controller.state()).toEqual({ k: 5, x: -500, y: -300 });
    controller.reset();
    finish();
    expect(controller.state()).toEqual({ k: 1, x: 0, y: 0 });
  });

  it('animates over several frames and reports every step', () => {
    const { controller, changes, run } = setup();
    controller.set({ k: 8, x: -1400, y: -1400 }, 300);
    expect(changes.length).toBe(0);
    run(100);
    run(100);
    const mid = controller.state().k;
    expect(mid).toBeGreaterThan(1);
    expect(mid).toBeLessThan(8);
    run(200);
    expect(controller.state().k).toBe(8);
    expect(changes.length).toBe(3);
  });

  it('zooms with the wheel through d3 at the spec speed', () => {
    const { el, controller } = setup();
    el.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, deltaMode: 0, clientX: 200, clientY: 200, bubbles: true, cancelable: true }));
    expect(controller.state().k).toBeCloseTo(1 + (0.065 * 100) / 128);
  });

  it('removes its listeners and state on dispose', () => {
    const { el, controller } = setup();
    const removed = vi.spyOn(el, 'removeEventListener');
    controller.dispose();
    const types = removed.mock.calls.map((c) => c[0]);
    expect(types).toEqual(expect.arrayContaining(['wheel', 'mousedown']));
    expect('__zoom' in el).toBe(false);
    el.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
  });

  it('zooms by the factor of the hall\'s limits with the buttons, and stops at their maximum', () => {
    const { controller, finish } = setup();
    controller.setLimits(30, 1.1 ** 9);
    for (let i = 0; i < 4; i++) {
      controller.zoomIn();
      finish();
    }
    // 1.1^36 ≈ 31: the fourth tap stops at the maximum.
    expect(controller.state().k).toBeCloseTo(30);
    controller.zoomOut();
    finish();
    expect(controller.state().k).toBeCloseTo(30 / 1.1 ** 9);
  });

  it('lets a drag released while moving glide on in its direction, slowing down, then rest', () => {
    const { el, controller, run, pending } = setup();
    controller.set({ k: 8, x: -1400, y: -1400 });
    dragLeft(el, 1, 5);
    const released = controller.state().x;
    expect(pending()).toBe(true);
    const steps: number[] = [];
    let last = released;
    for (let n = 0; n < 200 && pending(); n++) {
      run(16);
      const x = controller.state().x;
      steps.push(last - x);
      last = x;
    }
    expect(pending()).toBe(false);
    expect(steps.length).toBeGreaterThan(10);
    // Leftwards all the way, each frame a little less, about v·τ in all.
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeLessThanOrEqual(steps[i - 1]! + 1e-9);
    expect(steps[0]!).toBeGreaterThan(10);
    expect(released - last).toBeGreaterThan(0.8 * FLING_TAU_MS);
    expect(released - last).toBeLessThan(1.05 * FLING_TAU_MS);
  });

  it('does not glide after a drag that stopped before the release, and a new press stops a glide', () => {
    const { el, controller, run, pending } = setup();
    controller.set({ k: 8, x: -1400, y: -1400 });
    dragLeft(el, 1, 200);
    expect(pending()).toBe(false);
    dragLeft(el, 1, 5);
    run(16);
    const x = controller.state().x;
    el.dispatchEvent(mouse('mousedown', 100, 100, 1000));
    expect(pending()).toBe(false);
    run(16);
    expect(controller.state().x).toBe(x);
    window.dispatchEvent(mouse('mouseup', 100, 100, 1010));
  });
});
