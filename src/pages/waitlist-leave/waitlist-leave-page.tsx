import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useLeaveWaitlist } from '../../features/waitlist';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

/**
 * /waitlist/leave/{token}: the mail's unsubscribe link. Opening it changes nothing (mail
 * programs open links to preview them); the buyer confirms with the button.
 */
export function WaitlistLeavePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const leave = useLeaveWaitlist();
  useDocumentTitle(t('waitlist.leaveTitle'));
  const refused = leave.error instanceof ApiError && leave.error.text ? leave.error.text : leave.error ? t('waitlist.leaveFailed') : '';
  return (
    <div className="page page--message" data-testid="waitlist-leave">
      <h1>{t('waitlist.leaveTitle')}</h1>
      {leave.isSuccess ? (
        <p role="status" data-testid="waitlist-left">
          {t('waitlist.left')}
        </p>
      ) : (
        <>
          <p>{t('waitlist.leaveQuestion')}</p>
          <button type="button" className="button" disabled={leave.isPending} onClick={() => leave.mutate(token)} data-testid="waitlist-leave-button">
            {leave.isPending ? t('waitlist.leaving') : t('waitlist.leave')}
          </button>
          <p role="alert">{refused}</p>
        </>
      )}
    </div>
  );
}
