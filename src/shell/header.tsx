import type { Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

type HeaderProps = { app: Setup['app'] | undefined; siteTitle: string; languages: readonly Lang[] };

export function Header({ app, siteTitle, languages }: HeaderProps) {
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo app={app} label={siteTitle} />
        <LanguageSwitcher available={languages} />
      </div>
    </header>
  );
}
