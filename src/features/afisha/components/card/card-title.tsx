import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { loadFloating, useFloatingPlacement } from '../../../../components/floating';
import { LangLink } from '../../../../components/lang-link';

/** The tooltip shows after 1000 ms and hides 400 ms after the pointer leaves. */
export const TOOLTIP_DELAY = { open: 1000, close: 400 } as const;

/** A finger held this long on the title shows the tooltip (a phone has no hover). */
export const LONG_PRESS_MS = 500;

/**
 * The title is clamped to a few lines on the card; the tooltip shows it whole. The heading is
 * the anchor, so hovering it, focusing the link inside (keyboard) or a long press by a finger
 * opens the tooltip; leaving, blur, Escape or a tap elsewhere closes it.
 *
 * Placed by Floating UI's positioning alone, loaded when a tooltip is about to open: its
 * React hooks, interactions and portal were a tenth of the listing's first JavaScript.
 */
export function CardTitle({ id, text, href }: { id: string; text: string; href: string | null }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const referenceRef = useRef<HTMLHeadingElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const placed = useFloatingPlacement(open, referenceRef, tooltipRef, {
    placement: 'top-start',
    strategy: 'fixed',
    middleware: ({ offset, flip, shift }) => [offset(6), flip(), shift({ padding: 8 })],
  });
  const prefetch = () => void loadFloating().catch(() => undefined);

  const timer = useRef(0);
  const press = useRef({ timer: 0, opened: false, touch: false });
  const later = (next: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), ms);
  };
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(press.current.timer);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: globalThis.PointerEvent) => {
      const reference = referenceRef.current;
      if (reference && e.target instanceof Node && !reference.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const endPress = () => window.clearTimeout(press.current.timer);
  const handlers = {
    onMouseEnter: () => {
      prefetch();
      if (!press.current.touch) later(true, TOOLTIP_DELAY.open);
    },
    onMouseLeave: () => {
      if (!press.current.touch) later(false, TOOLTIP_DELAY.close);
    },
    // Keyboard focus only: a tap or click also focuses the link, and must not open it.
    onFocus: (e: FocusEvent) => {
      prefetch();
      let visible = true;
      try {
        visible = e.target.matches(':focus-visible');
      } catch {
        /* an engine without :focus-visible: show it */
      }
      if (visible) {
        window.clearTimeout(timer.current);
        setOpen(true);
      }
    },
    onBlur: () => {
      window.clearTimeout(timer.current);
      setOpen(false);
    },
    // Touch: hover never comes and a tap follows the link, so a long press shows the
    // tooltip, and the click that ends that press does not navigate.
    onPointerDown: (e: PointerEvent) => {
      press.current.touch = e.pointerType === 'touch';
      press.current.opened = false;
      endPress();
      if (!press.current.touch) return;
      prefetch();
      press.current.timer = window.setTimeout(() => {
        press.current.opened = true;
        setOpen(true);
      }, LONG_PRESS_MS);
    },
    onPointerUp: endPress,
    onPointerCancel: endPress,
    onPointerLeave: endPress,
    onClickCapture: (e: MouseEvent) => {
      if (!press.current.opened) return;
      press.current.opened = false;
      e.preventDefault();
      e.stopPropagation();
    },
    // Android's long-press menu for the link would cover the tooltip.
    onContextMenu: (e: MouseEvent) => {
      if (press.current.touch) e.preventDefault();
    },
  };

  return (
    <>
      <h3 ref={referenceRef} className="event-card__title" id={id} aria-describedby={open ? tooltipId : undefined} {...handlers}>
        {href ? (
          <LangLink to={href} className="event-card__title-link">
            {text}
          </LangLink>
        ) : (
          text
        )}
      </h3>
      {open &&
        createPortal(
          <div ref={tooltipRef} id={tooltipId} role="tooltip" className="tooltip" style={{ position: 'fixed', opacity: placed ? undefined : 0 }}>
            {text}
          </div>,
          document.body,
        )}
    </>
  );
}
