import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
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

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

// Several dialogs may be open at once (a confirm over an error); only the top one handles keys.
const stack: HTMLElement[] = [];

/**
 * An accessible modal dialog: rendered into body, labelled by its title, focus moved in and
 * kept in (Tab wraps), Escape closes, focus returns to where it was, the page under it is
 * inert and does not scroll.
 */
export function Modal({ open, onClose, title, children, footer, role = 'dialog', initialFocus, dismissible = true, size = 'medium', className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overlay = dialog.parentElement;
    stack.push(dialog);

    // Everything else in body goes inert, so screen readers and Tab stay in the dialog.
    const madeInert: HTMLElement[] = [];
    for (const el of document.body.children) {
      if (el instanceof HTMLElement && el !== overlay && !el.hasAttribute('inert') && !el.contains(dialog)) {
        el.setAttribute('inert', '');
        madeInert.push(el);
      }
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const target = initialFocus?.current ?? focusables(dialog.querySelector('[data-modal-body]') ?? dialog)[0] ?? dialog;
    target.focus();

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (e.key === 'Escape') {
        if (!dismissibleRef.current) return;
        e.stopPropagation();
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(dialog);
      if (items.length === 0) {
        e.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      const i = stack.indexOf(dialog);
      if (i >= 0) stack.splice(i, 1);
      for (const el of madeInert) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
    // initialFocus is read once, on open.
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
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
        <div id={bodyId} className="modal__body" data-modal-body="">
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
