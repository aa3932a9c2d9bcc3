import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  /** Default "Информация" (the catalogue's header for questions). */
  title?: ReactNode;
  message: ReactNode;
  /** Default "Подтвердить"; the subscription dialog passes "Получить билет". */
  confirmLabel?: string;
  /** Default "Отменить". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called by Escape, the close button and the backdrop. */
  onCancel: () => void;
  /** While the confirmed action runs: buttons disabled, no dismissal. */
  busy?: boolean;
};

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('modal.headers.info')}
      role="alertdialog"
      size="small"
      dismissible={!busy}
      initialFocus={confirmRef}
      footer={
        <>
          <button type="button" className="modal__button" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('modal.cancel')}
          </button>
          <button ref={confirmRef} type="button" className="modal__button modal__button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel ?? t('modal.confirm')}
          </button>
        </>
      }
    >
      <div className="modal__text">{message}</div>
    </Modal>
  );
}
