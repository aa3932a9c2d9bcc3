import { describe, expect, it } from 'vitest';
import { placePopover, POPOVER_BOX, POPOVER_MARGIN, type Obstacle } from './popover-placement';

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

  describe('with the zoom controls as an obstacle', () => {
    // The controls sit at the top right of the map: − 100% + ⤢ on a 390 px phone.
    const zoom: Obstacle = { left: 214, top: 120, right: 382, bottom: 164 };
    const hits = (p: { left: number; top: number }, o: Obstacle) =>
      p.left < o.right && o.left < p.left + POPOVER_BOX.width && p.top < o.bottom && o.top < p.top + POPOVER_BOX.height;
    const covers = (p: { left: number; top: number }, seat: { x: number; y: number }) =>
      seat.x >= p.left && seat.x <= p.left + POPOVER_BOX.width && seat.y >= p.top && seat.y <= p.top + POPOVER_BOX.height;

    it('keeps the usual place when it does not touch them', () => {
      const seat = { x: 195, y: 500, r: 6 };
      expect(placePopover(seat, phone, POPOVER_BOX, POPOVER_MARGIN, [zoom])).toEqual(placePopover(seat, phone));
    });

    it('goes below a seat whose popover above would cover the zoom-out button and the scale', () => {
      const seat = { x: 300, y: 290, r: 6 };
      const plain = placePopover(seat, phone);
      expect(plain.side).toBe('above');
      expect(hits(plain, zoom)).toBe(true);
      const p = placePopover(seat, phone, POPOVER_BOX, POPOVER_MARGIN, [zoom]);
      expect(hits(p, zoom)).toBe(false);
      expect(p.side).toBe('below');
      expect(p.top).toBe(290 + 6 + POPOVER_MARGIN);
      expect(covers(p, seat)).toBe(false);
    });

    it('moves beside the controls on a wide screen rather than to the other side of the seat', () => {
      const desktop = { width: 1280, height: 720 };
      const controls: Obstacle = { left: 1100, top: 100, right: 1270, bottom: 144 };
      const seat = { x: 1150, y: 300, r: 6 };
      const p = placePopover(seat, desktop, POPOVER_BOX, POPOVER_MARGIN, [controls]);
      expect(hits(p, controls)).toBe(false);
      expect(p.side).toBe('above');
      expect(p.left + POPOVER_BOX.width).toBeLessThanOrEqual(controls.left - POPOVER_MARGIN);
    });

    it('never covers the controls nor the seat where there is any room, and stays inside the viewport', () => {
      for (let x = 0; x <= phone.width; x += 13) {
        for (let y = 0; y <= phone.height; y += 19) {
          const p = placePopover({ x, y, r: 4 }, phone, POPOVER_BOX, POPOVER_MARGIN, [zoom]);
          expect(inside(p, phone), `${x},${y}`).toBe(true);
          expect(hits(p, zoom), `${x},${y}`).toBe(false);
          // Only a seat under the controls themselves may end up with the popover on it.
          if (!(x >= zoom.left && x <= zoom.right && y >= zoom.top && y <= zoom.bottom)) expect(covers(p, { x, y }), `${x},${y}`).toBe(false);
        }
      }
    });

    it('ignores junk obstacles and keeps the first place when nothing is free', () => {
      const seat = { x: 195, y: 500, r: 6 };
      const junk = { left: Number.NaN, top: 0, right: 10, bottom: 10 };
      expect(placePopover(seat, phone, POPOVER_BOX, POPOVER_MARGIN, [junk])).toEqual(placePopover(seat, phone));
      const everything = { left: 0, top: 0, right: phone.width, bottom: phone.height };
      expect(placePopover(seat, phone, POPOVER_BOX, POPOVER_MARGIN, [everything])).toEqual(placePopover(seat, phone));
    });
  });
});
