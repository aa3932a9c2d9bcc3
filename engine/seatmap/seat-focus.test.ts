// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { fakeRenderer } from '../testing/fake-renderer';
import { linearIndex } from '../testing/linear-index';
import { buildSyntheticHall } from '../testing/synthetic-hall';
import { Disposer } from './disposer';
import { createEmitter } from './events';
import { createSeatFocus } from './seat-focus';
import type { SeatMapEvents } from './types';

const statusWords = ['taken', 'free', 'in the cart'];

function mount(price = { value: 2500 }) {
  // One sector of 1,200 seats: far more than the list keeps in the DOM.
  const model = buildSyntheticHall({ sectors: [{ x: 0, y: 0, rows: 30, seatsPerRow: 40, cat: 1, name: 'Stalls' }] });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const disposer = new Disposer();
  const renderer = fakeRenderer(container, { query: linearIndex(model), levelOfDetail: () => 'seats' });
  const focus = createSeatFocus({
    container,
    model,
    renderer,
    disposer,
    events: createEmitter<SeatMapEvents>(),
    seatLabel: (i) => `Stalls, row ${model.row[i]}, seat ${model.seat[i]}, ${price.value} ₽, ${statusWords[model.status[i]!]}`,
  });
  const active = () => {
    const id = container.getAttribute('aria-activedescendant');
    return id ? container.ownerDocument.getElementById(id) : null;
  };
  return { model, container, focus, active, disposer, price };
}

describe('seat focus and the accessible list', () => {
  it('names the focused seat, deep in a big sector, by an option that exists', () => {
    const { model, focus, active, disposer } = mount();
    const deep = model.sectors[0]!.seats[1000]!;
    focus.setSeat(deep);
    expect(active()?.textContent).toBe('Stalls, row 26, seat 1, 2500 ₽, free');
    expect(active()?.getAttribute('aria-posinset')).toBe('1001');
    expect(active()?.getAttribute('aria-setsize')).toBe('1200');
    disposer.dispose();
  });

  it('words a seat again when its status changes, and every listed seat when the caller asks', () => {
    const { model, focus, active, disposer, price } = mount();
    focus.setSeat(5);
    model.status[5] = SeatStatus.selected;
    focus.statusChanged(5);
    expect(active()?.textContent).toBe('Stalls, row 1, seat 6, 2500 ₽, in the cart');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    price.value = 3000;
    focus.relabel();
    expect(active()?.textContent).toBe('Stalls, row 1, seat 6, 3000 ₽, in the cart');
    disposer.dispose();
  });

  it('never hides the options from the accessibility tree', () => {
    const { focus, container, disposer } = mount();
    focus.setSeat(0);
    const hidden = [...container.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const style = el.style;
      return style.contentVisibility !== '' || style.display === 'none' || style.visibility === 'hidden' || el.hidden || el.getAttribute('aria-hidden') === 'true';
    });
    expect(hidden.filter((el) => el.querySelector('[role="option"]') || el.getAttribute('role') === 'option')).toEqual([]);
    disposer.dispose();
  });
});
