import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LangLink } from '../components/lang-link';
import { routes } from '../config/routes';

/**
 * Whether the history entry before this one is a page of the store. The browser router
 * numbers its entries (history.state.idx, kept by replace): a page that rewrites its own
 * address on arrival (the events page adding the time to a dated link) gets a new key but
 * stays entry 0, and going back from it left the site. Routers without the number (the
 * memory router of tests) give the first entry the key 'default'.
 */
function hasPageBefore(locationKey: string): boolean {
  const idx = (typeof window === 'undefined' ? null : (window.history.state as { idx?: unknown } | null))?.idx;
  if (typeof idx === 'number') return idx > 0;
  return locationKey !== 'default';
}

/**
 * Back to where the visitor came from inside the store; a visitor who landed here from a
 * mail or another site has no such page, so the link leads to the listing.
 */
export function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <LangLink
      to={routes.afisha()}
      className="back-link"
      onClick={(e) => {
        if (!hasPageBefore(location.key) || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span> {t('shell.back')}
    </LangLink>
  );
}
