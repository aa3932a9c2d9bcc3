import { FloatingFocusManager, FloatingOverlay, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './modal.css';

export type ModalProps = {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** `alertdialog` for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus on open; else the first focusable element in the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False: only the footer's buttons close it (a request in flight). */
  dismissible?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

// Several dialogs may be open at once (a confirm over an error); only the top one takes Escape.
const stack: object[] = [];

/**
 * An accessible modal dialog on Floating UI: rendered into body, labelled by its title,
 * focus moved in and kept in (Tab wraps), Escape closes, focus returns to where it was, the
 * page under it is inert and does not scroll.
 */
export function Modal(props: ModalProps) {
  // A closed modal is nothing: its Floating UI hooks run only while it is open (a page holds
  // several closed dialogs and renders them again with every change of its state).
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({ open, onClose, title, children, footer, role = 'dialog', initialFocus, dismissible = true, size = 'medium', className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [self] = useState(() => ({}));

  useLayoutEffect(() => {
    if (!open) return;
    stack.push(self);
    return () => {
      const i = stack.indexOf(self);
      if (i >= 0) stack.splice(i, 1);
    };
  }, [open, self]);

  const { refs, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      if (next) return;
      if (reason === 'escape-key' && stack[stack.length - 1] !== self) return;
      onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    // The overlay's own press closes it (below); outside presses are the overlay's.
    useDismiss(context, { enabled: dismissible, outsidePress: false }),
    useRole(context, { role }),
  ]);

  // Into body at once (not Floating UI's portal, which mounts a render later): the dialog's
  // content is in the document when its own effects run.
  return createPortal(
      <FloatingOverlay
        className="modal-overlay"
        lockScroll
        onMouseDown={(e) => {
          if (e.target === e.currentTarget && dismissible) onClose();
        }}
      >
        <FloatingFocusManager context={context} modal outsideElementsInert initialFocus={initialFocus ?? firstInBody(bodyRef)}>
          <div
            ref={refs.setFloating}
            {...getFloatingProps({
              className: `modal modal--${size}${className ? ` ${className}` : ''}`,
              role,
              'aria-modal': 'true',
              'aria-labelledby': titleId,
              'aria-describedby': bodyId,
              tabIndex: -1,
            })}
          >
            <div className="modal__header">
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
              {dismissible && (
                <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={onClose}>
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </div>
            <div ref={bodyRef} id={bodyId} className="modal__body" data-modal-body="">
              {children}
            </div>
            {footer && <div className="modal__footer">{footer}</div>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>,
    document.body,
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes on open, read when Floating UI moves it (after the body has
 * rendered): the first control of the body, so that a dialog starts where its content does
 * and not on its close button; the dialog itself when the body has none.
 */
function firstInBody(body: RefObject<HTMLDivElement | null>): RefObject<HTMLElement | null> {
  return {
    get current() {
      return body.current?.querySelector<HTMLElement>(FOCUSABLE) ?? body.current?.closest<HTMLElement>('.modal') ?? null;
    },
  };
}
