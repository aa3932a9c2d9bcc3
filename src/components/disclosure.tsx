import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

type DisclosureProps = {
  /** The button's content; give it text or an aria-label through `buttonLabel`. */
  button: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * A button that shows a panel of links under it (the disclosure pattern, not an ARIA menu:
 * the panel holds ordinary links that Tab reaches). Escape, a click outside and a navigation
 * close it; Escape returns focus to the button.
 */
export function Disclosure({ button, buttonLabel, buttonClassName, className, panelClassName, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      <div id={panelId} className={`disclosure__panel${panelClassName ? ` ${panelClassName}` : ''}`} hidden={!open}>
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}
