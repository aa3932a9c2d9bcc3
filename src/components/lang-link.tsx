import { Link, type LinkProps } from 'react-router-dom';
import { useLang, withLang } from '../i18n/use-lang';

type LangLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link that keeps the current `?lang`, so that navigation never drops the language. */
export function LangLink({ to, ...rest }: LangLinkProps) {
  const lang = useLang();
  return <Link to={withLang(to, lang)} {...rest} />;
}
