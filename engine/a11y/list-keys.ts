// The keyboard of the step-through seat list (sector → row → seat): one list of choices
// at a time, one of them in the tab order. Arrows move inside the list, right opens the
// focused choice, left or Escape goes back a step, typing jumps to a choice by its
// first characters (row 12: "1", "2"). Enter and Space are the buttons' own.

/** A PageUp/PageDown jump. */
export const PAGE_STEP = 10;
/** Typed characters further apart than this start a new search. */
export const TYPE_AHEAD_MS = 700;

export type ListCommand =
  | { kind: 'focus'; index: number }
  | { kind: 'open' }
  | { kind: 'back' };

/** What a key does in a list of `count` choices whose focused one is `at`; null: not ours. */
export function listKey(key: string, at: number, count: number): ListCommand | null {
  const last = count - 1;
  const to = (index: number): ListCommand | null => (count === 0 ? null : { kind: 'focus', index: Math.max(0, Math.min(last, index)) });
  switch (key) {
    case 'ArrowDown':
      return to(at + 1);
    case 'ArrowUp':
      return to(at - 1);
    case 'Home':
      return to(0);
    case 'End':
      return to(last);
    case 'PageDown':
      return to(at + PAGE_STEP);
    case 'PageUp':
      return to(at - PAGE_STEP);
    case 'ArrowRight':
      return { kind: 'open' };
    case 'ArrowLeft':
    case 'Escape':
    case 'Backspace':
      return { kind: 'back' };
    default:
      return null;
  }
}

export interface TypeAhead {
  /** The characters typed so far, and when the last one came. */
  typed: string;
  at: number;
}

export const noTypeAhead: TypeAhead = { typed: '', at: -Infinity };

/**
 * A printable key typed at `now`: the choice whose key starts with what was typed, looking
 * after the focused one first (so that "1" again goes from row 1 to row 10), or null.
 */
export function typeAhead(
  state: TypeAhead,
  char: string,
  now: number,
  keys: readonly string[],
  at: number,
): { state: TypeAhead; index: number | null } {
  if (char.length !== 1 || char.trim() === '') return { state, index: null };
  const fresh = now - state.at > TYPE_AHEAD_MS;
  const typed = (fresh ? char : state.typed + char).toLocaleLowerCase();
  const next = { typed, at: now };
  const n = keys.length;
  // A single character searches after the focused choice; a longer prefix from it.
  const start = typed.length === 1 ? at + 1 : at;
  for (let k = 0; k < n; k++) {
    const i = (((start + k) % n) + n) % n;
    if (keys[i]!.toLocaleLowerCase().startsWith(typed)) return { state: next, index: i };
  }
  return { state: next, index: null };
}
