// The return page's feature (docs/product/refund.md: the rows and their statuses, the
// flow, its rules, the three return calls, the errors): the refund machine with the real
// calls, and the form that renders it. The rules are engine/machines/refund.ts's.
//
//   const { actor, sendFailed } = useRefundFlow({ hash, lang, hashConf, returnAllowed });
//   if (actor's snapshot is done) → the order view (returns not allowed)
//   <RefundForm actor={actor} hash={hash} lang={lang} hashConf={hashConf} ordNum={order.ord_num} currency={currency} sendFailed={sendFailed} />
import './refund.css';

export { getReturnData, getReturnDataQueryOptions, useReturnData, loadReturnInto } from './api/get-return-data';
export { createReturn } from './api/create-return';
export { confirmReturn } from './api/confirm-return';
export { useRefundFlow } from './hooks/use-refund-flow';
export type { RefundActor, RefundFlowOptions, SendFailure } from './hooks/use-refund-flow';
export { RefundForm, CONFIRM_LINK_HOURS } from './components/refund-form';
export type { RefundFormProps } from './components/refund-form';
export { refundGroups, returnLoadInput, rowStatus, type RefundGroup, type RowStatus } from './model/refund-view';
