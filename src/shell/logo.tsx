import type { Setup } from '../../contract/setup';
import { LangLink } from '../components/lang-link';

// Without setup (it failed to load) the logo is the site's name, linked home.
type LogoProps = { app: Setup['app'] | undefined; label: string };

// An operator may point the logo at their own site; a path on this site stays in the app.
function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function Logo({ app, label }: LogoProps) {
  const target = app?.url_logo || '/';
  const content = app?.logo ? (
    <img
      src={app.logo}
      alt={label}
      width={app.logo_width ?? undefined}
      height={40}
      className="logo__image"
    />
  ) : (
    <span className="logo__text">{label}</span>
  );
  return isInternal(target) ? (
    <LangLink to={target} className="logo">
      {content}
    </LangLink>
  ) : (
    <a href={target} className="logo">
      {content}
    </a>
  );
}
