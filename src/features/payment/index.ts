// The payment part of the order page (docs/product/payment.md): the order-payment
// machine with the real calls, the payment block, the notices around it and the return
// from the bank.
//
//   const payment = usePaymentFlow({ hash, lang, loadOrder: (h, l) => loadOrderInto(queryClient, h, l) });
//   const { confirming } = usePaymentReturn(payment);   // hide "not paid" while true
//   payment.on('extras.open', openExtrasPanel);           // "Add" in the extras question
//   <PaymentReturn actor={payment} />
//   <PaymentStatus actor={payment} setup={setup} />
//   {order && <PaymentBlock actor={payment} order={order} lang={lang} currency={setup?.app.currency} />}
import './payment.css';

export { payOrder } from './api/pay-order';
export { getPaymentStatus } from './api/get-payment-status';
export { usePaymentFlow } from './hooks/use-payment-flow';
export type { OrderLoader, PaymentFlowOptions } from './hooks/use-payment-flow';
export { usePaymentReturn } from './hooks/use-payment-return';
export type { PaymentReturnState, ReturnOutcome } from './hooks/use-payment-return';
export { PaymentBlock } from './components/payment-block';
export type { PaymentBlockProps } from './components/payment-block';
export { PaymentStatus } from './components/payment-status';
export type { PaymentStatusProps } from './components/payment-status';
export { PaymentReturn } from './components/payment-return';
export type { PaymentActor, PaymentSnapshot } from './model/payment-actor';
export { RETURN_POLL_MS, RETURN_TIMEOUT_MS } from './model/return-watch';
