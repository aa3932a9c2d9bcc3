import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/disclosure';
import { useLogout } from '../api/logout';
import { accountLinks } from '../config';
import { useClient } from '../model/client-store';
import { AccountIcon } from './account-icon';
import '../../../styles/account.css';

/**
 * An e-mail that wraps only before its '@' (the name on one line, '@domain' on the next),
 * each part cut with an ellipsis when even a line is too short; never broken mid-word.
 */
function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="account-menu__email-part">{email}</span>;
  return (
    <>
      <span className="account-menu__email-part">{email.slice(0, at)}</span>
      <wbr />
      <span className="account-menu__email-part">{email.slice(at)}</span>
    </>
  );
}

/** The account icon of the header: sign-in and register links, or the client's e-mail, account link and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const client = useClient();
  const logout = useLogout();
  const back = typeof window === 'undefined' ? '/' : window.location.href;

  return (
    <Disclosure
      className="account-menu"
      buttonClassName={`icon-button account-menu__button${client ? ' account-menu__button--in' : ''}`}
      buttonLabel={client ? t('account.menuLoggedIn', { email: client.email }) : t('account.menu')}
      button={<AccountIcon />}
      panelClassName="account-menu__panel"
    >
      {(close) =>
        client ? (
          <>
            <p className="account-menu__email" title={client.email}>
              <EmailLines email={client.email} />
            </p>
            <ul className="account-menu__list">
              <li>
                <a href={accountLinks.account()}>{t('account.personalAccount')}</a>
              </li>
              <li>
                <button
                  type="button"
                  className="link-button"
                  disabled={logout.isPending}
                  onClick={() => logout.mutate(client.sessionId, { onSettled: close })}
                >
                  {t('account.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className="account-menu__list">
            <li>
              <a href={accountLinks.signIn(back)}>{t('account.signIn')}</a>
            </li>
            <li>
              <a href={accountLinks.register(back)}>{t('account.register')}</a>
            </li>
          </ul>
        )
      }
    </Disclosure>
  );
}
