// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSeatList, LIST_WINDOW_SIDE } from './seat-list';

type State = Map<number, { selected?: boolean; disabled?: boolean; label?: string }>;

function wording(state: State = new Map()) {
  return (index: number) => ({
    label: state.get(index)?.label ?? `Seat ${index}`,
    selected: state.get(index)?.selected ?? false,
    disabled: state.get(index)?.disabled ?? false,
  });
}

const optionsOf = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[role="option"]')];

describe('accessible seat list', () => {
  it('renders one option per seat with its state and place in the sector, and updates it in place', () => {
    const host = document.createElement('div');
    const list = createSeatList(host);
    const state: State = new Map([[5, { selected: true }], [6, { disabled: true }]]);
    list.show('Stalls', [4, 5, 6], wording(state));
    const options = optionsOf(host);
    expect(options.map((o) => o.textContent)).toEqual(['Seat 4', 'Seat 5', 'Seat 6']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(options.map((o) => o.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(options.every((o) => o.getAttribute('aria-setsize') === '3')).toBe(true);
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(list.element.getAttribute('aria-label')).toBe('Stalls');
    expect(options[0]!.id).toBe(list.optionId(4));

    state.set(4, { selected: true, label: 'Seat 4, in the cart' });
    list.update(4);
    list.update(99);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.textContent).toBe('Seat 4, in the cart');
    expect(list.rendered()).toEqual([4, 5, 6]);

    state.set(5, { label: 'Seat 5, 3,000 ₽' });
    list.refresh();
    expect(options[1]!.textContent).toBe('Seat 5, 3,000 ₽');

    list.clear();
    expect(optionsOf(host)).toHaveLength(0);
    expect(list.has(4)).toBe(false);
    list.dispose();
    expect(host.children.length).toBe(0);
  });

  it('keeps only a window of a big sector in the DOM, and moves it with the focused seat', () => {
    const host = document.createElement('div');
    const list = createSeatList(host);
    const seats = Array.from({ length: 2000 }, (_, k) => 10_000 + k);
    list.show('Sector B', seats, wording());
    expect(optionsOf(host)).toHaveLength(LIST_WINDOW_SIDE + 1);
    expect(list.has(11_999)).toBe(true);
    expect(list.has(3)).toBe(false);
    expect(list.reveal(3)).toBe(false);

    expect(list.reveal(11_000)).toBe(true);
    const rendered = list.rendered();
    expect(rendered).toHaveLength(2 * LIST_WINDOW_SIDE + 1);
    expect(rendered).toContain(11_000);
    // In sector order, each saying where it stands in the whole sector.
    expect(rendered).toEqual([...rendered].sort((a, b) => a - b));
    const focused = host.querySelector(`#${list.optionId(11_000)}`)!;
    expect(focused.getAttribute('aria-posinset')).toBe('1001');
    expect(focused.getAttribute('aria-setsize')).toBe('2000');

    // A step within the window keeps the same elements; near its edge the window moves on, in order.
    list.reveal(11_001);
    expect(host.querySelector(`#${list.optionId(11_000)}`)).toBe(focused);
    list.reveal(11_000 + LIST_WINDOW_SIDE - 2);
    const moved = list.rendered();
    expect(moved).toContain(11_000 + 2 * LIST_WINDOW_SIDE - 2);
    expect(moved).toEqual([...moved].sort((a, b) => a - b));
    expect(host.querySelector(`#${list.optionId(11_000)}`)).toBe(focused);

    list.reveal(11_999);
    expect(list.rendered().at(-1)).toBe(11_999);
    expect(list.rendered()).toHaveLength(LIST_WINDOW_SIDE + 1);
  });

  it('gives every list its own ids', () => {
    const a = createSeatList(document.createElement('div'));
    const b = createSeatList(document.createElement('div'));
    expect(a.optionId(1)).not.toBe(b.optionId(1));
  });
});
