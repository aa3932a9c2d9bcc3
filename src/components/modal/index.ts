// Dialogs for every page: the accessible base `Modal`, the catalogue's `ErrorModal`
// (docs/product/errors.md) and a `ConfirmDialog`.
//
//   <ErrorModal kind="order" error={snapshot.context.error} onClose={() => order.send({ type: 'DISMISS' })} />
//   <ErrorModal kind="limit" onClose={…} />                       // "Достигнут лимит…" under "Предупреждение"
//   <ConfirmDialog open message={t('…', { count, date })} confirmLabel={t('…')} onConfirm={…} onCancel={…} />
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { ErrorModal, errorCodeName } from './error-modal';
export type { ErrorModalProps, ErrorModalKind, ErrorModalError } from './error-modal';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
