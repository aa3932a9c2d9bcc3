import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../contract/envelope';
import type { Lang } from '../../../../contract/lang';
import { refundSummary } from '../../../../engine/machines';
import { ApiError } from '../../../api/client';
import { LangLink } from '../../../components/lang-link';
import { CallFailed } from '../../../components/load-failure';
import { ConfirmDialog, ErrorModal, Modal } from '../../../components/modal';
import { routes } from '../../../config/routes';
import { formatPrice } from '../../../i18n/format';
import { useReturnData } from '../api/get-return-data';
import type { RefundActor, SendFailure } from '../hooks/use-refund-flow';
import { refundGroups, returnLoadInput, rowStatus } from '../model/refund-view';
import { RefundFooter } from './refund-footer';
import { RefundGroups } from './refund-groups';
import { RefundHeader } from './refund-header';

/** The e-mailed link that confirms an application is valid 24 hours. */
export const CONFIRM_LINK_HOURS = 24;

export type RefundFormProps = {
  /** The refund machine (`useRefundFlow`). */
  actor: RefundActor;
  hash: string;
  lang: Lang;
  hashConf: string | null;
  /** The order's number, for the heading before the rows say it. */
  ordNum: string;
  currency?: string | undefined;
  sendFailed?: SendFailure;
};

type Phase = 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'other';

/**
 * The return page's body (docs/product/refund.md): the order, its
 * tickets by session with their countdowns and statuses, then either the application
 * (summary, reason, consent, Issue refund → "Issue refund?" → "Заявление принято") or, opened
 * from the e-mail's link, the confirmation (consent, Confirm → "Возврат успешно
 * подтвержден…"). The rules are the machine's; this renders its state and sends its events.
 */
