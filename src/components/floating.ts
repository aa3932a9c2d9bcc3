import { useLayoutEffect, useState, type RefObject } from 'react';

import type * as FloatingDomModule from '@floating-ui/dom';
import type { Middleware, Placement } from '@floating-ui/dom';

type FloatingDom = typeof FloatingDomModule;

let loading: Promise<FloatingDom> | null = null;

/**
 * Floating UI's positioning, loaded when a popover is about to open (a pointer down, a
 * focus, a hover) rather than with the page: the listing's first load carries none of it.
 */
export function loadFloating(): Promise<FloatingDom> {
  loading ??= import('@floating-ui/dom').catch((error: unknown) => {
    loading = null; // a failed chunk is tried again on the next opening
    throw error;
  });
  return loading;
}

export type FloatingOptions = {
  placement: Placement;
  strategy?: 'absolute' | 'fixed';
  middleware: (ui: FloatingDom) => Middleware[];
  /**
   * Scroll the page so that the placed element is wholly in view, when it first shows and
   * each time it grows (a lazy calendar arriving), never on the buyer's own scrolling.
   */
  reveal?: boolean;
};

/**
 * Keeps `floating` placed next to `reference` while `open` (scrolls, resizes, content
 * changes: autoUpdate), writing left/top itself. Answers whether it has been placed, so
 * that the caller keeps it invisible until then (a panel at its CSS position first would
 * flash off screen).
 */
export function useFloatingPlacement(open: boolean, reference: RefObject<Element | null>, floating: RefObject<HTMLElement | null>, options: FloatingOptions): boolean {
  const [placed, setPlaced] = useState(false);
  const { placement, strategy = 'absolute', middleware, reveal = false } = options;
  useLayoutEffect(() => {
    setPlaced(false);
    if (!open) return;
    let live = true;
    let stop = () => {};
    let revealedHeight = 0;
    loadFloating()
      .then((ui) => {
        const ref = reference.current;
        const el = floating.current;
        if (!live || !ref || !el) return;
        stop = ui.autoUpdate(ref, el, () => {
          void ui.computePosition(ref, el, { placement, strategy, middleware: middleware(ui) }).then(({ x, y }) => {
            if (!live) return;
            Object.assign(el.style, { position: strategy, left: `${x}px`, top: `${y}px`, right: 'auto', marginLeft: '0' });
            if (reveal && el.offsetHeight !== revealedHeight) {
              revealedHeight = el.offsetHeight;
              el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            }
            setPlaced(true);
          });
        });
      })
      .catch((error: unknown) => {
        // Without the positioning code (offline) the panel shows where its CSS puts it.
        console.error('[floating] positioning failed to load', error);
        if (live) setPlaced(true);
      });
    return () => {
      live = false;
      stop();
    };
    // The middleware callback is recreated each render: placement and strategy decide.
  }, [open, placement, strategy, reveal, reference, floating]);
  return placed;
}
