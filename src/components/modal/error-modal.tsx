import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/envelope';
import { Modal } from './modal';

/**
 * Which header the catalogue gives the modal (docs/product/errors.md):
 * - `order`: "Ошибка (#{code}) при создании заказа!" (events page);
 * - `scheme-order`: the same header, and "Код ошибки: {code}" under the text;
 * - `limit`: "Предупреждение" with the per-order limit text unless another is given;
 * - `warning` "Предупреждение", `info` "Информация", `error` "Ошибка", with "Код ошибки: {code}"
 *   under the text whenever the failure has a code (a failure without one, a lost connection, has none).
 */
export type ErrorModalKind = 'order' | 'scheme-order' | 'limit' | 'warning' | 'info' | 'error';

/** A failure as the flow machines report it (engine/machines/shared.ts FlowError). */
export type ErrorModalError = { code?: number | undefined; serverText?: string | undefined };

export type ErrorModalProps = {
  /** Default true: pages usually mount the modal only while there is an error. */
  open?: boolean;
  onClose: () => void;
  kind?: ErrorModalKind;
  /** A code of the catalogue; picks the text when the server sent none. */
  code?: number;
  /** The server's errorText, shown as it came. */
  serverText?: string;
  /** The same as `code` and `serverText`, straight from a machine's `error`. */
  error?: ErrorModalError | null;
  /** A text of the page's own (overrides the catalogue's, not the server's). */
  message?: ReactNode;
  /** The text names the code itself already ("… Код ошибки: -9995"): no line of its own. */
  codeInText?: boolean;
};

type CodeName = Exclude<keyof typeof ErrorCode, 'ok'>;
const codeNames = new Map<number, CodeName>(
  (Object.entries(ErrorCode) as Array<[keyof typeof ErrorCode, number]>).filter((e): e is [CodeName, number] => e[0] !== 'ok').map(([name, code]) => [code, name]),
);

/** The catalogue's name of a code (`limit` for -9998), or undefined for codes it does not know. */
export function errorCodeName(code: number | undefined): CodeName | undefined {
  return code === undefined ? undefined : codeNames.get(code);
}

export function ErrorModal({ open = true, onClose, kind = 'error', code: codeProp, serverText: textProp, error, message, codeInText = false }: ErrorModalProps) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const code = codeProp ?? error?.code ?? undefined;
  const serverText = (textProp ?? error?.serverText ?? '').trim();
  const shownCode = code ?? ErrorCode.internal;

  const title =
    kind === 'order' || kind === 'scheme-order'
      ? t('modal.headers.orderError', { code: shownCode })
      : kind === 'limit' || kind === 'warning'
        ? t('modal.headers.warning')
        : kind === 'info'
          ? t('modal.headers.info')
          : t('modal.headers.error');

  const name = errorCodeName(code);
  let text: ReactNode;
  if (serverText) text = serverText;
  else if (message !== undefined && message !== null && message !== '') text = message;
  else if (kind === 'limit') text = t('errors.limit');
  else if (name) text = t(`errors.codes.${name}`);
  else text = t('errors.fallback');

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="small"
      initialFocus={okRef}
      footer={
        <button ref={okRef} type="button" className="modal__button modal__button--primary" onClick={onClose}>
          {t('modal.ok')}
        </button>
      }
    >
      <p className="modal__text">{text}</p>
      {(kind === 'scheme-order' || (kind === 'error' && code !== undefined && !codeInText)) && (
        <p className="modal__text modal__text--code">{t('errors.codeLine', { code: shownCode })}</p>
      )}
    </Modal>
  );
}
