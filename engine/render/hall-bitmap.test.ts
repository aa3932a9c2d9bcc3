import { describe, expect, it } from 'vitest';
import { bitmapView, HALL_BITMAP_MAX_PIXELS, HALL_BITMAP_MAX_SIDE, hallBitmapLayout } from './hall-bitmap';
import { worldToScreen } from './view';

describe('hall bitmap layout', () => {
  it('stays within the side and pixel budget for a stadium-sized hall', () => {
    const layout = hallBitmapLayout({ minX: 0, minY: 0, maxX: 1200, maxY: 800 });
    expect(layout.width).toBeLessThanOrEqual(HALL_BITMAP_MAX_SIDE);
    expect(layout.height).toBeLessThanOrEqual(HALL_BITMAP_MAX_SIDE);
    expect(layout.width * layout.height).toBeLessThanOrEqual(HALL_BITMAP_MAX_PIXELS * 1.01);
    expect(layout.scale).toBeGreaterThan(1);
  });

  it('does not blow a small hall up past a sensible seat size', () => {
    const layout = hallBitmapLayout({ minX: 0, minY: 0, maxX: 44, maxY: 36 });
    expect(layout.scale).toBeLessThanOrEqual(36);
    expect(layout.width).toBeLessThanOrEqual(HALL_BITMAP_MAX_SIDE);
  });

  it('maps the hall bounds inside the bitmap', () => {
    const bounds = { minX: 10, minY: 20, maxX: 110, maxY: 70 };
    const layout = hallBitmapLayout(bounds);
    const v = bitmapView(layout);
    const tl = worldToScreen(v, bounds.minX, bounds.minY);
    const br = worldToScreen(v, bounds.maxX, bounds.maxY);
    expect(tl.x).toBeGreaterThan(0);
    expect(tl.y).toBeGreaterThan(0);
    expect(br.x).toBeLessThan(layout.width);
    expect(br.y).toBeLessThan(layout.height);
  });
});
