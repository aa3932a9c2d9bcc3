import { describe, expect, it } from 'vitest';
import { placePopover, POPOVER_BOX, POPOVER_MARGIN } from './popover-placement';

const phone = { width: 390, height: 844 };

function inside(p: { left: number; top: number }, viewport: { width: number; height: number }) {
  return p.left >= 0 && p.top >= 0 && p.left + POPOVER_BOX.width <= viewport.width && p.top + POPOVER_BOX.height <= viewport.height;
}

describe('seat popover placement (a 250 × 150 box)', () => {
  it('goes above the seat, centred on it, when there is room', () => {
    const p = placePopover({ x: 195, y: 500, r: 6 }, phone);
    expect(p.side).toBe('above');
    expect(p.left).toBe(195 - 125);
    expect(p.top).toBe(500 - 6 - POPOVER_MARGIN - 150);
  });

  it('goes below a seat near the top of the screen', () => {
    const p = placePopover({ x: 195, y: 40, r: 6 }, phone);
    expect(p.side).toBe('below');
    expect(p.top).toBe(40 + 6 + POPOVER_MARGIN);
  });

  it('is pushed back inside at the left and right edges', () => {
    const left = placePopover({ x: 3, y: 400 }, phone);
    expect(left.left).toBe(POPOVER_MARGIN);
    const right = placePopover({ x: 388, y: 400 }, phone);
    expect(right.left).toBe(390 - POPOVER_MARGIN - 250);
  });

  it('stays inside the viewport for seats anywhere on a phone and a desktop screen', () => {
    for (const viewport of [phone, { width: 1280, height: 720 }, { width: 320, height: 480 }]) {
      for (let x = -20; x <= viewport.width + 20; x += 17) {
        for (let y = -20; y <= viewport.height + 20; y += 23) {
          const p = placePopover({ x, y, r: 4 }, viewport);
          expect(inside(p, viewport), `${x},${y} in ${viewport.width}×${viewport.height}`).toBe(true);
        }
      }
    }
  });

  it('survives junk coordinates', () => {
    const p = placePopover({ x: Number.NaN, y: Number.POSITIVE_INFINITY, r: Number.NaN }, phone);
    expect(inside(p, phone)).toBe(true);
  });
});
