// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { fakeRenderer } from '../testing/fake-renderer';
import { twoSectorHall } from '../testing/synthetic-hall';
import { createStatusUpdates } from './status-updates';

function setup() {
  const model = twoSectorHall({ stands: [{ id: 900, sectorId: 9, bounds: { minX: 2, minY: 11, maxX: 14, maxY: 13 }, quant: 5, cat: 24 }] });
  const renderer = fakeRenderer(document.createElement('div'), { query: { search: () => [] }, levelOfDetail: () => 'seats' });
  const listed: number[] = [];
  const updates = createStatusUpdates(model, renderer, (i) => listed.push(i));
  return { model, renderer, listed, updates };
}

describe('seat status updates', () => {
  it('selects only a free seat and unselects only a selected one, telling the renderer and the list', () => {
    const { model, renderer, listed, updates } = setup();
    const id = model.ids[2]!;
    expect(updates.select(id)).toBe(true);
    expect(model.status[2]).toBe(SeatStatus.selected);
    expect(updates.select(id)).toBe(false);
    expect(updates.unselect(id)).toBe(true);
    expect(updates.unselect(id)).toBe(false);
    expect(updates.select(-1)).toBe(false);
    model.status[3] = SeatStatus.unavailable;
    expect(updates.select(model.ids[3]!)).toBe(false);
    expect(renderer.changed).toEqual([[2], [2]]);
    expect(listed).toEqual([2, 2]);
  });

  it('applies bulk statuses once, skipping unknown ids and unchanged seats', () => {
    const { model, renderer, listed, updates } = setup();
    model.status[1] = SeatStatus.unavailable;
    updates.setStatuses([
      [model.ids[0]!, SeatStatus.unavailable],
      [model.ids[1]!, SeatStatus.unavailable],
      [123456, SeatStatus.selected],
      [model.ids[4]!, SeatStatus.selected],
    ]);
    expect(renderer.changed).toEqual([[0, 4]]);
    expect(listed).toEqual([0, 4]);
    updates.setStatuses([[model.ids[0]!, SeatStatus.unavailable]]);
    expect(renderer.changed).toHaveLength(1);
  });

  it('redraws standing areas only when a quantity really changed', () => {
    const { model, renderer, updates } = setup();
    updates.setStandQuantities([[900, 5], [901, 3], [900, Number.NaN]]);
    expect(renderer.standRedraws).toBe(0);
    updates.setStandQuantities([[900, 4]]);
    expect(renderer.standRedraws).toBe(1);
    expect(model.standData.get(900)!.quant).toBe(4);
  });
});
