import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: the button appears after 400 px of scrolling. */
export const SCROLL_TOP_AFTER_PX = 400;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER_PX);
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
