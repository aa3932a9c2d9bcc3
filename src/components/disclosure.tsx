import type { Placement } from '@floating-ui/dom';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loadFloating, useFloatingPlacement } from './floating';

/** Between the panel and the viewport's edges, and under the button. */
const EDGE_PX = 8;
const GAP_PX = 4;

type DisclosureProps = {
  /** The button's content; give it text or an aria-label through `buttonLabel`. */
  button: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  className?: string;
  panelClassName?: string;
  /** Where the panel prefers to open; it flips and slides to stay inside the viewport. */
  placement?: Placement;
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * A button that shows a panel of links under it (the disclosure pattern, not an ARIA menu:
 * the panel holds ordinary links that Tab reaches). Escape, a click outside and a navigation
 * close it; Escape returns focus to the button.
 *
 * The panel is placed by Floating UI: a panel fixed to the button's right edge opened past
 * the left edge of a phone's screen, cutting its items off. Its content is rendered only
 * while open, so that what it loads lazily (the range calendar) is not fetched on page load.
 */
export function Disclosure({ button, buttonLabel, buttonClassName, className, panelClassName, placement = 'bottom-end', children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const placed = useFloatingPlacement(open, buttonRef, panelRef, {
    placement,
    // Upwards only when the panel fits there whole: a calendar flipped up on a phone had its
    // month and arrows above the screen. Otherwise it opens downwards, at most a screen tall,
    // and the page scrolls to show it (reveal).
    middleware: ({ offset, flip, shift, size }) => [
      offset(GAP_PX),
      flip({ padding: EDGE_PX, fallbackStrategy: 'initialPlacement' }),
      shift({ padding: EDGE_PX }),
      size({
        padding: EDGE_PX,
        apply({ availableWidth, elements }) {
          const style = elements.floating.style;
          style.maxWidth = `${Math.max(0, availableWidth)}px`;
          style.maxHeight = `${Math.max(0, document.documentElement.clientHeight - 2 * EDGE_PX)}px`;
          style.overflowY = 'auto';
          style.scrollMargin = `${EDGE_PX}px`;
        },
      }),
    ],
    reveal: true,
  });
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className={`disclosure${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        // The positioning code is fetched as the finger or key goes down, before the click.
        onPointerDown={() => void loadFloating().catch(() => undefined)}
        onFocus={() => void loadFloating().catch(() => undefined)}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`disclosure__panel${panelClassName ? ` ${panelClassName}` : ''}`}
        hidden={!open}
        style={open && !placed ? { opacity: 0 } : undefined}
      >
        {open && (typeof children === 'function' ? children(close) : children)}
      </div>
    </div>
  );
}
