import { useTranslation } from 'react-i18next';
import { localized } from '../../../contract/lang';
import type { Rule } from '../../../contract/setup';
import { SafeHtml } from '../../components/safe-html';
import { useSetup } from '../../features/setup/api/get-setup';
import { withoutRepeatedTitle } from '../../features/setup/model/rule-text';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

const titles = { 'purchase-terms': 'pages.purchaseTerms', 'privacy-policy': 'pages.privacyPolicy' } as const;

/** A rules document from setup.db.rules: its text, or a link where the operator keeps it elsewhere. */
export function RulesPage({ kind }: { kind: Rule['kind'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const setup = useSetup();
  const rule = setup.data?.db.rules.find((r) => r.kind === kind);
  const text = rule ? localized(rule, 'text', lang) : '';
  const name = rule ? localized(rule, 'name', lang) : '';
  const generic = t(titles[kind]);
  // The operator's name of the document, as the header's menu and the footer call it.
  const title = name || generic;
  useDocumentTitle(title);

  let body;
  if (setup.isPending) {
    body = (
      <p className="status" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (text) {
    body = <SafeHtml html={withoutRepeatedTitle(text, [title, generic])} className="rich-text" />;
  } else if (rule?.url) {
    body = (
      <p>
        <a href={rule.url} className="button-link">
          {t('rules.open', { name: title })}
        </a>
      </p>
    );
  } else {
    body = <p className="status">{t('rules.missing')}</p>;
  }

  return (
    <div className="page page--text">
      <h1 className="page__title">{title}</h1>
      {body}
    </div>
  );
}
