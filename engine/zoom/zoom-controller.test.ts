// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_STEP } from './constants';
import { fitView } from './fit';
import { createZoomController } from './zoom-controller';

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
  return { el, controller, changes, run, finish: () => { for (let n = 0; n < 100 && frame; n++) run(50); } };
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
});
