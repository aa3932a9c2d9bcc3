/**
 * The canvas is invisible to screen readers, so the seats of the focused sector are also
 * a visually hidden list of options inside the map's element (which is the listbox and
 * keeps focus; `aria-activedescendant` names the focused seat). Only one sector at a time:
 * a few hundred options, not 100,000.
 */
export interface SeatOption {
  index: number;
  label: string;
  selected: boolean;
  disabled: boolean;
}

export interface SeatList {
  readonly element: HTMLElement;
  /** Replaces the list with the seats of one sector. */
  show(groupLabel: string, options: SeatOption[]): void;
  /** Updates the state of seats already listed (others are ignored). */
  update(index: number, state: { selected: boolean; disabled: boolean }): void;
  has(index: number): boolean;
  optionId(index: number): string;
  /** Seat indices in list order. */
  indices(): number[];
  clear(): void;
  dispose(): void;
}

export const visuallyHidden =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;';

/**
 * The options sit inside that 1-px box but far above it, with `content-visibility: auto`:
 * off screen, the browser skips laying out hundreds of labels (tens of milliseconds on a
 * phone, on every change) while the accessibility tree keeps them. Should a screen reader
 * scroll one into view, only the 1-px box scrolls, never the map.
 */
const optionsBox = 'position:absolute;left:0;top:-10000px;content-visibility:auto;contain-intrinsic-size:auto 1px;';

let lists = 0;

export function createSeatList(host: HTMLElement): SeatList {
  const doc = host.ownerDocument;
  const prefix = `seatmap-${++lists}`;
  const element = doc.createElement('div');
  element.setAttribute('role', 'group');
  element.style.cssText = visuallyHidden;
  const box = doc.createElement('div');
  box.style.cssText = optionsBox;
  element.appendChild(box);
  host.appendChild(element);
  const options = new Map<number, HTMLElement>();

  function apply(el: HTMLElement, state: { selected: boolean; disabled: boolean }) {
    el.setAttribute('aria-selected', String(state.selected));
    if (state.disabled) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
  }

  const list: SeatList = {
    element,
    show(groupLabel, items) {
      list.clear();
      element.setAttribute('aria-label', groupLabel);
      const fragment = doc.createDocumentFragment();
      for (const item of items) {
        const el = doc.createElement('div');
        el.id = list.optionId(item.index);
        el.setAttribute('role', 'option');
        el.dataset.seatIndex = String(item.index);
        el.textContent = item.label;
        apply(el, item);
        options.set(item.index, el);
        fragment.appendChild(el);
      }
      box.appendChild(fragment);
    },
    update(index, state) {
      const el = options.get(index);
      if (el) apply(el, state);
    },
    has: (index) => options.has(index),
    optionId: (index) => `${prefix}-${index}`,
    indices: () => [...options.keys()],
    clear() {
      options.clear();
      box.replaceChildren();
      element.removeAttribute('aria-label');
    },
    dispose() {
      options.clear();
      element.remove();
    },
  };
  return list;
}