export function RefundForm({ actor, hash, lang, hashConf, ordNum, currency, sendFailed = null }: RefundFormProps) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const query = useReturnData(returnLoadInput(hash, lang, hashConf));
  const phase = useSelector(actor, (s): Phase =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('notFound') ? 'notFound' : s.matches('ready') ? 'ready' : 'other',
  );
  const settled = useSelector(actor, (s) => s.matches({ ready: 'settled' }));
  const closed = useSelector(actor, (s) => s.matches({ ready: 'closed' }));
  const confirmMode = useSelector(actor, (s) => s.matches({ ready: 'confirmForm' }) || s.matches({ ready: 'confirming' }));
  const confirmed = useSelector(actor, (s) => s.matches({ ready: 'confirmed' }));
  const applyOpen = useSelector(actor, (s) => s.matches({ ready: 'applyDialog' }) || s.matches({ ready: 'creating' }));
  const creating = useSelector(actor, (s) => s.matches({ ready: 'creating' }));
  const failed = useSelector(actor, (s) => s.matches({ ready: 'error' }));
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const context = useSelector(actor, (s) => s.context);
  const data = query.data;
  const { refetch } = query;

  // Confirmed: the lines are read again so that they show their new status (the machine's
  // flow ends there; this only refreshes what is displayed).
  useEffect(() => {
    if (confirmed) void refetch();
  }, [confirmed, refetch]);

  if (phase === 'notFound') {
    // The server's own words when it refused (a wrong or expired link, returns off), except a
    // malformed request, whose text is for developers (a link cut short or run on); else not found.
    const refused = query.error instanceof ApiError ? query.error : null;
    const refusal =
      refused?.code === ErrorCode.badRequest ? t(hashConf ? 'refund.linkInvalid' : 'refund.notFound') : refused?.text ? refused.text : t('refund.notFound');
    return (
      <div className="refund-message" data-testid="refund-not-found">
        <p role="alert">{refusal}</p>
        <div className="refund-message__actions">
          {hashConf && (
            <LangLink to={routes.orderReturn(hash)} className="button">
              {t('refund.applyAgain')}
            </LangLink>
          )}
          <LangLink to={routes.orderView(hash)} className="button button--secondary">
            {t('refund.toOrder')}
          </LangLink>
        </div>
      </div>
    );
  }
  if (phase === 'loadFailed') {
    return (
      <CallFailed className="refund-message" error={query.error} offline={t('refund.loadFailed')} retryLabel={t('refund.retry')} onRetry={() => actor.send({ type: 'RELOAD' })} />
    );
  }
  if (!data || (phase !== 'ready' && phase !== 'loading')) {
    return (
      <p className="page--message" role="status">
        {t('refund.loading')}
      </p>
    );
  }

  // While the page reloads after an application, the last data stays in view (nothing is editable).
  const groups = refundGroups(data.rows, lang);
  const email = data.rows.find((r) => r.email)?.email ?? '';
  const summary = refundSummary(context);
  return (
    <div className="refund" aria-busy={phase === 'loading' || undefined}>
      <RefundHeader ordNum={ordNum} first={data.rows[0]} lang={lang} />
      {confirmMode && <p className="refund__intro">{t('refund.confirmIntro')}</p>}
      {groups.length === 0 ? <p className="refund__intro">{t('refund.noTickets')}</p> : <RefundGroups actor={actor} groups={groups} lang={lang} currency={currency} />}
      {confirmed ? (
        <div className="refund-done" role="status" data-testid="refund-confirmed">
          <p>{t('refund.confirmed.text')}</p>
          <LangLink to={routes.orderView(hash)} className="button button--secondary">
            {t('refund.toOrder')}
          </LangLink>
        </div>
      ) : settled || closed ? (
        <div className="refund-done" data-testid="refund-settled">
          <p>{t(settled ? 'refund.settled' : data.rows.some((r) => rowStatus(r.status_id) === 'unconfirmed') ? 'refund.awaitingConfirmation' : 'refund.nothingLeft')}</p>
          <LangLink to={routes.orderView(hash)} className="button button--secondary">
            {t('refund.toOrder')}
          </LangLink>
        </div>
      ) : (
        groups.length > 0 && (
          <RefundFooter
            actor={actor}
            lang={lang}
            currency={currency}
            reasons={data.reasons}
            consentText={data.text ?? ''}
            date={data.date}
            sendFailed={sendFailed}
          />
        )
      )}
      {!confirmed && !settled && !closed && (
        <p className="refund__back">
          <LangLink to={routes.orderView(hash)}>{t('refund.toOrder')}</LangLink>
        </p>
      )}

      <ConfirmDialog
        open={applyOpen}
        title={t('refund.applyDialog.title')}
        message={
          <>
            <p className="refund-dialog__text">
              {t(email ? 'refund.applyDialog.message' : 'refund.applyDialog.messageNoEmail', {
                tickets: t('refund.tickets', { count: summary.tickets }),
                amount: formatPrice(summary.amount, lang, currency),
                email,
              })}
            </p>
            <p className="refund-dialog__text">{t('refund.linkValid', { count: CONFIRM_LINK_HOURS })}</p>
          </>
        }
        confirmLabel={t('refund.applyDialog.confirm')}
        busy={creating}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
      <Modal
        open={notice !== null && phase === 'ready'}
        onClose={() => actor.send({ type: 'DISMISS' })}
        title={t(notice === 'refund.confirmed' ? 'refund.confirmed.title' : 'refund.created.title')}
        role="alertdialog"
        size="small"
        initialFocus={okRef}
        footer={
          <button ref={okRef} type="button" className="modal__button modal__button--primary" onClick={() => actor.send({ type: 'DISMISS' })}>
            {t('refund.ok')}
          </button>
        }
      >
        {notice === 'refund.confirmed' ? (
          <p className="modal__text">{t('refund.confirmed.text')}</p>
        ) : (
          <>
            <p className="modal__text">{t('refund.created.text')}</p>
            <p className="modal__text">
              {email ? t('refund.created.hint', { email }) : t('refund.created.hintNoEmail')} {t('refund.linkValid', { count: CONFIRM_LINK_HOURS })}
            </p>
          </>
        )}
      </Modal>
      <ErrorModal open={failed} error={error} message={t('refund.error')} onClose={() => actor.send({ type: 'DISMISS' })} />
    </div>
  );
}
