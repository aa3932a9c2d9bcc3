import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../../../contract/lang';
import type { RefundReasonData } from '../../../../contract/refund';
import { refundSummary } from '../../../../engine/machines';
import { formatDate, formatPrice } from '../../../i18n/format';
import type { RefundActor, SendFailure } from '../hooks/use-refund-flow';

type Props = {
  actor: RefundActor;
  lang: Lang;
  currency: string | undefined;
  reasons: RefundReasonData[];
  /** The consent text and today's date, as the server sent them. */
  consentText: string;
  date: string | undefined;
  sendFailed: SendFailure;
};

/**
 * Below the tickets: what is to be refunded, the reasons, the consent with its text and
 * today's date, and the button (docs/product/refund.md): Issue refund needs a ticket, a
 * reason and consent; in confirm mode (hash_conf) Confirm needs consent only.
 */
export function RefundFooter({ actor, lang, currency, reasons, consentText, date, sendFailed }: Props) {
  const { t } = useTranslation();
  const reasonsId = useId();
  const consentTextId = useId();
  const consentDateId = useId();
  const needsId = useId();
  const failedId = useId();
  const confirmMode = useSelector(actor, (s) => s.matches({ ready: 'confirmForm' }) || s.matches({ ready: 'confirming' }));
  const editable = useSelector(actor, (s) => s.matches({ ready: 'form' }) || s.matches({ ready: 'confirmForm' }));
  const busy = useSelector(actor, (s) => s.matches({ ready: 'creating' }) || s.matches({ ready: 'confirming' }));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const context = useSelector(actor, (s) => s.context);
  const summary = refundSummary(context);

  const needs = confirmMode
    ? context.consent
      ? ''
      : t('refund.confirmNeedsConsent')
    : [context.selected.length === 0 && t('refund.needs.tickets'), context.reason === null && t('refund.needs.reason'), !context.consent && t('refund.needs.consent')].filter(Boolean).join(', ');
  const needsText = !needs || confirmMode ? needs : t('refund.needs.intro', { list: needs });
  const failed = sendFailed === (confirmMode ? 'confirmReturn' : 'createReturn');

  return (
    <div className="refund-footer" data-testid="refund-footer">
      {!confirmMode && (
        <>
          <p className="refund-summary" aria-live="polite" data-testid="refund-summary">
            <span className="refund-summary__label">{t('refund.summary.title')}:</span>{' '}
            {summary.tickets > 0
              ? t('refund.summary.selected', { tickets: t('refund.tickets', { count: summary.tickets }), amount: formatPrice(summary.amount, lang, currency) })
              : t('refund.summary.nothing')}
          </p>
          <fieldset className="refund-reasons" aria-describedby={reasonsId}>
            <legend id={reasonsId} className="refund-reasons__legend">
              {t('refund.reasons.legend')}
            </legend>
            {reasons.map((r) => {
              const name = localized(r, 'name', lang);
              const descript = localized(r, 'descript', lang);
              return (
                <label key={r.id} className="refund-reason">
                  <input
                    type="radio"
                    name="refund-reason"
                    value={r.id}
                    checked={context.reason === r.id}
                    disabled={!editable}
                    onChange={() => actor.send({ type: 'SELECT_REASON', id: r.id })}
                  />
                  <span className="refund-reason__text">
                    <span className="refund-reason__name">{name || String(r.id)}</span>
                    {descript && descript !== name && <span className="refund-reason__descript">{descript}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        </>
      )}
      <div className="refund-consent">
        {consentText && (
          <p id={consentTextId} className="refund-consent__text">
            {consentText}
          </p>
        )}
        {date && (
          <p id={consentDateId} className="refund-consent__date">
            {t('refund.consent.date', { date: formatDate(date, lang) || date })}
          </p>
        )}
        <label className="refund-switch">
          <input
            type="checkbox"
            role="switch"
            className="refund-switch__input"
            checked={context.consent}
            disabled={!editable}
            aria-describedby={[consentText && consentTextId, date && consentDateId].filter(Boolean).join(' ') || undefined}
            onChange={(e) => actor.send({ type: 'SET_CONSENT', on: e.target.checked })}
          />
          <span className="refund-switch__track" aria-hidden="true" />
          <span className="refund-switch__label">{t('refund.consent.switch')}</span>
        </label>
      </div>
      {failed && (
        <p id={failedId} className="refund-footer__failed" role="alert">
          {t(confirmMode ? 'refund.confirmFailed' : 'refund.sendFailed')}
        </p>
      )}
      <div className="refund-footer__actions">
        <button
          type="button"
          className="button refund-footer__submit"
          data-testid="refund-submit"
          disabled={!canSubmit}
          aria-busy={busy || undefined}
          aria-describedby={[needsText && needsId, failed && failedId].filter(Boolean).join(' ') || undefined}
          onClick={() => actor.send({ type: 'SUBMIT' })}
        >
          {confirmMode ? (busy ? t('refund.confirming') : t('refund.confirm')) : busy ? t('refund.submitting') : t('refund.submit')}
        </button>
        {needsText && (
          <p id={needsId} className="refund-footer__needs">
            {needsText}
          </p>
        )}
      </div>
    </div>
  );
}
