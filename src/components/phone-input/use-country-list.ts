import { autoUpdate, flip, offset, shift, useDismiss, useFloating } from '@floating-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import { TYPE_RESET_MS } from './constants';
import type { PhoneCountry } from './types';

/** Between the field and the list, and between the list and the viewport's edges. */
const GAP_PX = 2;
const EDGE_PX = 8;

/** A letter typed without a modifier: type-to-find's input (shortcuts pass through). */
function isLetterKey(e: KeyboardEvent<HTMLElement>): boolean {
  return e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey;
}

type Options = {
  countries: PhoneCountry[];
  countryCode: CountryCode | undefined;
  searchable: boolean;
  disabled: boolean | undefined;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  optionId: (index: number) => string;
  /** A country was chosen; the list is already closed. */
  onChoose: (country: PhoneCountry) => void;
};

/** The country dropdown's state: open or not, where, the highlighted option, search, keyboard and type-to-find. */
export function useCountryList({ countries, countryCode, searchable, disabled, rootRef, triggerRef, optionId, onChoose }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [search, setSearch] = useState('');
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const searchRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    if (!searchable || q === '') return countries;
    return countries.filter((c) => c.name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.dialCode.startsWith(q));
  }, [countries, search, searchable]);

  useEffect(() => () => clearTimeout(typed.current.timer), []);

  // Placed by Floating UI under the whole field, or above it when the list does not fit
  // below (flip), kept inside the viewport sideways (shift), following scrolls and resizes.
  const { refs, floatingStyles, context, placement: side, isPositioned } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) setOpen(false);
    },
    placement: 'bottom-start',
    middleware: [offset(GAP_PX), flip({ fallbackPlacements: ['top-start'], padding: EDGE_PX }), shift({ padding: EDGE_PX })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => refs.setReference(rootRef.current), [refs, rootRef]);
  // Closes on a press outside the field and the list, like a native select; Escape is the list's own key.
  useDismiss(context, { escapeKey: false, outsidePressEvent: 'mousedown' });
  const placement = side.startsWith('top') ? 'above' : 'below';

  // The highlighted option stays in view while arrows and typing move it.
  useEffect(() => {
    if (!open) return;
    const el = document.getElementById(optionId(active));
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, options]);

  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);

  function openList() {
    if (disabled) return;
    setSearch('');
    const current = countries.findIndex((c) => c.iso2 === countryCode);
    setActive(current >= 0 ? current : 0);
    setOpen(true);
  }

  function closeList(focusTrigger = true) {
    setOpen(false);
    typed.current.text = '';
    if (focusTrigger) triggerRef.current?.focus();
  }

  function choose(c: PhoneCountry) {
    closeList(false);
    onChoose(c);
  }

  function onSearch(text: string) {
    setSearch(text);
    setActive(0);
  }

  /** Type-to-find: letters typed within 700 ms of each other name one country. */
  function typeToFind(ch: string) {
    const state = typed.current;
    clearTimeout(state.timer);
    state.text += ch.toLowerCase();
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPE_RESET_MS);
    // In list order, so a preferred country is found in its place at the top.
    const i = options.findIndex((c) => c.name.toLowerCase().startsWith(state.text));
    if (i >= 0) setActive(i);
  }

  function onListKey(e: KeyboardEvent<HTMLElement>, fromSearch = false) {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openList();
      } else if (isLetterKey(e)) {
        openList();
        typeToFind(e.key);
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        if (fromSearch) break;
        e.preventDefault();
        setActive(0);
        break;
      case 'End':
        if (fromSearch) break;
        e.preventDefault();
        setActive(options.length - 1);
        break;
      case 'Enter': {
        e.preventDefault();
        const c = options[active];
        if (c) choose(c);
        break;
      }
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        closeList();
        break;
      case 'Tab':
        closeList(false);
        break;
      default:
        if (!fromSearch && isLetterKey(e)) {
          e.preventDefault();
          typeToFind(e.key);
        }
    }
  }

  return { open, placement, floatingRef: refs.setFloating, floatingStyles, isPositioned, active, setActive, search, onSearch, searchRef, options, openList, closeList, choose, onListKey };
}

export type CountryList = ReturnType<typeof useCountryList>;
