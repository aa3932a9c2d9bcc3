// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeRenderer, type FakeRenderer } from '../testing/fake-renderer';
import { linearIndex } from '../testing/linear-index';
import { countListeners } from '../testing/listener-count';
import { mountSeatMap, seatMapTestHooks } from '../testing/seat-map-mount';
import { simpleHitTest } from '../testing/simple-hit';
import { sizedContainer } from '../testing/sized-container';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createSeatMapWith } from './seat-map-core';

seatMapTestHooks();

describe('seat map: its container, and what dispose puts back', () => {
  it('makes the container a focusable, labelled listbox and puts it back on dispose', () => {
    const { container, map } = mountSeatMap();
    expect(container.tabIndex).toBe(0);
    expect(container.getAttribute('role')).toBe('listbox');
    expect(container.getAttribute('aria-label')).toBe('Hall map');
    expect(container.style.getPropertyValue('user-select')).toBe('none');
    map.dispose();
    expect(container.hasAttribute('tabindex')).toBe(false);
    expect(container.hasAttribute('role')).toBe(false);
    expect(container.style.cssText).toBe('');
    expect(container.children.length).toBe(0);
  });

  it('leaves no listener, timer or frame behind on dispose', () => {
    const container = sizedContainer();
    const { added, removed } = countListeners([container, window]);
    const model = twoSectorHall();
    let renderer!: FakeRenderer;
    const map = createSeatMapWith(container, model, {
      index: linearIndex(model),
      hitTest: simpleHitTest(model),
      levelOfDetail: () => 'seats',
      createRenderer: (host, _m, opts) => (renderer = fakeRenderer(host, opts)),
    });
    map.on('viewport', () => {});
    // A gesture leaves a settle timer and an animation frame pending.
    map.zoomIn();
    vi.advanceTimersByTime(50);
    map.dispose();
    expect(added.length).toBeGreaterThan(0);
    expect(removed.sort()).toEqual(added.sort());
    expect(renderer.disposed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    map.dispose();
  });
});
