// The nominal tickets form (docs/product/nominal.md): the holders of
// every ticket of an order of a nominal event (writeticketname 1), then the order view.
//
//   const { actor, submitLost, clearSubmitLost } = useNominalForm({ hash, lang, today: setup.date });
//   <NominalForm actor={actor} hash={hash} lang={lang} currency={setup.app.currency}
//                submitLost={submitLost} onSubmitLostClose={clearSubmitLost} />
//   const data = useOrderData(hash, lang).data;   // what the machine's last load read (title, number)
//
// The rules are the nominal-form machine's (engine/machines/nominalForm.ts, validation.ts);
// the form renders its state and sends EDIT, TOGGLE_CONSENT, SUBMIT, DISMISS and RELOAD. A
// change of `lang` reloads the order data and rebuilds the form. Pasting is refused only in
// the document number, outside development builds (`allowPaste`, default import.meta.env.DEV).
import './nominal.css';

export { getOrderData, getOrderDataQueryOptions, useOrderData, loadOrderDataInto } from './api/get-order-data';
export { confirmNominal } from './api/confirm-nominal';
export { useNominalForm } from './hooks/use-nominal-form';
export type { NominalFormActor, NominalFormOptions } from './hooks/use-nominal-form';
export { NominalForm } from './components/nominal-form';
export type { NominalFormProps } from './components/nominal-form';
export { HolderCard, holderFieldId } from './components/holder-card';
export type { HolderCardProps } from './components/holder-card';
export { maskBirthDate, BIRTH_DATE_LENGTH } from './model/birth-date-mask';
