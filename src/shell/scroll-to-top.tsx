import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: the button appears after 400 px of scrolling. */
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

/**
 * Past 400 px of scrolling the button shows (spec 1 §9). A fixed corner button always sits
 * over something on a phone (a card's Book button, the submit of a booking form, the cart's
 * amount to pay), so when the page comes to rest with a control under the button, it steps
 * aside until the page moves again: that control is what the visitor may tap next.
 * (Checked at rest, not on every scroll event, so it does not flicker over passing cards.)
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let rest = 0;
    const onScroll = () => {
      const wanted = window.scrollY > SCROLL_TOP_AFTER_PX;
      setShown(wanted);
      window.clearTimeout(rest);
      if (wanted) {
        rest = window.setTimeout(() => {
          if (controlUnderButton()) setShown(false);
        }, SCROLL_REST_MS);
      }
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(rest);
    };
  }, []);

  // A control can come under the button without a scroll: the cart's submit appears or
  // moves when a seat is added, the page is resized or turned. Checked again then, at most
  // once a frame, and only while the button shows.
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const recheck = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (controlUnderButton()) setShown(false);
      });
    };
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(recheck);
    observer?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled', 'aria-disabled', 'open'] });
    window.addEventListener('resize', recheck);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', recheck);
      window.cancelAnimationFrame(frame);
    };
  }, [shown]);

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
