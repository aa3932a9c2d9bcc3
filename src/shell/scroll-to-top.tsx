import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** The button appears after 400 px of scrolling. */
export const SCROLL_TOP_AFTER_PX = 400;
/** Where shell.css puts the button: 44 px, 16 px from the right and bottom edges. */
const BUTTON = { size: 44, inset: 16 };
const CONTROLS = 'a, button, input, select, textarea, label, summary, output, [role="button"]';

/**
 * Whether a control of the page lies under the button's corner (a booking form's submit
 * button, a card's Book link): the button must not cover what the visitor is about to tap.
 */
function controlUnderButton(): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const right = document.documentElement.clientWidth - BUTTON.inset;
  const bottom = window.innerHeight - BUTTON.inset;
  const xs = [right - BUTTON.size, right - BUTTON.size / 2, right - 1];
  const ys = [bottom - BUTTON.size, bottom - BUTTON.size / 2, bottom - 1];
  return xs.some((x) =>
    ys.some((y) => {
      const under = document.elementsFromPoint(x, y).find((el) => !el.closest('.scroll-top'));
      return under?.closest(CONTROLS) != null;
    }),
  );
}

/** A scroll that has not moved for this long has come to rest. */
export const SCROLL_REST_MS = 150;

/** Fields the buyer types into: the button never sits over one while it has the focus. */
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';

function typingInField(): boolean {
  return document.activeElement instanceof Element && document.activeElement.matches(TYPING);
}

/**
 * Past 400 px of scrolling the button shows (docs/product/listing-shell.md), but a fixed corner button always
 * passes over something on a phone (a card's Book button, the cart's submit, the right end of
 * a field), and a finger that taps a control right after a flick must reach that control,
 * not the page's top. So the button never lies over a control: it comes out only when the
 * page is at rest with nothing to tap under its corner, and steps aside at once (in the same
 * frame, before the next paint) when the page moves a control under it, when a control
 * comes there without a scroll (the cart growing, a resize), or while the buyer types in a
 * field. It does not come back while the page moves, so it does not flicker over passing
 * cards (docs/product/listing-shell.md).
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const shownRef = useRef(false);

  useEffect(() => {
    const show = (next: boolean) => {
      if (shownRef.current === next) return;
      shownRef.current = next;
      // Synchronously: the button is gone before the frame is painted and tapped.
      flushSync(() => setShown(next));
    };
    const clear = () => window.scrollY <= SCROLL_TOP_AFTER_PX || typingInField() || controlUnderButton();
    let rest = 0;
    const settle = () => {
      window.clearTimeout(rest);
      rest = window.setTimeout(() => show(!clear()), SCROLL_REST_MS);
    };
    const onScroll = () => {
      if (shownRef.current && clear()) show(false);
      settle();
    };
    let frame = 0;
    const recheck = () => {
      if (frame || !shownRef.current) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (clear()) show(false);
      });
    };
    const onFocus = () => {
      if (typingInField()) show(false);
    };
    // A control can come under the button without a scroll: the cart's submit appears or
    // moves when a seat is added, the page is resized or turned.
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(recheck);
    observer?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled', 'aria-disabled', 'open'] });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', recheck);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', settle);
    if (window.scrollY > SCROLL_TOP_AFTER_PX) settle();
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', recheck);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', settle);
      window.clearTimeout(rest);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('shell.scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from the vanished button.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
