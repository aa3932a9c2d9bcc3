import { describe, expect, it } from 'vitest';
import { relativeView, screenToWorld, visibleWorldBounds, worldToScreen } from './view';

describe('view', () => {
  const view = { k: 4, x: 10, y: -20 };

  it('round-trips world and screen', () => {
    const s = worldToScreen(view, 3, 7);
    expect(s).toEqual({ x: 22, y: 8 });
    expect(screenToWorld(view, s.x, s.y)).toEqual({ x: 3, y: 7 });
  });

  it('computes the visible part of the hall, with a margin', () => {
    expect(visibleWorldBounds(view, 400, 200)).toEqual({ minX: -2.5, minY: 5, maxX: 97.5, maxY: 55 });
    const m = visibleWorldBounds(view, 400, 200, 8);
    expect(m.minX).toBe(-4.5);
    expect(m.maxY).toBe(57);
  });

  it('maps the old screen onto the new one for moving a bitmap', () => {
    const from = { k: 2, x: 5, y: 5 };
    const to = { k: 6, x: -30, y: 12 };
    const rel = relativeView(from, to);
    const world = { x: 13, y: -4 };
    const before = worldToScreen(from, world.x, world.y);
    const after = worldToScreen(to, world.x, world.y);
    expect(before.x * rel.k + rel.x).toBeCloseTo(after.x);
    expect(before.y * rel.k + rel.y).toBeCloseTo(after.y);
  });
});
