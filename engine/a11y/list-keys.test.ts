import { describe, expect, it } from 'vitest';
import { listKey, noTypeAhead, PAGE_STEP, typeAhead, TYPE_AHEAD_MS } from './list-keys';

describe('step list keys', () => {
  it('moves the focus with arrows, Home/End and pages, stopping at the ends', () => {
    expect(listKey('ArrowDown', 0, 5)).toEqual({ kind: 'focus', index: 1 });
    expect(listKey('ArrowDown', 4, 5)).toEqual({ kind: 'focus', index: 4 });
    expect(listKey('ArrowUp', 0, 5)).toEqual({ kind: 'focus', index: 0 });
    expect(listKey('ArrowUp', 3, 5)).toEqual({ kind: 'focus', index: 2 });
    expect(listKey('Home', 3, 5)).toEqual({ kind: 'focus', index: 0 });
    expect(listKey('End', 0, 5)).toEqual({ kind: 'focus', index: 4 });
    expect(listKey('PageDown', 0, 40)).toEqual({ kind: 'focus', index: PAGE_STEP });
    expect(listKey('PageDown', 35, 40)).toEqual({ kind: 'focus', index: 39 });
    expect(listKey('PageUp', 5, 40)).toEqual({ kind: 'focus', index: 0 });
    expect(listKey('ArrowDown', 0, 0)).toBeNull();
  });

  it('opens with the right arrow and goes back with left, Escape or Backspace', () => {
    expect(listKey('ArrowRight', 2, 5)).toEqual({ kind: 'open' });
    for (const key of ['ArrowLeft', 'Escape', 'Backspace']) expect(listKey(key, 2, 5)).toEqual({ kind: 'back' });
  });

  it('leaves Enter, Space, Tab and letters to others', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', '1']) expect(listKey(key, 0, 5)).toBeNull();
  });
});

describe('type-ahead', () => {
  const rows = ['1', '2', '3', '10', '11', '12', '20'];

  it('jumps to the choice starting with what was typed, several characters in a row', () => {
    let { state, index } = typeAhead(noTypeAhead, '1', 1000, rows, 0);
    expect(index).toBe(3); // after the focused row 1: row 10
    ({ state, index } = typeAhead(state, '2', 1200, rows, 3));
    expect(index).toBe(5); // "12"
    expect(state.typed).toBe('12');
  });

  it('starts again after a pause, and cycles through choices with the same first character', () => {
    const first = typeAhead(noTypeAhead, '2', 0, rows, 0);
    expect(first.index).toBe(1);
    const again = typeAhead(first.state, '2', TYPE_AHEAD_MS + 1, rows, 1);
    expect(again.state.typed).toBe('2');
    expect(again.index).toBe(6);
    expect(typeAhead(again.state, '2', 2 * TYPE_AHEAD_MS + 2, rows, 6).index).toBe(1);
  });

  it('ignores case, answers null when nothing matches, and ignores spaces and named keys', () => {
    expect(typeAhead(noTypeAhead, 'п', 0, ['Ложа', 'Партер'], 0).index).toBe(1);
    expect(typeAhead(noTypeAhead, 'x', 0, rows, 0).index).toBeNull();
    expect(typeAhead(noTypeAhead, ' ', 0, rows, 0)).toEqual({ state: noTypeAhead, index: null });
    expect(typeAhead(noTypeAhead, 'Shift', 0, rows, 0).index).toBeNull();
  });
});
