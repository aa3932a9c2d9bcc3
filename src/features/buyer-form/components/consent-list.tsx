import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkbox } from '../../../../contract/booking';
import { localized } from '../../../../contract/lang';
import { langFromI18nCode } from '../../../i18n/languages';
import { withLang } from '../../../i18n/use-lang';
import type { Lang } from '../../../../contract/lang';
import type { OrderCreationActor } from './buyer-form';
import { htmlDom, parseHtml } from '../../../components/html-dom';

export type ConsentFieldsProps = {
  /** checkboxList of the page's data (names in four languages; filling 1 = required). */
  checkboxes: readonly Checkbox[];
  checked: Readonly<Record<number, boolean>>;
  onToggle: (id: number, checked: boolean) => void;
  /** Show "required" under unchecked required boxes (after a send attempt). */
  showErrors?: boolean;
  disabled?: boolean;
  idPrefix?: string;
};

export type ConsentListProps = {
  order: OrderCreationActor;
  checkboxes: readonly Checkbox[];
  disabled?: boolean;
  idPrefix?: string;
};

// The names are the operator's HTML with links to the rules; they open in a new tab so
// the form keeps what was typed.
function consentHtml(html: string, lang: Lang): string {
  const clean = htmlDom().sanitize(html, ['a', 'b', 'strong', 'i', 'em', 'br', 'span']);
  const doc = parseHtml(`<div>${clean}</div>`);
  for (const a of doc.querySelectorAll('a')) {
    const href = a.getAttribute('href') ?? '';
    // The storefront's own rules pages open in the page's language.
    if (href.startsWith('/') && !href.startsWith('//')) a.setAttribute('href', withLang(href, lang));
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.firstElementChild?.innerHTML ?? '';
}

/** The consent checkboxes as plain props. */
export function ConsentFields({ checkboxes, checked, onToggle, showErrors = false, disabled = false, idPrefix = 'consent' }: ConsentFieldsProps) {
  const { t, i18n } = useTranslation();
  const lang = langFromI18nCode(i18n.language) ?? 'ru';
  const items = useMemo(() => checkboxes.map((c) => ({ ...c, html: consentHtml(localized(c, 'name', lang), lang) })), [checkboxes, lang]);
  if (items.length === 0) return null;
  return (
    <fieldset className="consents">
      <legend className="buyer-form__sr-only">{t('buyerForm.consents')}</legend>
      {items.map((c) => {
        const id = `${idPrefix}-${c.id}`;
        const missing = showErrors && c.filling === 1 && !checked[c.id];
        return (
          <div key={c.id} className={`consents__item${missing ? ' consents__item--invalid' : ''}`}>
            <input
              id={id}
              type="checkbox"
              checked={!!checked[c.id]}
              disabled={disabled}
              aria-required={c.filling === 1 || undefined}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(e) => onToggle(c.id, e.target.checked)}
            />
            <label htmlFor={id} dangerouslySetInnerHTML={{ __html: c.html }} />
            {missing && (
              <p id={`${id}-error`} className="buyer-form__error" role="alert">
                {t('buyerForm.errors.consentRequired')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The consents of the page's orderCreation actor (TOGGLE_CONSENT). */
function ConsentListView({ order, checkboxes, disabled, idPrefix }: ConsentListProps) {
  const checked = useSelector(order, (s) => s.context.consents);
  const showErrors = useSelector(order, (s) => s.context.showErrors);
  const creating = useSelector(order, (s) => s.matches('creating'));
  return (
    <ConsentFields
      checkboxes={checkboxes}
      checked={checked}
      showErrors={showErrors}
      disabled={disabled ?? creating}
      idPrefix={idPrefix}
      onToggle={(id, on) => order.send({ type: 'TOGGLE_CONSENT', id, checked: on })}
    />
  );
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const ConsentList = memo(ConsentListView);
