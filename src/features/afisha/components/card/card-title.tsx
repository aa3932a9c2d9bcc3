import { autoUpdate, flip, FloatingPortal, offset, shift, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole } from '@floating-ui/react';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { LangLink } from '../../../../components/lang-link';

/** Spec 1 §9: the tooltip shows after 1000 ms and hides 400 ms after the pointer leaves. */
export const TOOLTIP_DELAY = { open: 1000, close: 400 } as const;

/** A finger held this long on the title shows the tooltip (a phone has no hover). */
export const LONG_PRESS_MS = 500;

/**
 * The title is clamped to a few lines on the card; the tooltip shows it whole. The heading is
 * the anchor, so hovering it, focusing the link inside or a long press opens the tooltip.
 */
export function CardTitle({ id, text, href }: { id: string; text: string; href: string | null }) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top-start',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, { delay: TOOLTIP_DELAY });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  // Touch: hover never comes and a tap follows the link, so a long press shows the tooltip,
  // and the click that ends that press does not navigate.
  const press = useRef({ timer: 0, opened: false, touch: false });
  useEffect(() => () => window.clearTimeout(press.current.timer), []);
  const endPress = () => window.clearTimeout(press.current.timer);
  const touchProps = {
    onPointerDown: (e: PointerEvent) => {
      press.current.touch = e.pointerType === 'touch';
      press.current.opened = false;
      endPress();
      if (!press.current.touch) return;
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
      <h3 ref={refs.setReference} className="event-card__title" id={id} {...getReferenceProps(touchProps)}>
        {href ? (
          <LangLink to={href} className="event-card__title-link">
            {text}
          </LangLink>
        ) : (
          text
        )}
      </h3>
      {open && (
        <FloatingPortal>
          <div ref={refs.setFloating} className="tooltip" style={floatingStyles} {...getFloatingProps()}>
            {text}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
