import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions, useListNavigation, useRole, useTypeahead } from '@floating-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { CountryCode } from 'libphonenumber-js';
import { TYPE_RESET_MS } from './constants';
import type { PhoneCountry } from './types';

/** Between the field and the list, and between the list and the viewport's edges. */
const GAP_PX = 2;
const EDGE_PX = 8;

type Options = {
  countries: PhoneCountry[];
  countryCode: CountryCode | undefined;
  searchable: boolean;
  disabled: boolean | undefined;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** A country was chosen; the list is already closed. */
  onChoose: (country: PhoneCountry) => void;
};

/**
 * The country dropdown's state on Floating UI (docs/product/phone-input.md): placement,
 * arrows, Home/End and type-to-find (useListNavigation, useTypeahead, with the focus kept on
 * the trigger or the search box and the highlighted option named by aria-activedescendant),
 * the combobox's ARIA (useRole) and closing on a press outside (useDismiss). What is left here
 * is what a select does with its keys: open, choose with Enter, close with Escape or Tab.
 */
export function useCountryList({ countries, countryCode, searchable, disabled, rootRef, triggerRef, onChoose }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<Array<HTMLElement | null>>([]);

  const options = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    if (!searchable || q === '') return countries;
    return countries.filter((c) => c.name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.dialCode.startsWith(q));
  }, [countries, search, searchable]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = options.map((c) => c.name);
  // Options a search has filtered away must not stay in the list the keys walk.
  itemsRef.current.length = options.length;

  // The current country is highlighted when the list opens, unless a search narrows it.
  const current = options.findIndex((c) => c.iso2 === countryCode);
  const selectedIndex = current >= 0 && search === '' ? current : null;

  // Placed under the whole field (the position reference), or above it when the list does not
  // fit below (flip), kept inside the viewport sideways (shift), following scrolls and resizes.
  // The trigger is the reference the keys and ARIA belong to.
  const { refs, floatingStyles, context, placement: side, isPositioned } = useFloating({
    open,
    onOpenChange: (next) => (next ? openList() : closeList(false)),
    placement: 'bottom-start',
    middleware: [offset(GAP_PX), flip({ fallbackPlacements: ['top-start'], padding: EDGE_PX }), shift({ padding: EDGE_PX })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => {
    refs.setReference(triggerRef.current);
    refs.setPositionReference(rootRef.current);
  }, [refs, rootRef, triggerRef]);

  const listNavigation = useListNavigation(context, {
    listRef: itemsRef,
    activeIndex: active,
    selectedIndex,
    onNavigate: setActive,
    // The focus stays on the trigger or in the search box: the option is named by aria-activedescendant.
    virtual: true,
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex: active,
    selectedIndex,
    onMatch: (index) => setActive(index),
    resetMs: TYPE_RESET_MS,
    // Only while open: a letter on the closed trigger opens the list first (onTriggerKey).
    enabled: open,
  });
  const typeaheadRef = useRef(typeahead);
  typeaheadRef.current = typeahead;
  const role = useRole(context, { role: 'select' });
  // Closes on a press outside the field and the list, like a native select (the number's own
  // input is inside the field); Escape is the list's own key, so that a dialog around the form stays.
  const dismiss = useDismiss(context, {
    escapeKey: false,
    outsidePressEvent: 'mousedown',
    outsidePress: (event) => !(event.target instanceof Node && rootRef.current?.contains(event.target)),
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([listNavigation, typeahead, role, dismiss]);

  const placement = side.startsWith('top') ? 'above' : 'below';

  useLayoutEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);

  function openList() {
    if (disabled) return;
    setSearch('');
    setOpen(true);
  }

  function closeList(focusTrigger = true) {
    setOpen(false);
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

  /** The keys a select has besides moving and finding: Enter chooses, Escape and Tab close. */
  function onOpenListKey(e: KeyboardEvent<HTMLElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const c = active === null ? undefined : options[active];
      if (c) choose(c);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeList();
    } else if (e.key === 'Tab') {
      closeList(false);
    }
  }

  /** The trigger's own keys; the arrows open the list through useListNavigation. */
  function onTriggerKey(e: KeyboardEvent<HTMLElement>) {
    if (open) return onOpenListKey(e);
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openList();
    } else if (e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A letter opens the list and is the first letter of the name looked for: the list is
      // rendered open at once so that the type-ahead of the open list takes this key too.
      flushSync(openList);
      typeaheadRef.current.reference?.onKeyDown?.(e);
    }
  }

  /** The search box's keys: text keys edit the search; the list takes the arrows, Enter, Escape and Tab. */
  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key.length === 1 || e.key === 'Home' || e.key === 'End') e.stopPropagation();
    else onOpenListKey(e);
  }

  /** Where each option registers for the keys to walk. */
  const itemRef = (index: number) => (node: HTMLElement | null) => {
    itemsRef.current[index] = node;
  };

  return {
    open,
    placement,
    floatingRef: refs.setFloating,
    floatingStyles,
    isPositioned,
    active,
    search,
    onSearch,
    searchRef,
    options,
    openList,
    closeList,
    choose,
    onTriggerKey,
    onSearchKey,
    itemRef,
    getReferenceProps,
    getFloatingProps,
    getItemProps,
  };
}

export type CountryList = ReturnType<typeof useCountryList>;
