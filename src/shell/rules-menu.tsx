import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../contract/lang';
import type { Rule } from '../../contract/setup';
import { Disclosure } from '../components/disclosure';
import { LangLink } from '../components/lang-link';
import { LazyModal as Modal } from '../components/modal/lazy-modal';
import { SafeHtml } from '../components/safe-html';
import { withoutRepeatedTitle } from '../features/setup/model/rule-text';

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function RuleItem({ rule, lang, onOpen }: { rule: Rule; lang: Lang; onOpen: (rule: Rule) => void }) {
  const name = localized(rule, 'name', lang);
  if (rule.url) {
    return isInternal(rule.url) ? <LangLink to={rule.url}>{name}</LangLink> : <a href={rule.url}>{name}</a>;
  }
  return (
    <button type="button" className="link-button" onClick={() => onOpen(rule)}>
      {name}
    </button>
  );
}

/** setup.db.rules in the header: a rule with a URL is a link, one with a text opens in a modal. */
export function RulesMenu({ rules, lang }: { rules: readonly Rule[]; lang: Lang }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Rule | null>(null);
  const named = rules.filter((r) => localized(r, 'name', lang));
  if (named.length === 0) return null;

  return (
    <>
      <Disclosure className="rules-menu" buttonClassName="header-button" button={t('shell.rules')} panelClassName="rules-menu__panel">
        {(close) => (
          <ul className="rules-menu__list">
            {named.map((rule) => (
              <li key={rule.id}>
                <RuleItem
                  rule={rule}
                  lang={lang}
                  onOpen={(r) => {
                    close();
                    setShown(r);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
      <Modal open={shown !== null} onClose={() => setShown(null)} title={shown ? localized(shown, 'name', lang) : ''} size="large">
        {shown && <SafeHtml html={withoutRepeatedTitle(localized(shown, 'text', lang), [localized(shown, 'name', lang)])} className="rules-text" />}
      </Modal>
    </>
  );
}
