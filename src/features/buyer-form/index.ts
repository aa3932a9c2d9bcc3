// The personal-data block (docs/product/buyer-form.md) and the consents, for the events and scheme pages.
//
// Pages pass their orderCreation actor; the components read the buyer data, card mode,
// mailconfirm and `showErrors` from it and send EDIT, SET_NO_PATRONYMIC and TOGGLE_CONSENT:
//
//   const order = useFlowActor(orderCreationMachine.provide(…), { input });
//   <BuyerForm order={order} />                                  // full name / phone / e-mail (+ repeat), or the card fields
//   <ConsentList order={order} checkboxes={data.checkboxList} /> // links to the rules open in a new tab
//
// Field errors appear once a field is left, and all of them once SUBMIT was sent with
// invalid data (the machine's `showErrors`). Development builds prefill sample data and
// turn autocomplete on (`devPrefill`, default import.meta.env.DEV).
//
// `BuyerFields` and `ConsentFields` are the same views with plain props, for a form that
// has no actor.
export { BuyerForm } from './components/buyer-form';
export type { BuyerFormProps, OrderCreationActor } from './components/buyer-form';
export { BuyerFields, FIO_MAX, EMAIL_MAX, PHONE_MAX, SURNAME_MAX, NAME_MAX, PATRONYMIC_MAX } from './components/buyer-fields';
export type { BuyerFieldsProps } from './components/buyer-fields';
export { ConsentList, ConsentFields } from './components/consent-list';
export type { ConsentListProps, ConsentFieldsProps } from './components/consent-list';
export { latinFromCyrillicLayout } from './keyboard-layout';
export { maskPushkinPhone, PUSHKIN_PHONE_EXAMPLE, PUSHKIN_PHONE_MAX_LENGTH } from './pushkin-phone';
export { devBuyerSample } from './dev-prefill';
