import { useTranslation } from 'react-i18next';
import { LazyModal as Modal } from '../../../components/modal/lazy-modal';
import { useAccountSession } from '../model/use-account-session';

/** Runs the `?sessionId` login on every page and reports a refused session ('Ошибка ЛК'). */
export function AccountSession() {
  const { t } = useTranslation();
  const { failure, dismiss } = useAccountSession();
  return (
    <Modal
      open={failure !== null}
      onClose={dismiss}
      role="alertdialog"
      size="small"
      title={t('account.errorTitle')}
      footer={
        <button type="button" className="button" onClick={dismiss}>
          {t('common.ok')}
        </button>
      }
    >
      <p>{failure?.text || t('account.errorText')}</p>
      <p className="status">{t('account.errorCode', { code: failure?.code ?? 0 })}</p>
    </Modal>
  );
}
