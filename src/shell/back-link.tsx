import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LangLink } from '../components/lang-link';
import { routes } from '../config/routes';

/**
 * Back to where the visitor came from inside the store; a visitor who landed here from a
 * mail or another site has no such page, so the link leads to the listing.
 */
export function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a visit the key 'default'.
  const canGoBack = location.key !== 'default';
  return (
    <LangLink
      to={routes.afisha()}
      className="back-link"
      onClick={(e) => {
        if (!canGoBack || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span> {t('shell.back')}
    </LangLink>
  );
}
