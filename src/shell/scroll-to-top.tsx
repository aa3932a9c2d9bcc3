import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: the button appears after 400 px of scrolling. */
export const SCROLL_TOP_AFTER_PX = 400;
/** Scroll moves smaller than this (a finger's wobble, elastic bounce) change nothing. */
export const SCROLL_DIRECTION_SLACK_PX = 8;

/**
 * Past 400 px the button shows while the visitor heads back up and hides while they read on
 * down. A fixed corner button always sits over something on a phone (a card's corner, the
 * submit button of a booking form, the cart's amount to pay); going down is when the visitor
 * reaches for those, going up is when they want the top.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let anchor = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= SCROLL_TOP_AFTER_PX) setShown(false);
      else if (y < anchor - SCROLL_DIRECTION_SLACK_PX) setShown(true);
      else if (y > anchor + SCROLL_DIRECTION_SLACK_PX) setShown(false);
      else return;
      anchor = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
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
