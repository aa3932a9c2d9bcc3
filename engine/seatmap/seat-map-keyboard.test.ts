// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { pressKey } from '../testing/dom-events';
import { mountSeatMap, seatMapTestHooks } from '../testing/seat-map-mount';

seatMapTestHooks();

describe('seat map: keyboard and seat focus', () => {
  it('moves between the seats of a sector with the keyboard; Enter taps, Escape leaves', () => {
    const { map, model, container, renderer } = mountSeatMap();
    const seatTap = vi.fn();
    map.on('seatTap', seatTap);
    expect(map.focusSeat(model.ids[5]!)).toBe(true);
    expect(container.getAttribute('aria-activedescendant')).toMatch(/-5$/);
    pressKey(container, 'ArrowRight');
    expect(renderer().focus.seat).toBe(6);
    pressKey(container, 'ArrowDown');
    expect(renderer().focus.seat).toBe(11);
    pressKey(container, 'Enter');
    expect(seatTap).toHaveBeenCalledWith({ index: 11, seatId: model.ids[11], source: 'keyboard' });
    pressKey(container, 'Escape');
    expect(container.hasAttribute('aria-activedescendant')).toBe(false);
    expect(container.querySelectorAll('[role="option"]').length).toBe(0);
  });

  it('focuses a seat close enough to read it when asked: the seat is seatPx across (within the zoom limit)', () => {
    const { map, model } = mountSeatMap();
    expect(map.focusSeat(model.ids[5]!)).toBe(true);
    vi.advanceTimersByTime(600);
    const shown = map.seatScreenPoint(model.ids[5]!)!.r * 2;
    expect(shown).toBeLessThan(40);
    expect(map.focusSeat(model.ids[7]!, { seatPx: 40 })).toBe(true);
    vi.advanceTimersByTime(600);
    expect(map.seatScreenPoint(model.ids[7]!)!.r * 2).toBeCloseTo(40, 0);
  });

  it('starts keyboard focus in the sector nearest the centre and pages between sectors', () => {
    const { model, renderer, container } = mountSeatMap();
    pressKey(container, 'ArrowRight');
    const first = renderer().focus.seat!;
    expect(first).not.toBeNull();
    pressKey(container, 'PageDown');
    expect(model.sector[renderer().focus.seat!]).not.toBe(model.sector[first]);
  });
});
