import { autoUpdate, flip, FloatingPortal, offset, shift, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole } from '@floating-ui/react';
import { useState } from 'react';
import { LangLink } from '../../../../components/lang-link';

/** Spec 1 §9: the tooltip shows after 1000 ms and hides 400 ms after the pointer leaves. */
export const TOOLTIP_DELAY = { open: 1000, close: 400 } as const;

/**
 * The title is clamped to a few lines on the card; the tooltip shows it whole. The heading is
 * the anchor, so hovering it or focusing the link inside opens the tooltip.
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

  return (
    <>
      <h3 ref={refs.setReference} className="event-card__title" id={id} {...getReferenceProps()}>
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
