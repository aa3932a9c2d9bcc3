// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSeatList } from './seat-list';

describe('accessible seat list', () => {
  it('renders one option per seat with its state, and updates it in place', () => {
    const host = document.createElement('div');
    const list = createSeatList(host);
    list.show('Stalls', [
      { index: 4, label: 'Row 1, seat 1', selected: false, disabled: false },
      { index: 5, label: 'Row 1, seat 2', selected: true, disabled: false },
      { index: 6, label: 'Row 1, seat 3', selected: false, disabled: true },
    ]);
    const options = [...host.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual(['Row 1, seat 1', 'Row 1, seat 2', 'Row 1, seat 3']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(list.element.getAttribute('aria-label')).toBe('Stalls');
    expect(options[0]!.id).toBe(list.optionId(4));

    list.update(4, { selected: true, disabled: false });
    list.update(99, { selected: true, disabled: false });
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(list.indices()).toEqual([4, 5, 6]);

    list.clear();
    expect(host.querySelectorAll('[role="option"]').length).toBe(0);
    list.dispose();
    expect(host.children.length).toBe(0);
  });

  it('gives every list its own ids', () => {
    const a = createSeatList(document.createElement('div'));
    const b = createSeatList(document.createElement('div'));
    expect(a.optionId(1)).not.toBe(b.optionId(1));
  });
});
