// The order page's special offers (docs/product/order.md): the side panel
// of extras to add and added extras to remove, and the button that opens it. The rules are
// the specialOffers machine's (engine/machines/specialOffers.ts).
//
//   const offers = useSpecialOffersFlow(hash);             // wireOrderPage({ payment, offers, … }) feeds it
//   <SpecialOffersButton order={order} lang={lang} setup={setup} onClick={() => setOpen(true)} />
//   <SpecialOffersPanel actor={offers} order={order} lang={lang} setup={setup} open={open} onClose={() => setOpen(false)} />
import './special-offers.css';

export { addSpecialOffer } from './api/add-special-offer';
export { removeSpecialOffer } from './api/remove-special-offer';
export { useSpecialOffersFlow } from './hooks/use-special-offers-flow';
export { SpecialOffersPanel } from './components/special-offers-panel';
export type { SpecialOffersPanelProps } from './components/special-offers-panel';
export { SpecialOffersButton } from './components/special-offers-button';
export type { SpecialOffersButtonProps } from './components/special-offers-button';
export { hasExtras, offerGroups, operatorLabels } from './model/offer-groups';
export type { OfferGroup, OfferRow } from './model/offer-groups';
