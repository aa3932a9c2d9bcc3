import { Navigate, useParams } from 'react-router-dom';
import { isLang } from '../../../contract/lang';
import { withLang } from '../../i18n/use-lang';
import { NotFoundPage } from '../not-found/not-found-page';

/**
 * `/{lang}/rules` and `/{lang}/rules-agreement` are the old addresses of the rules, still
 * linked from mails and partner sites; the language moves from the path to `?lang`.
 * Any other first segment is just an unknown page.
 */
export function LegacyRulesRedirect({ to }: { to: string }) {
  const { lang } = useParams();
  if (!isLang(lang)) return <NotFoundPage />;
  return <Navigate to={withLang(to, lang)} replace />;
}
