// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SeatStatus } from '../hall/model';
import { mountSeatMap, seatMapTestHooks } from '../testing/seat-map-mount';

seatMapTestHooks();

describe('seat map: selection, statuses and standing areas', () => {
  it('selects and unselects, keeping the accessible list in sync', () => {
    const { map, model, container, tapWorld, renderer } = mountSeatMap();
    map.on('seatTap', ({ seatId }) => {
      if (!map.select(seatId)) map.unselect(seatId);
    });
    tapWorld(model.x[3]!, model.y[3]!);
    expect(model.status[3]).toBe(SeatStatus.selected);
    expect(renderer().changed.at(-1)).toEqual([3]);
    // The list of the tapped seat's sector follows the highlight's frame.
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
    vi.advanceTimersByTime(20);
    const option = () => [...container.querySelectorAll('[role="option"]')].find((o) => o.textContent === model.seatName[3]);
    expect(option()?.getAttribute('aria-selected')).toBe('true');
    expect(container.getAttribute('aria-activedescendant')).toBe(option()?.id);
    tapWorld(model.x[3]!, model.y[3]!);
    expect(model.status[3]).toBe(SeatStatus.free);
    expect(option()?.getAttribute('aria-selected')).toBe('false');
  });

  it('refuses to select what is not free, and applies status updates in bulk', () => {
    const { map, model, renderer } = mountSeatMap();
    map.setStatuses([[model.ids[1]!, SeatStatus.unavailable], [model.ids[2]!, SeatStatus.unavailable], [12345, SeatStatus.free]]);
    expect(renderer().changed.at(-1)).toEqual([1, 2]);
    expect(map.select(model.ids[1]!)).toBe(false);
    expect(map.select(999999)).toBe(false);
    expect(map.unselect(model.ids[0]!)).toBe(false);
  });

  it('updates standing areas\' places left and redraws them only when something changed', () => {
    const { map, model, renderer } = mountSeatMap();
    map.setStandQuantities([[900, 5], [12345, 0]]);
    expect(renderer().standRedraws).toBe(0);
    map.setStandQuantities([[900, 0]]);
    expect(model.standData.get(900)?.quant).toBe(0);
    expect(renderer().standRedraws).toBe(1);
  });
});
