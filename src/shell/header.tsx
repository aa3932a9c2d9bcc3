import type { Lang } from '../../contract/lang';
import type { Setup } from '../../contract/setup';
import { AccountMenu } from '../features/account/components/account-menu';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { RulesMenu } from './rules-menu';

type HeaderProps = { setup: Setup | undefined; siteTitle: string; languages: readonly Lang[]; lang: Lang };

export function Header({ setup, siteTitle, languages, lang }: HeaderProps) {
  const app = setup?.app;
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo app={app} label={siteTitle} />
        <div className="shell-header__tools">
          {setup && <RulesMenu rules={setup.db.rules} lang={lang} />}
          <LanguageSwitcher available={languages} />
        </div>
        {app?.lk === 1 && <AccountMenu />}
      </div>
    </header>
  );
}
