/**
 * The canvas is invisible to screen readers, so the seats of the focused sector are also a
 * visually hidden list of options inside the map's element (which is the listbox and keeps
 * focus; `aria-activedescendant` names the focused seat).
 *
 * Only a window of the sector's seats around the focused one is in the DOM, each option
 * saying where it stands in the whole sector (`aria-posinset` of `aria-setsize`): laying
 * out the text of a 2,000-seat stadium sector takes about 200 ms on a phone, a long frame
 * after every tap. Hiding the options from layout instead (`content-visibility`, far off
 * screen) also hides them from Chromium's accessibility tree, so the focused seat was
 * never announced.
 */
export interface SeatOption {
  label: string;
  selected: boolean;
  disabled: boolean;
}

export interface SeatList {
  readonly element: HTMLElement;
  /** Lists one sector's seats (in reading order); `describe` words a seat when it is rendered. */
  show(groupLabel: string, seats: ArrayLike<number>, describe: (index: number) => SeatOption): void;
  /** Moves the window so that a listed seat's option is in the DOM; false when the seat is not listed. */
  reveal(index: number): boolean;
  /** A seat's state or text changed: its option (when rendered) follows. */
  update(index: number): void;
  /** Every rendered option is worded again (the caller's texts changed). */
  refresh(): void;
  /** Whether the seat belongs to the listed sector. */
  has(index: number): boolean;
  optionId(index: number): string;
  /** Seat indices of the rendered options, in list order. */
  rendered(): number[];
  clear(): void;
  dispose(): void;
}

/** Options rendered on each side of the focused seat. */
export const LIST_WINDOW_SIDE = 40;
/** The window moves once the focus comes this close to its edge. */
const WINDOW_MARGIN = 8;

export const visuallyHidden =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;';

let lists = 0;

export function createSeatList(host: HTMLElement): SeatList {
  const doc = host.ownerDocument;
  const prefix = `seatmap-${++lists}`;
  const element = doc.createElement('div');
  element.setAttribute('role', 'group');
  element.style.cssText = visuallyHidden;
  host.appendChild(element);

  let seats: ArrayLike<number> = [];
  let describe: (index: number) => SeatOption = () => ({ label: '', selected: false, disabled: false });
  /** Seat index → its position in the sector. */
  let position = new Map<number, number>();
  /** The rendered window [from, to) of positions. */
  let from = 0;
  let to = 0;
  const options = new Map<number, HTMLElement>();

  function apply(el: HTMLElement, index: number) {
    const option = describe(index);
    if (el.textContent !== option.label) el.textContent = option.label;
    el.setAttribute('aria-selected', String(option.selected));
    if (option.disabled) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
  }

  function create(index: number, pos: number): HTMLElement {
    const el = doc.createElement('div');
    el.id = list.optionId(index);
    el.setAttribute('role', 'option');
    el.setAttribute('aria-posinset', String(pos + 1));
    el.setAttribute('aria-setsize', String(seats.length));
    el.dataset.seatIndex = String(index);
    apply(el, index);
    return el;
  }

  /** Renders positions [start, end), keeping the options already there. */
  function render(start: number, end: number) {
    for (const [index, el] of options) {
      const pos = position.get(index)!;
      if (pos < start || pos >= end) {
        el.remove();
        options.delete(index);
      }
    }
    const before = doc.createDocumentFragment();
    const after = doc.createDocumentFragment();
    for (let pos = start; pos < end; pos++) {
      const index = seats[pos]!;
      if (options.has(index)) continue;
      const el = create(index, pos);
      options.set(index, el);
      (pos < from ? before : after).appendChild(el);
    }
    element.insertBefore(before, element.firstChild);
    element.appendChild(after);
    from = start;
    to = end;
  }

  function windowAround(pos: number): [number, number] {
    const start = Math.max(0, pos - LIST_WINDOW_SIDE);
    return [start, Math.min(seats.length, pos + LIST_WINDOW_SIDE + 1)];
  }

  const list: SeatList = {
    element,
    show(groupLabel, sectorSeats, wording) {
      list.clear();
      seats = sectorSeats;
      describe = wording;
      position = new Map(Array.from(sectorSeats, (index, pos) => [index, pos]));
      element.setAttribute('aria-label', groupLabel);
      from = to = 0;
      render(...windowAround(0));
    },
    reveal(index) {
      const pos = position.get(index);
      if (pos === undefined) return false;
      const nearEdge = (pos < from + WINDOW_MARGIN && from > 0) || (pos >= to - WINDOW_MARGIN && to < seats.length);
      if (pos < from || pos >= to || nearEdge) render(...windowAround(pos));
      return true;
    },
    update(index) {
      const el = options.get(index);
      if (el) apply(el, index);
    },
    refresh() {
      for (const [index, el] of options) apply(el, index);
    },
    has: (index) => position.has(index),
    optionId: (index) => `${prefix}-${index}`,
    rendered: () => Array.from(element.children, (el) => Number((el as HTMLElement).dataset.seatIndex)),
    clear() {
      options.clear();
      position = new Map();
      seats = [];
      from = to = 0;
      element.replaceChildren();
      element.removeAttribute('aria-label');
    },
    dispose() {
      list.clear();
      element.remove();
    },
  };
  return list;
}
